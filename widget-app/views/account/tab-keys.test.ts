import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { tabTarget } from './tab-keys.js'

describe('tabTarget', () => {
  it('behavior: arrows move and wrap around, Home and End go to the ends', () => {
    expect(tabTarget('ArrowRight', 0, 3)).toBe(1)
    expect(tabTarget('ArrowRight', 2, 3)).toBe(0)
    expect(tabTarget('ArrowLeft', 0, 3)).toBe(2)
    expect(tabTarget('Home', 2, 3)).toBe(0)
    expect(tabTarget('End', 0, 3)).toBe(2)
  })

  it('behavior: in a right-to-left language the arrows swap', () => {
    expect(tabTarget('ArrowLeft', 0, 3, true)).toBe(1)
    expect(tabTarget('ArrowRight', 0, 3, true)).toBe(2)
  })

  it('behavior: other keys are not handled', () => {
    expect(tabTarget('ArrowDown', 0, 3)).toBeNull()
    expect(tabTarget('Enter', 0, 3)).toBeNull()
  })

  it('behavior: the target is always a tab, and forward then backward comes back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.nat(), fc.boolean(), (count, start, rtl) => {
        const current = start % count
        const next = tabTarget(rtl ? 'ArrowLeft' : 'ArrowRight', current, count, rtl)!
        expect(next).toBeGreaterThanOrEqual(0)
        expect(next).toBeLessThan(count)
        expect(tabTarget(rtl ? 'ArrowRight' : 'ArrowLeft', next, count, rtl)).toBe(current)
      }),
    )
  })
})
