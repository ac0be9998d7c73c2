/**
 * Balance reads (the native balance, the token balances) with their cache rules: a balance is
 * reused for 30 s unless a read is forced (a new block, a reopen); after a failed read, automatic
 * reads within 30 s answer `undefined` without asking again, while a retry the user asked for goes through.
 */
import { BALANCE_CACHE_MS, BALANCE_RETRY_GAP_MS } from '../../shared/constants.js'

export interface BalanceEntry<T = bigint> {
  caipAddress: string
  balance: T
  timestamp: number
}

export type FetchBalance<T = bigint> = (caipAddress: string) => Promise<T>

export interface BalanceReadOptions {
  /** Skips the cached balance (a new block, a reopen); the retry gap after a failure still holds. */
  force?: boolean
  /** The user asked for it: skips both the cached balance and the retry gap. */
  retry?: boolean
}

export interface BalanceCache<T = bigint> {
  /** The balance, from cache when fresh; `undefined` inside the retry gap after a failure. Rejects on a fresh failure. */
  read(caipAddress: string, options?: BalanceReadOptions): Promise<T | undefined>
  clear(): void
}

export function createBalanceCache<T = bigint>(
  fetchBalance: FetchBalance<T>,
  now: () => number = Date.now,
): BalanceCache<T> {
  const entries = new Map<string, BalanceEntry<T>>()
  const failures = new Map<string, number>()
  const inFlight = new Map<string, Promise<T>>()
  return {
    async read(caipAddress, options = {}) {
      const cached = entries.get(caipAddress)
      const fresh = !options.force && !options.retry
      if (fresh && cached && now() - cached.timestamp < BALANCE_CACHE_MS) return cached.balance
      const failedAt = failures.get(caipAddress)
      if (!options.retry && failedAt !== undefined && now() - failedAt < BALANCE_RETRY_GAP_MS) return undefined
      let request = inFlight.get(caipAddress)
      if (!request) {
        request = fetchBalance(caipAddress).finally(() => inFlight.delete(caipAddress))
        inFlight.set(caipAddress, request)
      }
      try {
        const balance = await request
        entries.set(caipAddress, { caipAddress, balance, timestamp: now() })
        failures.delete(caipAddress)
        return balance
      } catch (error) {
        failures.set(caipAddress, now())
        throw error
      }
    },
    clear() {
      entries.clear()
      failures.clear()
    },
  }
}
