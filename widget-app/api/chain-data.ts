/**
 * The widget's side of shared/contracts/chain-data.ts: token balances, transaction history and
 * the NFTs an address holds, each answer checked against the contract's schema. Imported only by
 * code downloaded on demand (the Account tabs, Send), so the schemas stay out of the widget's entry.
 */
import {
  type BalanceAnswer,
  BalanceCall,
  type HistoryAnswer,
  HistoryCall,
  type NftsAnswer,
  NftsCall,
} from '../../shared/contracts/chain-data.js'
import { type ApiContext, apiUrl, getJson } from './client.js'

export type { Balance, Nft, Transaction, TransactionTransfer } from '../../shared/contracts/chain-data.js'

/** Which account on which network: the address and its CAIP-2 network id. */
export interface AccountOnNetwork {
  address: string
  /** CAIP-2, e.g. 'eip155:1'. */
  chainId: string
}

export interface FetchBalancesParameters extends AccountOnNetwork {
  /** Asks the server to skip its own cache. */
  forceUpdate?: boolean
}

export interface PageParameters extends AccountOnNetwork {
  /** The `next` of the previous page; absent for the first page. */
  cursor?: string | undefined
}

/** A call of the contract with the account's address put into its path. */
function forAddress<C extends { path: string }>(call: C, address: string): C {
  return { ...call, path: call.path.replace('{address}', encodeURIComponent(address)) }
}

/** GET /v1/account/{address}/balance: every fungible balance on the network, with USD prices. */
export function fetchBalances(
  context: ApiContext,
  { address, chainId, forceUpdate }: FetchBalancesParameters,
  signal?: AbortSignal,
): Promise<BalanceAnswer> {
  const params = { chainId, currency: 'usd', forceUpdate: forceUpdate ? 'true' : undefined }
  return getJson(context, forAddress(BalanceCall, address), params, signal)
}

/** GET /v1/account/{address}/history: a page of transactions, newest first. */
export function fetchHistory(
  context: ApiContext,
  { address, chainId, cursor }: PageParameters,
  signal?: AbortSignal,
): Promise<HistoryAnswer> {
  return getJson(context, forAddress(HistoryCall, address), { chainId, cursor }, signal)
}

/** GET /v1/account/{address}/nfts: a page of the NFTs the address holds now. */
export function fetchNfts(
  context: ApiContext,
  { address, chainId, cursor }: PageParameters,
  signal?: AbortSignal,
): Promise<NftsAnswer> {
  return getJson(context, forAddress(NftsCall, address), { chainId, cursor }, signal)
}

/** The icon of a token by its symbol, served by the deployment (never fetched from elsewhere). */
export function tokenImageUrl(context: ApiContext, symbol: string): string {
  return apiUrl(context, `/public/getTokenImage/${encodeURIComponent(symbol)}`)
}

/** The calls the Account tabs make, as one object a test can replace. */
export interface ChainDataClient {
  balances(parameters: FetchBalancesParameters, signal?: AbortSignal): Promise<BalanceAnswer>
  history(parameters: PageParameters, signal?: AbortSignal): Promise<HistoryAnswer>
  nfts(parameters: PageParameters, signal?: AbortSignal): Promise<NftsAnswer>
}

/** The client on the deployment's API; every call rejects while the deployment has none. */
export function createChainDataClient(context: () => ApiContext | undefined): ChainDataClient {
  const withContext = <P, R>(call: (context: ApiContext, parameters: P, signal?: AbortSignal) => Promise<R>) => {
    return (parameters: P, signal?: AbortSignal): Promise<R> => {
      const current = context()
      return current ? call(current, parameters, signal) : Promise.reject(new Error('No API configured'))
    }
  }
  return { balances: withContext(fetchBalances), history: withContext(fetchHistory), nfts: withContext(fetchNfts) }
}
