import { describe, expect, it } from 'vitest'
import { formatAmountIn, formatCount } from './format.js'

const ether = (text: string) => BigInt(text) * 10n ** 15n // thousandths of an ether

describe('formatAmountIn', () => {
  it('behavior: English is exactly formatAmount; other languages write the same rounded value their way', () => {
    expect(formatAmountIn('en', ether('1234567'), 18)).toBe('1,234.567')
    expect(formatAmountIn('de', ether('1234567'), 18)).toBe('1.234,567')
    expect(formatAmountIn('fr', ether('1234500'), 18)).toBe('1\u202f234,5')
    expect(formatAmountIn('de', 10n ** 18n, 18)).toBe('1')
  })

  it('behavior: below the smallest step it reads "<0.001" with the language\'s decimal sign', () => {
    expect(formatAmountIn('en', 5n, 18)).toBe('<0.001')
    expect(formatAmountIn('de', 5n, 18)).toBe('<0,001')
  })

  it("behavior: a count is grouped the language's way", () => {
    expect(formatCount('en', 12345)).toBe('12,345')
    expect(formatCount('de', 12345)).toBe('12.345')
  })
})
