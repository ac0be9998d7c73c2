/** GET /getWallets and the wallet images (SPEC §7, §3 "Wallet listing entry"). */
import * as z from 'zod/mini'
import { walletLinkSchemes } from '../../shared/deep-link.js'
import { apiUrl, getJson, type ApiContext } from './client.js'

const text = (max: number) => z.string().check(z.maxLength(max))
const link = z.optional(z.nullable(text(2048)))

/**
 * A directory wallet. Its `mobile_link` and `desktop_link` open its own apps and so name its own
 * URL schemes (e.g. `rainbow://`); any link of the entry is opened only when it is `https:` or
 * uses one of those schemes (see {@link walletOwnSchemes}).
 */
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

/** The custom URL schemes of the wallet's own apps, from its mobile and desktop links. */
export function walletOwnSchemes(wallet: Pick<WalletEntry, 'mobile_link' | 'desktop_link'>): ReadonlySet<string> {
  return walletLinkSchemes([wallet.mobile_link, wallet.desktop_link])
}

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
