import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decimalToUnits, formatDecimal, monthTitle, relativeTime, transferSign } from './format.js'

const SECOND = 1_000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

describe('monthTitle', () => {
  const now = new Date(2026, 10, 23, 12)

  it('behavior: the current month is its name alone', () => {
    expect(monthTitle('en', 2026, 10, now)).toBe('November')
    expect(monthTitle('de', 2026, 10, now)).toBe('November')
    expect(monthTitle('fr', 2026, 10, now)).toBe('novembre')
  })

  it('behavior: another month of the same year carries its year', () => {
    expect(monthTitle('en', 2026, 9, now)).toBe('October 2026')
  })

  it('behavior: the same month of another year carries its year', () => {
    expect(monthTitle('en', 2025, 10, now)).toBe('November 2025')
  })

  it('behavior: across the year boundary, December is titled with its year in January', () => {
    const january = new Date(2027, 0, 2)
    expect(monthTitle('en', 2027, 0, january)).toBe('January')
    expect(monthTitle('en', 2026, 11, january)).toBe('December 2026')
    expect(monthTitle('ja', 2026, 11, january)).toBe('2026年12月')
  })
})

describe('relativeTime', () => {
  const now = Date.UTC(2026, 10, 23)

  it.each([
    [0, 0, 'sec'],
    [59 * SECOND, 59, 'sec'],
    [MINUTE, 1, 'min'],
    [59 * MINUTE + 59 * SECOND, 59, 'min'],
    [HOUR, 1, 'hr'],
    [23 * HOUR, 23, 'hr'],
    [DAY, 1, 'd'],
    [29 * DAY, 29, 'd'],
    [30 * DAY, 1, 'mo'],
    [364 * DAY, 12, 'mo'],
    [365 * DAY, 1, 'yr'],
    [3 * 365 * DAY, 3, 'yr'],
  ])('behavior: %i ms ago is %i %s', (elapsed, count, unit) => {
    expect(relativeTime(now - elapsed, now)).toEqual({ count, unit })
  })

  it('behavior: a time in the future reads 0 sec', () => {
    expect(relativeTime(now + HOUR, now)).toEqual({ count: 0, unit: 'sec' })
  })

  it('behavior: the count never drops as time goes on within a unit, and is never negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * 365 * DAY }), fc.integer({ min: 0, max: 1000 }), (elapsed, more) => {
        const first = relativeTime(now - elapsed, now)
        const later = relativeTime(now - elapsed - more, now)
        expect(first.count).toBeGreaterThanOrEqual(0)
        if (first.unit === later.unit) expect(later.count).toBeGreaterThanOrEqual(first.count)
      }),
    )
  })
})

describe('transferSign', () => {
  it.each(['receive', 'deposit', 'borrow', 'claim'])('behavior: %s is +, whatever the direction', (type) => {
    expect(transferSign(type, { direction: 'out' })).toBe('+')
  })

  it.each(['withdraw', 'repay', 'burn', 'send'])('behavior: %s is −, whatever the direction', (type) => {
    expect(transferSign(type, { direction: 'in' })).toBe('−')
  })

  it('behavior: execute and other operations are signed by the transfer direction', () => {
    expect(transferSign('execute', { direction: 'in' })).toBe('+')
    expect(transferSign('execute', { direction: 'out' })).toBe('−')
    expect(transferSign('trade', { direction: 'self' })).toBe('')
    expect(transferSign('mint', { direction: 'in' })).toBe('+')
  })
})

describe('formatDecimal', () => {
  it('behavior: 3 decimals rounded down, grouped, from the exact string', () => {
    expect(formatDecimal('en', '1234.56789')).toBe('1,234.567')
    expect(formatDecimal('en', '0.0009')).toBe('<0.001')
    expect(formatDecimal('en', '10')).toBe('10')
    expect(formatDecimal('de', '1234.5')).toBe('1.234,5')
  })

  it('behavior: amounts beyond a float’s precision keep every whole digit', () => {
    expect(formatDecimal('en', '123456789012345678901234.999999')).toBe('123,456,789,012,345,678,901,234.999')
  })

  it('behavior: decimalToUnits reads any decimal string exactly', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 40n }), fc.integer({ min: 0, max: 30 }), (value, decimals) => {
        const text = value.toString().padStart(decimals + 1, '0')
        const numeric = decimals ? `${text.slice(0, -decimals)}.${text.slice(-decimals)}` : text
        expect(decimalToUnits(numeric)).toEqual({ value, decimals })
      }),
    )
  })
})
