/**
 * Filtering and paging the directory for /getWallets: the query's parameters, their checks
 * (a bad one is a 400 naming it), and the listing itself.
 */
import { z } from 'zod'
import { isCaipNetworkId } from '../../shared/caip.js'
import { ProjectQuery } from '../api/query.js'
import type { Badge, DirectoryWallet } from './wallets.js'

/** §9: pages of 40, search answers up to 100; nobody gets more than 100 at once. */
export const DEFAULT_ENTRIES = 40
export const MAX_ENTRIES = 100
export const MAX_SEARCH_LENGTH = 64
const MAX_LIST_ITEMS = 100

/** What /getWallets answers for each wallet: SPEC §3 plus homepage and order (the directory's record without its internal flags). */
export type WalletListingEntry = Omit<DirectoryWallet, 'badge' | 'hidden'>

export interface WalletPage {
  /** How many wallets match the filter, over all pages. */
  count: number
  data: WalletListingEntry[]
}

const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string()
    .regex(/^\d{1,7}$/, { error: message })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error: message })
    .optional()

/** A comma list; empty items (a trailing comma) are dropped. */
const commaList = (message: string, item: (value: string) => boolean) =>
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .refine((list) => list.length <= MAX_LIST_ITEMS && list.every(item), { error: message })
    .optional()

const WALLET_ID = /^[A-Za-z0-9._-]{1,64}$/

export const WalletsQuery = ProjectQuery.extend({
  page: wholeNumber(1, 1_000_000, 'page must be a whole number of at least 1'),
  entries: wholeNumber(1, MAX_ENTRIES, `entries must be a whole number from 1 to ${MAX_ENTRIES}`),
  search: z
    .string()
    .trim()
    .max(MAX_SEARCH_LENGTH, { error: `search must be at most ${MAX_SEARCH_LENGTH} characters` })
    .optional(),
  badge_type: z.enum(['certified', 'none'], { error: 'badge_type must be certified or none' }).optional(),
  include: commaList(`include must be a comma list of at most ${MAX_LIST_ITEMS} wallet ids`, (id) =>
    WALLET_ID.test(id),
  ),
  exclude: commaList(`exclude must be a comma list of at most ${MAX_LIST_ITEMS} wallet ids`, (id) =>
    WALLET_ID.test(id),
  ),
  chains: commaList(`chains must be a comma list of CAIP-2 network ids (e.g. eip155:1)`, isCaipNetworkId),
})
export type WalletsQuery = z.infer<typeof WalletsQuery>

export interface WalletFilter {
  page?: number
  entries?: number
  search?: string
  /** 'certified' lists only certified wallets; 'none' asks for no badge filter. */
  badge?: Badge
  /** Only these ids (and hidden entries only when named here). */
  include?: string[]
  exclude?: string[]
  /** Wallets supporting at least one of these networks. */
  chains?: string[]
}

export function toListingEntry(wallet: DirectoryWallet): WalletListingEntry {
  const { id, name, image_id, rdns, chains, mobile_link, desktop_link, webapp_link, homepage, order } = wallet
  return { id, name, image_id, rdns, chains: [...chains], mobile_link, desktop_link, webapp_link, homepage, order }
}

/** Order, then name, then id: the same list on every call, whatever the data's order. */
function compareWallets(a: DirectoryWallet, b: DirectoryWallet): number {
  if (a.order !== b.order) return a.order - b.order
  if (a.name !== b.name) return a.name < b.name ? -1 : 1
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

export function listWallets(wallets: readonly DirectoryWallet[], filter: WalletFilter): WalletPage {
  const include = filter.include && filter.include.length > 0 ? new Set(filter.include) : undefined
  const exclude = new Set(filter.exclude ?? [])
  const chains = filter.chains && filter.chains.length > 0 ? new Set(filter.chains) : undefined
  const search = filter.search?.toLowerCase()
  const matches = wallets
    .filter((wallet) => {
      if (include ? !include.has(wallet.id) : wallet.hidden) return false
      if (exclude.has(wallet.id)) return false
      if (filter.badge === 'certified' && wallet.badge !== 'certified') return false
      if (chains && !wallet.chains.some((chain) => chains.has(chain))) return false
      if (search && !wallet.name.toLowerCase().includes(search) && !(wallet.rdns ?? '').toLowerCase().includes(search))
        return false
      return true
    })
    .sort(compareWallets)
  const entries = filter.entries ?? DEFAULT_ENTRIES
  const start = ((filter.page ?? 1) - 1) * entries
  return { count: matches.length, data: matches.slice(start, start + entries).map(toListingEntry) }
}
