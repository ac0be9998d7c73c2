import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { cooldownMessage, cooldownSecondsLeft } from './cooldown.js'

describe('email login cooldown', () => {
  it('behavior: no previous login, or one 30 s or more ago, may start now', () => {
    expect(cooldownSecondsLeft(null, 1_000_000)).toBe(0)
    expect(cooldownSecondsLeft(1_000_000, 1_030_000)).toBe(0)
    expect(cooldownSecondsLeft(1_000_000, 1_090_000)).toBe(0)
  })

  it('behavior: the seconds left are rounded up', () => {
    expect(cooldownSecondsLeft(1_000_000, 1_000_000)).toBe(30)
    expect(cooldownSecondsLeft(1_000_000, 1_000_001)).toBe(30)
    expect(cooldownSecondsLeft(1_000_000, 1_029_001)).toBe(1)
    expect(cooldownSecondsLeft(1_000_000, 1_029_999)).toBe(1)
    expect(cooldownSecondsLeft(1_000_000, 1_012_500)).toBe(18)
  })

  it('behavior: the message is the exact user-facing text', () => {
    expect(cooldownMessage(18)).toBe('Please try again after 18 seconds')
  })

  it('behavior: for any elapsed time the wait is between 0 and 30 and never shorter than the real wait', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: -5_000, max: 60_000 }), (last, elapsed) => {
        const left = cooldownSecondsLeft(last, last + elapsed)
        expect(left).toBeGreaterThanOrEqual(0)
        expect(left).toBeLessThanOrEqual(30 + Math.ceil(Math.max(0, -elapsed) / 1000))
        expect(left * 1000).toBeGreaterThanOrEqual(30_000 - elapsed)
      }),
    )
  })
})
