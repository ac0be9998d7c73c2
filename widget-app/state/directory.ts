/**
 * The wallet directory (`/getWallets`): pages of 40 fetched once each,
 * search answers of up to 100, and the featured/recommended picks for the Connect view.
 */
import {
  FEATURED_WALLETS_DEFAULT,
  RECOMMENDED_WALLETS_PAGE,
  WALLETS_PAGE_SIZE,
  WALLET_SEARCH_RESULTS,
} from '../../shared/constants.js'
import type { ApiContext } from '../api/client.js'
import { fetchWallets, type WalletEntry, type WalletsPage } from '../api/wallets.js'

export interface Directory {
  /** Page `n` (1-based) of the whole directory; each page is fetched once. */
  page(n: number): Promise<WalletsPage>
  search(term: string, signal?: AbortSignal): Promise<WalletEntry[]>
  /** Featured (first 4 by the directory's order) and recommended (the next 4 not installed). */
  picks(installedRdns: ReadonlySet<string>): Promise<{ featured: WalletEntry[]; recommended: WalletEntry[] }>
}

export function createDirectory(api: () => ApiContext | undefined, chains: () => string[]): Directory {
  const pages = new Map<number, Promise<WalletsPage>>()
  const context = () => {
    const ctx = api()
    if (!ctx) throw new Error('The wallet directory is not available')
    return ctx
  }
  const directory: Directory = {
    page(n) {
      let page = pages.get(n)
      if (!page) {
        page = fetchWallets(context(), { page: n, entries: WALLETS_PAGE_SIZE, chains: chains() })
        page.catch(() => pages.delete(n)) // a failed page may be asked again
        pages.set(n, page)
      }
      return page
    },
    async search(term, signal) {
      const { data } = await fetchWallets(
        context(),
        { page: 1, entries: WALLET_SEARCH_RESULTS, search: term, chains: chains() },
        signal,
      )
      return data.slice(0, WALLET_SEARCH_RESULTS)
    },
    async picks(installedRdns) {
      const { data } = await directory.page(1)
      const notInstalled = data.filter((wallet) => !wallet.rdns || !installedRdns.has(wallet.rdns))
      const featured = notInstalled.slice(0, FEATURED_WALLETS_DEFAULT)
      return {
        featured,
        recommended: notInstalled.slice(FEATURED_WALLETS_DEFAULT, FEATURED_WALLETS_DEFAULT + RECOMMENDED_WALLETS_PAGE),
      }
    },
  }
  return directory
}
