/**
 * Filtering and paging the directory for /getWallets (its query and answer are the shared
 * contract's: shared/contracts/directory-api.ts).
 */
import { DEFAULT_WALLETS_ENTRIES } from '../../shared/contracts/api-queries.js'
import type { WalletsPage } from '../../shared/contracts/directory-api.js'
import type { Badge, DirectoryWallet } from './wallets.js'

/** What /getWallets answers for each wallet: the directory's record without its internal flags. */
export type WalletListingEntry = Omit<DirectoryWallet, 'badge' | 'hidden'>

/** One page of the listing, as the contract's {@link WalletsPage} describes it. */
export interface WalletPage extends WalletsPage {
  data: WalletListingEntry[]
}

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
  const entries = filter.entries ?? DEFAULT_WALLETS_ENTRIES
  const start = ((filter.page ?? 1) - 1) * entries
  return { count: matches.length, data: matches.slice(start, start + entries).map(toListingEntry) }
}
