/**
 * Transactions the widget itself sent and whose receipt it is waiting for: listed on top of the
 * activity until mined, then marked confirmed (or failed when reverted). At most 99 are kept.
 */
import {
  PENDING_TRANSACTION_POLL_MS,
  PENDING_TRANSACTIONS_LIMIT,
  RECEIPT_RETRIES,
  RECEIPT_WAIT_TIMEOUT_MS,
  receiptRetryDelayMs,
} from '../../shared/constants.js'
import { createStore, type Store } from './store.js'

export type PendingTransactionStatus = 'pending' | 'confirmed' | 'failed'

export interface PendingTransaction {
  hash: `0x${string}`
  /** CAIP-2 network id, e.g. `eip155:31337`. */
  chainId: string
  from: string
  to: string
  symbol: string
  /** The amount sent, as an exact human decimal string (e.g. `1.5`). */
  amount: string
  /** Epoch milliseconds. */
  submittedAt: number
  status: PendingTransactionStatus
}

export interface PendingTransactionsState {
  /** Newest first. */
  transactions: PendingTransaction[]
}

/** What a receipt read answers: the mined outcome, or null while the transaction is not mined. */
export type ReceiptOutcome = 'success' | 'reverted' | null

/** Reads the receipt of `hash` from the node at `rpcUrl`; rejects when the call fails. */
export type ReadReceipt = (rpcUrl: string, hash: `0x${string}`) => Promise<ReceiptOutcome>

export interface PendingTransactionsDeps {
  /** Defaults to `eth_getTransactionReceipt` with viem, imported on first use. */
  readReceipt?: ReadReceipt
  now?: () => number
}

export interface PendingTransactions {
  readonly store: Store<PendingTransactionsState>
  /**
   * Lists a transaction just sent (status pending) and watches its receipt on `rpcUrl`. The oldest
   * entries beyond 99 are dropped. Resolves with the final status, or `'timeout'` when no receipt
   * came within 180000 ms (the entry is then removed: the account's history takes over) or the
   * list was cleared meanwhile.
   */
  add(
    transaction: Omit<PendingTransaction, 'status' | 'submittedAt'>,
    rpcUrl: string,
  ): Promise<PendingTransactionStatus | 'timeout'>
  /** Stops watching and forgets every entry. */
  clear(): void
}

const readReceiptWithViem: ReadReceipt = async (rpcUrl, hash) =>
  (await import('../namespaces/eip155/send-reads.js')).readEvmReceipt(rpcUrl, hash)

/**
 * The wait before receipt read number `attempt` (0 = the first, at once): the retries after a
 * failed or empty read wait 200·2^n ms (n = 0…5, six retries); after them the receipt is asked
 * every 30 s until the 180000 ms deadline.
 */
export function receiptPollDelayMs(attempt: number): number {
  if (attempt === 0) return 0
  return attempt <= RECEIPT_RETRIES ? receiptRetryDelayMs(attempt - 1) : PENDING_TRANSACTION_POLL_MS
}

export function createPendingTransactions(deps: PendingTransactionsDeps = {}): PendingTransactions {
  const readReceipt = deps.readReceipt ?? readReceiptWithViem
  const now = deps.now ?? Date.now
  const store = createStore<PendingTransactionsState>({ transactions: [] })
  const sleeping = new Map<ReturnType<typeof setTimeout>, () => void>()
  let generation = 0

  const update = (hash: string, patch: Partial<PendingTransaction> | null) =>
    store.set(({ transactions }) => ({
      transactions: patch
        ? transactions.map((entry) => (entry.hash === hash ? { ...entry, ...patch } : entry))
        : transactions.filter((entry) => entry.hash !== hash),
    }))

  /** A wait that `clear()` ends early, so no watch is left unsettled. */
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        sleeping.delete(timer)
        resolve()
      }, ms)
      sleeping.set(timer, resolve)
    })

  async function watch(hash: `0x${string}`, rpcUrl: string, startedAt: number) {
    const mine = generation
    for (let attempt = 0; ; attempt++) {
      const delay = receiptPollDelayMs(attempt)
      const left = startedAt + RECEIPT_WAIT_TIMEOUT_MS - now()
      if (delay >= left) {
        await sleep(Math.max(left, 0))
        if (mine === generation) update(hash, null)
        return 'timeout' as const
      }
      if (delay > 0) await sleep(delay)
      if (mine !== generation) return 'timeout' as const
      const outcome = await readReceipt(rpcUrl, hash).catch(() => null)
      if (mine !== generation) return 'timeout' as const
      if (outcome) {
        const status = outcome === 'success' ? 'confirmed' : 'failed'
        update(hash, { status })
        return status
      }
    }
  }

  return {
    store,
    add(transaction, rpcUrl) {
      const submittedAt = now()
      store.set(({ transactions }) => ({
        transactions: [
          { ...transaction, submittedAt, status: 'pending' as const },
          ...transactions.filter((entry) => entry.hash !== transaction.hash),
        ].slice(0, PENDING_TRANSACTIONS_LIMIT),
      }))
      return watch(transaction.hash, rpcUrl, submittedAt)
    },
    clear() {
      generation++
      for (const [timer, resolve] of sleeping) {
        clearTimeout(timer)
        resolve()
      }
      sleeping.clear()
      store.set({ transactions: [] })
    },
  }
}

/** The widget's list of pending transactions (one per page). */
export const pendingTransactions: PendingTransactions = createPendingTransactions()
