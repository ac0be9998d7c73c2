/**
 * The token balances of the active account on its network, for the Tokens tab and Send: read
 * from the deployment's API with the cache rules of the native balance (30 s per CAIP-10 account;
 * within 30 s of a failure an automatic read answers empty, a retry the user asked for goes
 * through). Tokens whose decimals are '0' are dropped as low quality. A failure, or a network
 * the widget does not support, shows 'Token Balance Unavailable'.
 */
import type { ApiContext } from '../api/client.js'
import { type Balance, type ChainDataClient, createChainDataClient } from '../api/chain-data.js'
import { type BalanceReadOptions, createBalanceCache } from '../chains/balance-cache.js'
import { t } from '../i18n/i18n.js'
import { activeNetwork, type AppState, snapshot } from './app-state.js'
import type { ReportError } from './errors.js'
import { createStore, type Store } from './store.js'
import type { Toast } from './toast.js'

export type TokenBalancesStatus = 'idle' | 'loading' | 'loaded' | 'failed'

export interface TokenBalancesState {
  status: TokenBalancesStatus
  balances: Balance[]
  /** The sum of the balances' USD values (display only). */
  totalUsd: number
  /** The CAIP-10 account the balances belong to; null before the first read. */
  caipAddress: string | null
}

/** `force` skips the 30 s cache (the retry gap still holds); `retry` is the user's Try again and skips both. */
export type LoadTokenBalancesOptions = BalanceReadOptions

export interface TokenBalances {
  store: Store<TokenBalancesState>
  loadTokenBalances(options?: LoadTokenBalancesOptions): Promise<void>
}

export interface TokenBalancesDeps {
  store: Store<AppState>
  client: Pick<ChainDataClient, 'balances'>
  toast: Pick<Toast, 'show'>
  reportError: ReportError
  now?: (() => number) | undefined
}

export const initialTokenBalances = (): TokenBalancesState => ({
  status: 'idle',
  balances: [],
  totalUsd: 0,
  caipAddress: null,
})

/** Drops the tokens whose decimals are '0': they are low-quality listings, not currencies. */
export function dropLowQuality(balances: readonly Balance[]): Balance[] {
  return balances.filter((balance) => balance.quantity.decimals !== '0')
}

/** The USD total of the balances; a balance without a value counts as 0. */
export function totalUsd(balances: readonly Balance[]): number {
  return balances.reduce((sum, balance) => sum + (balance.value ?? 0), 0)
}

export function createTokenBalances({ store, client, toast, reportError, now }: TokenBalancesDeps): TokenBalances {
  const balances = createStore<TokenBalancesState>(initialTokenBalances())
  const cache = createBalanceCache<Balance[]>(async (caipAddress) => {
    const [namespace, reference, address] = caipAddress.split(':')
    const answer = await client.balances({ address: address!, chainId: `${namespace}:${reference}` }, undefined)
    return dropLowQuality(answer.balances)
  }, now)

  // Another account or network: what was shown belongs to the old one.
  store.subscribe(() => {
    const shown = balances.get().caipAddress
    if (shown !== null && snapshot(store.get()).caipAddress !== shown) balances.set(initialTokenBalances())
  })

  const fail = (caipAddress: string | null) => {
    balances.set({ status: 'failed', balances: [], totalUsd: 0, caipAddress })
    toast.show('error', t('toasts.balanceUnavailable'))
  }

  async function loadTokenBalances(options: LoadTokenBalancesOptions = {}): Promise<void> {
    const state = store.get()
    if (state.status !== 'connected' || !state.address) return
    const caipAddress = snapshot(state).caipAddress
    if (!activeNetwork(state) || !caipAddress) return fail(caipAddress)
    const current = balances.get()
    if (current.caipAddress !== caipAddress || current.status !== 'loaded' || options.retry)
      balances.set({
        ...(current.caipAddress === caipAddress ? current : initialTokenBalances()),
        status: 'loading',
        caipAddress,
      })
    try {
      const read = await cache.read(caipAddress, options)
      if (snapshot(store.get()).caipAddress !== caipAddress) return
      // Inside the retry gap after a failure the answer is empty, and the list stays failed.
      if (read === undefined) return void balances.set({ status: 'failed', balances: [], totalUsd: 0, caipAddress })
      balances.set({ status: 'loaded', balances: read, totalUsd: totalUsd(read), caipAddress })
    } catch (error) {
      if (snapshot(store.get()).caipAddress !== caipAddress) return
      fail(caipAddress)
      reportError('API_ERROR', error)
    }
  }

  return { store: balances, loadTokenBalances }
}

/** The parts of the widget the token balances are built from. */
export interface TokenBalancesHost {
  store: Store<AppState>
  toast: Pick<Toast, 'show'>
  reportError: ReportError
  apiContext: () => ApiContext | undefined
}

const perWidget = new WeakMap<object, TokenBalances>()

/** The widget's token balances, made the first time code downloaded on demand asks for them. */
export function tokenBalancesOf(host: TokenBalancesHost): TokenBalances {
  let found = perWidget.get(host)
  if (!found) {
    found = createTokenBalances({ ...host, client: createChainDataClient(host.apiContext) })
    perWidget.set(host, found)
  }
  return found
}
