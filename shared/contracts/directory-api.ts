/**
 * GET /getWallets: the wallet directory, paged and filtered. Called by the widget's All Wallets
 * and WalletConnect views (widget-app/api/wallets.ts), served by server/directory. Its query is
 * `WalletsQuery` (api-queries.ts); a bad parameter answers 400 naming it, an unknown project 403.
 */
import * as z from 'zod/mini'
import type { ApiCall } from './project-api.js'

const text = (max: number) => z.string().check(z.maxLength(max))
const link = z.optional(z.nullable(text(2048)))

/**
 * A directory wallet. Its `mobile_link` and `desktop_link` open its own apps and so name its own
 * URL schemes (e.g. `rainbow://`); the widget opens a link of the entry only when it is `https:`
 * or uses one of those schemes.
 */
export const WalletEntry = z.object({
  id: text(128),
  name: text(100),
  /** The id of its tile at /getWalletImage/{image_id}. */
  image_id: z.optional(z.nullable(text(128))),
  rdns: z.optional(z.nullable(text(200))),
  /** CAIP-2 networks the wallet supports. */
  chains: z.optional(z.nullable(z.array(text(64)))),
  mobile_link: link,
  desktop_link: link,
  webapp_link: link,
  homepage: link,
  /** Listing position: lower first, then by name. */
  order: z.optional(z.number()),
})
export type WalletEntry = z.infer<typeof WalletEntry>

/** One page: how many wallets match the filter over all pages, and this page's wallets. */
export const WalletsPage = z.object({ count: z.number().check(z.int(), z.gte(0)), data: z.array(WalletEntry) })
export type WalletsPage = z.infer<typeof WalletsPage>

export const WalletsCall = { method: 'GET', path: '/getWallets', answer: WalletsPage } as const satisfies ApiCall
