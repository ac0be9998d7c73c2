/**
 * When an idempotent API call is tried again: after a network failure, 429 or 5xx, at most three
 * attempts, waiting what `Retry-After` asks (capped) or else a capped exponential backoff with full jitter.
 */

/** Attempts of one call, the first included. */
export const API_ATTEMPTS = 3
/** How long one attempt may take before it is aborted and counts as a network failure. */
export const API_ATTEMPT_TIMEOUT_MS = 10_000
const BACKOFF_BASE_MS = 500
const BACKOFF_CAP_MS = 8_000
const RETRY_AFTER_CAP_MS = 30_000

/** The clock, sleep and randomness the retries use; tests replace them. */
export interface RetryClock {
  now?: () => number
  random?: () => number
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
}

/** Network failure or timeout (status 0), 429 and 5xx are worth another attempt; any other 4xx is final. */
export function isRetryable(status: number): boolean {
  return status === 0 || status === 429 || status >= 500
}

/** `Retry-After` in ms: delay-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  const value = header?.trim()
  if (!value) return undefined
  if (/^\d+$/.test(value)) return Number(value) * 1000
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

/** The wait before attempt `attempt + 1`: the server's `Retry-After` (at most 30 s), else full-jitter backoff. */
export function retryDelayMs(attempt: number, retryAfter: string | null, clock: RetryClock = {}): number {
  const asked = retryAfterMs(retryAfter, (clock.now ?? Date.now)())
  if (asked !== undefined) return Math.min(asked, RETRY_AFTER_CAP_MS)
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** (attempt - 1))
  return Math.floor((clock.random ?? Math.random)() * ceiling)
}

/** Resolves after `ms`; rejects with the signal's reason if it aborts first. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const stop = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop)
      resolve()
    }, ms)
    signal?.addEventListener('abort', stop, { once: true })
  })
}
