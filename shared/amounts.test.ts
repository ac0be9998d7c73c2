import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decimalSeparator, formatAmountInput, parseAmount } from './amounts.js'

const LOCALES = ['en', 'de', 'fr', 'es', 'pt', 'ru', 'tr', 'ar', 'ja', 'ko', 'zh'] as const

describe('parseAmount', () => {
  it('behavior: parse(format(x)) is x for every amount and 0–36 decimals, in every language', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
        fc.integer({ min: 0, max: 36 }),
        fc.constantFrom(...LOCALES),
        (value, decimals, locale) => {
          const parsed = parseAmount(formatAmountInput(value, decimals, locale), decimals, { locale })
          expect(parsed).toEqual({ ok: true, value })
        },
      ),
    )
  })

  it('behavior: 18 decimals round-trip exactly, the smallest unit included', () => {
    expect(parseAmount('1.000000000000000001', 18)).toEqual({ ok: true, value: 10n ** 18n + 1n })
    expect(parseAmount('0.000000000000000001', 18)).toEqual({ ok: true, value: 1n })
    expect(formatAmountInput(10n ** 18n + 1n, 18)).toBe('1.000000000000000001')
  })

  it('behavior: a leading or trailing separator and trailing zeros are accepted', () => {
    expect(parseAmount('.5', 6)).toEqual({ ok: true, value: 500_000n })
    expect(parseAmount('5.', 6)).toEqual({ ok: true, value: 5_000_000n })
    expect(parseAmount(' 1.50000000 ', 2)).toEqual({ ok: true, value: 150n })
  })

  it('behavior: a decimal comma is a decimal separator in German and French, the point too', () => {
    expect(parseAmount('1,5', 18, { locale: 'de' })).toEqual({ ok: true, value: 15n * 10n ** 17n })
    expect(parseAmount('1.5', 18, { locale: 'de' })).toEqual({ ok: true, value: 15n * 10n ** 17n })
    expect(parseAmount('0,25', 2, { locale: 'fr' })).toEqual({ ok: true, value: 25n })
    expect(formatAmountInput(15n, 1, 'de')).toBe('1,5')
  })

  it('error: a comma in English, and grouping in any language, are refused rather than guessed', () => {
    expect(parseAmount('1,5', 18, { locale: 'en' })).toEqual({ ok: false, error: 'invalid' })
    expect(parseAmount('1.234,5', 18, { locale: 'de' })).toEqual({ ok: false, error: 'invalid' })
    expect(parseAmount('1,000.5', 18)).toEqual({ ok: false, error: 'invalid' })
    expect(parseAmount('1 000', 18)).toEqual({ ok: false, error: 'invalid' })
  })

  it('error: each wrong input names what is wrong', () => {
    expect(parseAmount('', 18)).toEqual({ ok: false, error: 'empty' })
    expect(parseAmount('   ', 18)).toEqual({ ok: false, error: 'empty' })
    expect(parseAmount('-1', 18)).toEqual({ ok: false, error: 'negative' })
    expect(parseAmount('1e18', 18)).toEqual({ ok: false, error: 'exponent' })
    expect(parseAmount('1.5E-3', 18)).toEqual({ ok: false, error: 'exponent' })
    expect(parseAmount('0.0000001', 6)).toEqual({ ok: false, error: 'tooManyDecimals' })
    expect(parseAmount('1.5', 0)).toEqual({ ok: false, error: 'tooManyDecimals' })
    expect(parseAmount('abc', 18)).toEqual({ ok: false, error: 'invalid' })
    expect(parseAmount('.', 18)).toEqual({ ok: false, error: 'invalid' })
    expect(parseAmount('0x10', 18)).toEqual({ ok: false, error: 'invalid' })
    expect(parseAmount('0', 18, { positive: true })).toEqual({ ok: false, error: 'zero' })
  })

  it('error: more than the balance is refused, the whole balance is not', () => {
    expect(parseAmount('2.000001', 6, { max: 2_000_000n })).toEqual({ ok: false, error: 'exceedsBalance' })
    expect(parseAmount('2', 6, { max: 2_000_000n })).toEqual({ ok: true, value: 2_000_000n })
  })

  it('behavior: any text either parses to a non-negative amount or names an error', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 36 }), (text, decimals) => {
        const parsed = parseAmount(text, decimals)
        if (parsed.ok) expect(parsed.value >= 0n).toBe(true)
        else expect(parsed.error).toMatch(/^(empty|negative|exponent|tooManyDecimals|invalid)$/)
      }),
    )
  })
})

describe('decimalSeparator', () => {
  it('behavior: a comma for German, French and Russian, a point for English, Japanese and Chinese', () => {
    expect(['de', 'fr', 'ru'].map((locale) => decimalSeparator(locale))).toEqual([',', ',', ','])
    expect(['en', 'ja', 'zh'].map((locale) => decimalSeparator(locale))).toEqual(['.', '.', '.'])
  })
})
