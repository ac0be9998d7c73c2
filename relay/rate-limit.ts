/**
 * A token bucket: `burst` tokens to start with, refilled at `perSecond` up to `burst` again. A
 * request that costs more tokens than are left is refused and takes none. The relay keeps one
 * per connection for publishes and one for subscribes.
 */

export interface RateLimit {
  /** Sustained rate, in tokens (messages or topics) per second. */
  perSecond: number
  /** How many may come at once after a quiet spell; also the largest single request. */
  burst: number
}

export class TokenBucket {
  private tokens: number
  private updatedAt: number

  constructor(
    private readonly limit: RateLimit,
    private readonly now: () => number,
  ) {
    if (!(limit.perSecond >= 0) || !(limit.burst >= 1)) {
      throw new Error(`a rate limit needs perSecond >= 0 and burst >= 1, got ${JSON.stringify(limit)}`)
    }
    this.tokens = limit.burst
    this.updatedAt = now()
  }

  /** Whether `cost` tokens are there now, without taking them. */
  has(cost = 1): boolean {
    this.refill()
    return cost <= this.tokens
  }

  /** Takes `cost` tokens if there are that many; false (and nothing taken) when there are not. */
  take(cost = 1): boolean {
    if (!this.has(cost)) return false
    this.tokens -= cost
    return true
  }

  private refill(): void {
    const now = this.now()
    // A clock that goes backwards refills nothing.
    const elapsedMs = Math.max(0, now - this.updatedAt)
    this.tokens = Math.min(this.limit.burst, this.tokens + (elapsedMs / 1000) * this.limit.perSecond)
    this.updatedAt = Math.max(this.updatedAt, now)
  }
}
