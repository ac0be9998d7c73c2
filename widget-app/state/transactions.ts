/**
 * The transaction list of the Activity tab: the active account's history on the active network,
 * page by page on the API's cursor. Loading, then loaded with the next cursor, or empty, or failed
 * (empty, cursor cleared; 'Failed to fetch transactions'). Another account or network resets it.
 * Only the active network's transactions are kept, and a transaction whose transfers are all spam
 * NFTs is hidden. The widget's own sends, once mined, reload the list.
 */
import type { ApiContext } from '../api/client.js'
import { type ChainDataClient, createChainDataClient, type Transaction } from '../api/chain-data.js'
import { activeNetwork, type AppState, snapshot } from './app-state.js'
import type { ReportError } from './errors.js'
import { pendingTransactions, type PendingTransactionsState } from './pending-transactions.js'
import { createStore, type Store } from './store.js'

/** Transactions by the year and month (0 = January) of their mining, in local time; each list newest first. */
export type TransactionsByYear = Record<number, Record<number, Transaction[]>>

export interface TransactionsState {
  transactions: Transaction[]
  transactionsByYear: TransactionsByYear
  /** The cursor of the next page; null when there is none. */
  next: string | null
  loading: boolean
  /** Nothing to show (no history, or the fetch failed). */
  empty: boolean
  /** The last fetch failed ('Failed to fetch transactions'). */
  failed: boolean
  /** The CAIP-2 network the list was read for. */
  lastNetworkInView: string | null
  /** The CAIP-10 account the list belongs to. */
  caipAddress: string | null
}

export const initialTransactions = (): TransactionsState => ({
  transactions: [],
  transactionsByYear: {},
  next: null,
  loading: false,
  empty: false,
  failed: false,
  lastNetworkInView: null,
  caipAddress: null,
})

/** Whether every transfer of the transaction is an NFT of a collection flagged as spam. */
export function isSpamOnly(transaction: Transaction): boolean {
  const transfers = transaction.transfers ?? []
  return transfers.length > 0 && transfers.every((transfer) => transfer.nft_info?.flags.is_spam === true)
}

/** The transactions to show: those of `chainId` (CAIP-2) that are not spam only. */
export function visibleTransactions(transactions: readonly Transaction[], chainId: string): Transaction[] {
  return transactions.filter((transaction) => transaction.metadata.chain === chainId && !isSpamOnly(transaction))
}

/** Groups the transactions by the local year and month they were mined in, keeping their order. */
export function groupByYearAndMonth(transactions: readonly Transaction[]): TransactionsByYear {
  const groups: TransactionsByYear = {}
  for (const transaction of transactions) {
    const minedAt = new Date(transaction.metadata.minedAt)
    const year = minedAt.getFullYear()
    const month = minedAt.getMonth()
    const months = groups[year] ?? {}
    months[month] = [...(months[month] ?? []), transaction]
    groups[year] = months
  }
  return groups
}

/** loading: the fetch of a page started (the first page after a reset, or the next one). */
export function startedLoading(state: TransactionsState, caipAddress: string, chainId: string): TransactionsState {
  const same = state.caipAddress === caipAddress && state.lastNetworkInView === chainId
  return { ...(same ? state : initialTransactions()), caipAddress, lastNetworkInView: chainId, loading: true }
}

/** loaded: the page's visible transactions are added after those shown (each once), with its cursor. */
export function pageArrived(
  state: TransactionsState,
  page: { data: readonly Transaction[]; next: string | null },
  replace = false,
): TransactionsState {
  const kept = replace ? [] : state.transactions
  const known = new Set(kept.map((transaction) => transaction.id))
  const added = visibleTransactions(page.data, state.lastNetworkInView ?? '').filter((item) => !known.has(item.id))
  const transactions = [...kept, ...added]
  return {
    ...state,
    transactions,
    transactionsByYear: groupByYearAndMonth(transactions),
    next: page.next,
    loading: false,
    failed: false,
    empty: transactions.length === 0 && page.next === null,
  }
}

/** failed: the list is emptied and the cursor cleared. */
export function pageFailed(state: TransactionsState): TransactionsState {
  return { ...state, transactions: [], transactionsByYear: {}, next: null, loading: false, empty: true, failed: true }
}

export interface Transactions {
  store: Store<TransactionsState>
  /** Reads the first page again, replacing the list. */
  reload(): Promise<void>
  /** Reads the page after the last one shown, when there is one and nothing is loading. */
  loadMore(): Promise<void>
  /** Stops following the account and the pending transactions. */
  dispose(): void
}

export interface TransactionsDeps {
  store: Store<AppState>
  client: Pick<ChainDataClient, 'history'>
  reportError: ReportError
  /** The widget's own sends: when one of them is mined the list is read again. */
  pending?: Store<PendingTransactionsState> | undefined
  /** After a send is mined, how long to wait before asking again when the history does not show it yet. */
  recheckMs?: number | undefined
}

/** How many times the list is read again after a send is mined and the history does not show it yet. */
const RECHECKS = 5

export function createTransactions({ store, client, reportError, pending, recheckMs = 2_000 }: TransactionsDeps) {
  const list = createStore<TransactionsState>(initialTransactions())
  let generation = 0

  async function load(cursor: string | undefined): Promise<void> {
    const account = snapshot(store.get())
    const { caipAddress, caipNetworkId, address } = account
    if (!caipAddress || !caipNetworkId || !address) return
    const mine = ++generation
    list.set((state) => startedLoading(state, caipAddress, caipNetworkId))
    // A network the widget does not support is not asked about.
    if (!activeNetwork(store.get())) return list.set(pageFailed)
    try {
      const page = await client.history({ address, chainId: caipNetworkId, cursor })
      if (mine === generation) list.set((state) => pageArrived(state, page, cursor === undefined))
    } catch (error) {
      if (mine !== generation) return
      list.set(pageFailed)
      reportError('API_ERROR', error)
    }
  }

  const stopAccount = store.subscribe(() => {
    const shown = list.get().caipAddress
    if (shown !== null && snapshot(store.get()).caipAddress !== shown) {
      generation++
      list.set(initialTransactions())
    }
  })

  /** Reads the list until it shows `hash`, a few times at most (the history may lag behind the node). */
  async function reloadUntilShown(hash: string, attempt = 0): Promise<void> {
    await load(undefined)
    const shown = list.get().transactions.some((transaction) => transaction.metadata.hash === hash)
    if (!shown && attempt < RECHECKS)
      setTimeout(() => void reloadUntilShown(hash, attempt + 1), recheckMs * (attempt + 1))
  }

  let waiting = new Set(pendingHashes(pending?.get()))
  const stopPending = pending?.subscribe(() => {
    const now = new Set(pendingHashes(pending.get()))
    const mined = [...waiting].filter((hash) => !now.has(hash))
    waiting = now
    if (mined.length && list.get().caipAddress) void reloadUntilShown(mined[0]!)
  })

  /** The newest of the widget's own mined sends on the shown account and network that the list lacks. */
  function ownSendNotShown(): string | undefined {
    const { caipNetworkId, address } = snapshot(store.get())
    if (!address) return undefined
    const shown = new Set(list.get().transactions.map((transaction) => transaction.metadata.hash))
    return (pending?.get().transactions ?? []).find(
      (entry) =>
        entry.status !== 'pending' &&
        entry.chainId === caipNetworkId &&
        entry.from.toLowerCase() === address.toLowerCase() &&
        !shown.has(entry.hash),
    )?.hash
  }

  return {
    store: list,
    // A send mined before the list was first read may not be in the history yet: read again until it is.
    reload: async () => {
      await load(undefined)
      const missing = ownSendNotShown()
      if (missing) setTimeout(() => void reloadUntilShown(missing), recheckMs)
    },
    loadMore: async () => {
      const { next, loading } = list.get()
      if (next && !loading) await load(next)
    },
    dispose() {
      generation++
      stopAccount()
      stopPending?.()
    },
  } satisfies Transactions
}

function pendingHashes(state: PendingTransactionsState | undefined): string[] {
  return (state?.transactions ?? []).filter((entry) => entry.status === 'pending').map((entry) => entry.hash)
}

/** The parts of the widget the transaction list is built from. */
export interface TransactionsHost {
  store: Store<AppState>
  reportError: ReportError
  apiContext: () => ApiContext | undefined
}

const perWidget = new WeakMap<object, Transactions>()

/** The widget's transaction list, made the first time code downloaded on demand asks for it. */
export function transactionsOf(host: TransactionsHost): Transactions {
  let found = perWidget.get(host)
  if (!found) {
    const client = createChainDataClient(host.apiContext)
    found = createTransactions({ ...host, client, pending: pendingTransactions.store })
    perWidget.set(host, found)
  }
  return found
}
