import { describe, expect, it } from 'vitest'
import { TokenBucket } from './rate-limit.js'

describe('TokenBucket', () => {
  it('behavior: lets a burst through, refuses past it, and refills at the sustained rate up to the burst', () => {
    let now = 1_000_000
    const bucket = new TokenBucket({ perSecond: 10, burst: 5 }, () => now)
    expect([1, 2, 3, 4, 5].map(() => bucket.take())).toEqual([true, true, true, true, true])
    expect(bucket.take()).toBe(false)
    now += 250 // 2.5 tokens
    expect(bucket.take(2)).toBe(true)
    expect(bucket.take()).toBe(false)
    now += 60_000
    expect(bucket.take(5)).toBe(true)
    expect(bucket.take()).toBe(false)
  })

  it('behavior: a request costing more than is left takes nothing', () => {
    const bucket = new TokenBucket({ perSecond: 0, burst: 10 }, () => 0)
    expect(bucket.take(11)).toBe(false)
    expect(bucket.take(10)).toBe(true)
  })

  it('behavior: a clock that goes backwards refills nothing', () => {
    let now = 5_000
    const bucket = new TokenBucket({ perSecond: 100, burst: 2 }, () => now)
    expect(bucket.take(2)).toBe(true)
    now -= 4_000
    expect(bucket.take()).toBe(false)
  })

  it('error: a limit without a positive burst is refused at construction', () => {
    expect(() => new TokenBucket({ perSecond: 1, burst: 0 }, Date.now)).toThrow(/burst >= 1/)
    expect(() => new TokenBucket({ perSecond: Number.NaN, burst: 3 }, Date.now)).toThrow(/perSecond >= 0/)
  })
})
