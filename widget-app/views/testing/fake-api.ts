/**
 * The deployment's API for view tests: the project allows the test origin, and /getWallets pages
 * and searches a directory held in memory. Records every directory query; a test may hold or fail
 * an answer through `answerWallets`.
 */
import type { WalletEntry, WalletsPage } from '../../api/wallets.js'
import type { BalanceAnswer, HistoryAnswer, NftsAnswer } from '../../../shared/contracts/chain-data.js'

export const API_URL = 'http://api.test/'
export const SITE_ORIGIN = 'http://127.0.0.1:4410'

export interface WalletsQuery {
  page: number
  entries: number
  search: string | null
}

export interface FakeApi {
  fetch: typeof fetch
  /** The /getWallets queries, in order. */
  walletQueries: WalletsQuery[]
  /** Answers a /getWallets query; by default from the directory. Replace it to hold or fail answers. */
  answerWallets: (query: WalletsQuery) => Promise<WalletsPage>
  /** Answers the chain-data calls (`/v1/account/{address}/balance|history|nfts`); empty by default, a throw is a 400. */
  answerChainData: {
    balance: (url: URL) => Promise<BalanceAnswer>
    history: (url: URL) => Promise<HistoryAnswer>
    nfts: (url: URL) => Promise<NftsAnswer>
  }
}

/** `count` directory wallets named `Wallet 1` … `Wallet n`. */
export function walletDirectory(count: number): WalletEntry[] {
  return Array.from({ length: count }, (_, i) => ({ id: `wallet-${i + 1}`, name: `Wallet ${i + 1}` }))
}

/** The directory's answer to a query: a page of the whole list, or the names containing the search term. */
export function directoryAnswer(directory: readonly WalletEntry[], query: WalletsQuery): WalletsPage {
  const term = query.search?.toLowerCase()
  const matching = term ? directory.filter((wallet) => wallet.name.toLowerCase().includes(term)) : directory
  const start = (query.page - 1) * query.entries
  return { count: matching.length, data: matching.slice(start, start + query.entries) }
}

export function createFakeApi(directory: readonly WalletEntry[] = walletDirectory(100)): FakeApi {
  const api: FakeApi = {
    walletQueries: [],
    answerWallets: async (query) => directoryAnswer(directory, query),
    answerChainData: {
      balance: async () => ({ balances: [] }),
      history: async () => ({ data: [], next: null }),
      nfts: async () => ({ data: [], next: null }),
    },
    fetch: (async (input: string | URL | Request) => {
      const url = new URL(String(input))
      if (url.pathname === '/appkit/v1/config') return json({ features: {} })
      if (url.pathname === '/projects/v1/origins') return json({ allowedOrigins: [SITE_ORIGIN] })
      if (url.pathname === '/getWallets') {
        const query = {
          page: Number(url.searchParams.get('page')),
          entries: Number(url.searchParams.get('entries')),
          search: url.searchParams.get('search'),
        }
        api.walletQueries.push(query)
        try {
          return json(await api.answerWallets(query))
        } catch {
          return json({ error: 'unavailable' }, 503)
        }
      }
      const chainData = /^\/v1\/account\/[^/]+\/(balance|history|nfts)$/.exec(url.pathname)?.[1]
      if (chainData)
        return api.answerChainData[chainData as keyof FakeApi['answerChainData']](url).then(json, () => json({}, 400))
      return json({}, url.pathname === '/e' ? 200 : 404)
    }) as typeof fetch,
  }
  return api
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}
