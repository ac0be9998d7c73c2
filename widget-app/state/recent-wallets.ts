/** Recent wallets, newest first; two are kept, saved through the loader in the site's storage. */
import { RECENT_WALLETS_KEPT } from '../../shared/constants.js'

export interface RecentWallet {
  /** A stable id: the EIP-6963 rdns when there is one, else the wallet's name. */
  id: string
  name: string
}

const KEY = 'wallet-widget:recent-wallets'

export function addRecentWallet(list: readonly RecentWallet[], wallet: RecentWallet): RecentWallet[] {
  return [wallet, ...list.filter((existing) => existing.id !== wallet.id)].slice(0, RECENT_WALLETS_KEPT)
}

export function loadRecentWallets(storage: Pick<Storage, 'getItem'> | undefined): RecentWallet[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(KEY) ?? '[]')
    if (!Array.isArray(parsed)) return []
    return parsed
      .filter((entry): entry is RecentWallet => typeof entry?.id === 'string' && typeof entry?.name === 'string')
      .slice(0, RECENT_WALLETS_KEPT)
  } catch {
    return []
  }
}

export function saveRecentWallets(storage: Pick<Storage, 'setItem'> | undefined, list: readonly RecentWallet[]): void {
  try {
    storage?.setItem(KEY, JSON.stringify(list))
  } catch {
    // Storage may be full or blocked (partitioned, private mode); recents are a convenience.
  }
}
