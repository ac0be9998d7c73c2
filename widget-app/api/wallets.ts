/** GET /getWallets and the wallet images (SPEC §7, §3 "Wallet listing entry"). */
import * as z from 'zod/mini'
import { apiUrl, getJson, type ApiContext } from './client.js'

const text = (max: number) => z.string().check(z.maxLength(max))
const link = z.optional(z.nullable(text(2048)))

export const WalletEntrySchema = z.object({
  id: text(128),
  name: text(100),
  image_id: z.optional(z.nullable(text(128))),
  rdns: z.optional(z.nullable(text(200))),
  chains: z.optional(z.nullable(z.array(text(64)))),
  mobile_link: link,
  desktop_link: link,
  webapp_link: link,
  homepage: link,
})
export type WalletEntry = z.infer<typeof WalletEntrySchema>

const WalletsPageSchema = z.object({ count: z.number().check(z.int(), z.gte(0)), data: z.array(WalletEntrySchema) })
export type WalletsPage = z.infer<typeof WalletsPageSchema>

export interface WalletsQuery {
  page: number
  entries: number
  search?: string
  include?: readonly string[]
  exclude?: readonly string[]
  chains?: readonly string[]
}

export function fetchWallets(context: ApiContext, query: WalletsQuery, signal?: AbortSignal): Promise<WalletsPage> {
  return getJson(
    context,
    '/getWallets',
    WalletsPageSchema,
    {
      page: query.page,
      entries: query.entries,
      search: query.search,
      include: query.include?.join(','),
      exclude: query.exclude?.join(','),
      chains: query.chains?.join(','),
    },
    signal,
  )
}

/** The image URL of a wallet; the server answers with year-long immutable caching, so the browser keeps each once. */
export function walletImageUrl(context: ApiContext, imageId: string): string {
  return apiUrl(context, `/getWalletImage/${encodeURIComponent(imageId)}`)
}
