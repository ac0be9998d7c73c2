/**
 * Native balance reads with their cache rules: a balance is reused for 30 s unless a read is
 * forced (a new block, a reopen); after a failed read, automatic reads within 30 s answer
 * `undefined` without asking the node again, while a retry the user asked for goes through.
 */
import { BALANCE_CACHE_MS, BALANCE_RETRY_GAP_MS } from '../../shared/constants.js'

export interface BalanceEntry {
  caipAddress: string
  balance: bigint
  timestamp: number
}

export type FetchBalance = (caipAddress: string) => Promise<bigint>

export interface BalanceReadOptions {
  /** Skips the cached balance (a new block, a reopen); the retry gap after a failure still holds. */
  force?: boolean
  /** The user asked for it: skips both the cached balance and the retry gap. */
  retry?: boolean
}

export interface BalanceCache {
  /** The balance, from cache when fresh; `undefined` inside the retry gap after a failure. Rejects on a fresh failure. */
  read(caipAddress: string, options?: BalanceReadOptions): Promise<bigint | undefined>
  clear(): void
}

export function createBalanceCache(fetchBalance: FetchBalance, now: () => number = Date.now): BalanceCache {
  const entries = new Map<string, BalanceEntry>()
  const failures = new Map<string, number>()
  const inFlight = new Map<string, Promise<bigint>>()
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
