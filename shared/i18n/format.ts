/** Numbers for the user in the active language: grouped and with its decimal sign, through Intl. */
import { formatAmount } from '../format.js'

/**
 * A token amount in base units in `locale`: the same rounding as {@link formatAmount} (down, at
 * most 3 decimals, '<0.001' below the smallest step), written with the language's digits and signs.
 */
export function formatAmountIn(locale: string, value: bigint, decimals: number): string {
  const english = formatAmount(value, decimals)
  if (locale === 'en') return english
  const below = /^[<>]/.exec(english)?.[0] ?? ''
  const plain = english.slice(below.length).replace(/,/g, '')
  const digits = plain.split('.')[1]?.length ?? 0
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: digits })
  // Exact decimal strings are formatted without passing through a float (Intl.NumberFormat v3).
  return below + number.format(plain as unknown as number)
}

/** A count in `locale` ("1,234" in English). */
export function formatCount(locale: string, count: number): string {
  return new Intl.NumberFormat(locale).format(count)
}
