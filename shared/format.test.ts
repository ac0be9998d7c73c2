import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatAmount, formatUnitsExact, shortenAddress, truncateEmail } from './format.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ETH = 10n ** 18n
const USDC = 10n ** 6n

/**
 * The amount a decimal text stands for, in units of 10^-scale (scale must be at least the
 * number of fraction digits). Written independently of the product code.
 */
function unitsOf(text: string, scale: number): bigint {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.replaceAll(',', ''))
  if (!match) throw new Error(`not a decimal: ${text}`)
  const [, sign, whole = '', fraction = ''] = match
  if (fraction.length > scale) throw new Error(`${text} has more than ${scale} fraction digits`)
  const units = BigInt(whole + fraction.padEnd(scale, '0'))
  return sign ? -units : units
}

describe('shortenAddress', () => {
  it('behavior: keeps 4 leading and 6 trailing characters around an ellipsis', () => {
    expect(shortenAddress(ADDRESS)).toBe('0xf3…b92266')
  })

  it('behavior: strings no longer than the shortened form stay whole', () => {
    expect(shortenAddress('abcdefghijk')).toBe('abcdefghijk') // 11 = 4 + 1 + 6
    expect(shortenAddress('0xabc')).toBe('0xabc')
    expect(shortenAddress('abcdefghijkl')).toBe('abcd…ghijkl') // 12 is shortened
  })
})

describe('truncateEmail', () => {
  const thirty = `${'a'.repeat(18)}@example.com` // 18 + 12 = 30

  it('behavior: an email of exactly 30 characters is unchanged', () => {
    expect(thirty).toHaveLength(30)
    expect(truncateEmail(thirty)).toBe(thirty)
  })

  it('behavior: an email longer than 30 characters keeps 30 and gets an ellipsis', () => {
    const long = `b${thirty}`
    expect(truncateEmail(long)).toBe(`${long.slice(0, 30)}…`)
    expect(truncateEmail(long)).not.toContain('.com')
  })
})

describe('formatAmount', () => {
  it('behavior: 18 decimals, 3 shown, thousands grouped', () => {
    expect(formatAmount(1_234_567n * ETH + 891_234_567_890_123_456n, 18)).toBe('1,234,567.891')
  })

  it('behavior: rounds down, never up', () => {
    expect(formatAmount(1_999_900_000_000_000_000n, 18)).toBe('1.999')
    expect(formatAmount(999_999_999_999_999_999n, 18)).toBe('0.999')
  })

  it('behavior: trailing zeros of the fraction are trimmed, and a whole amount has no point', () => {
    expect(formatAmount(1_500_000_000_000_000_000n, 18)).toBe('1.5')
    expect(formatAmount(1_050_000_000_000_000_000n, 18)).toBe('1.05')
    expect(formatAmount(2n * ETH, 18)).toBe('2')
    expect(formatAmount(1000n * ETH, 18)).toBe('1,000')
    expect(formatAmount(100n * ETH, 18)).toBe('100')
  })

  it('behavior: zero is "0", a tiny non-zero amount is "<0.001", the smallest step is shown', () => {
    expect(formatAmount(0n, 18)).toBe('0')
    expect(formatAmount(1n, 18)).toBe('<0.001')
    expect(formatAmount(ETH / 1000n - 1n, 18)).toBe('<0.001')
    expect(formatAmount(ETH / 1000n, 18)).toBe('0.001')
  })

  it('behavior: 6 decimals (USDC-like)', () => {
    expect(formatAmount(1_234_560_000n, 6)).toBe('1,234.56')
    expect(formatAmount(1_234_567_890n, 6)).toBe('1,234.567')
    expect(formatAmount(999n, 6)).toBe('<0.001')
    expect(formatAmount(1_000n, 6)).toBe('0.001')
    expect(formatAmount(5n * USDC, 6)).toBe('5')
  })

  it('behavior: a negative amount keeps its sign', () => {
    expect(formatAmount(-1_500_000_000_000_000_000n, 18)).toBe('-1.5')
  })

  it('behavior: for any amount and 0..30 decimals, never shows more than the value, and less by under 0.001', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 40n }), fc.integer({ min: 0, max: 30 }), (value, decimals) => {
        const text = formatAmount(value, decimals)
        const scale = Math.max(decimals, 3)
        const exact = value * 10n ** BigInt(scale - decimals)
        const step = 10n ** BigInt(scale - 3) // 0.001 in units of 10^-scale
        if (text === '<0.001') {
          expect(value).toBeGreaterThan(0n)
          expect(exact).toBeLessThan(step)
          return
        }
        expect(text).toMatch(/^\d{1,3}(,\d{3})*(\.\d{0,2}[1-9])?$/)
        const shown = unitsOf(text, scale)
        expect(shown).toBeLessThanOrEqual(exact)
        expect(exact - shown).toBeLessThan(step)
      }),
      { numRuns: 1000 },
    )
  })
})

describe('formatUnitsExact', () => {
  it('behavior: exact decimal text, no grouping, no rounding, trailing zeros trimmed', () => {
    expect(formatUnitsExact(1_234_567n * ETH + 891_234_567_890_123_456n, 18)).toBe('1234567.891234567890123456')
    expect(formatUnitsExact(1n, 18)).toBe('0.000000000000000001')
    expect(formatUnitsExact(1_500_000n, 6)).toBe('1.5')
    expect(formatUnitsExact(0n, 18)).toBe('0')
    expect(formatUnitsExact(42n, 0)).toBe('42')
    expect(formatUnitsExact(-25n, 1)).toBe('-2.5')
  })

  it('behavior: for any amount and 0..30 decimals, the text round-trips exactly', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 40n }), fc.integer({ min: 0, max: 30 }), (value, decimals) => {
        const text = formatUnitsExact(value, decimals)
        expect(text).toMatch(/^\d+(\.\d*[1-9])?$/)
        expect(text).not.toMatch(/^0\d/) // no leading zeros
        expect(unitsOf(text, decimals)).toBe(value)
      }),
      { numRuns: 1000 },
    )
  })
})
