/**
 * Amounts the user types: parsed exactly into the token's smallest unit (a bigint, never a
 * float) and written back for an input field, in the user's language.
 *
 * Input rule: digits with at most one decimal separator and no grouping. The point is always a
 * decimal separator; in a language that writes decimals with a comma (de, fr, es, pt, ru, tr, …)
 * the comma is one too. Grouping signs are refused rather than guessed, since "1.234" is a
 * thousand in German and one in English.
 */
import { formatUnitsExact } from './format.js'

export type AmountError =
  /** Nothing typed. */
  | 'empty'
  /** A minus sign. */
  | 'negative'
  /** Exponent notation such as 1e18. */
  | 'exponent'
  /** More fraction digits than the token has decimals. */
  | 'tooManyDecimals'
  /** Anything else that is not digits with one decimal separator. */
  | 'invalid'
  /** More than the balance. */
  | 'exceedsBalance'
  /** Zero. */
  | 'zero'

export type ParseAmountResult = { ok: true; value: bigint } | { ok: false; error: AmountError }

export interface ParseAmountOptions {
  /** The user's language (BCP 47); with a decimal comma, the comma is accepted as the decimal separator. */
  locale?: string
  /** The largest amount allowed, in the smallest unit (the balance). */
  max?: bigint
  /** Refuse zero (a transfer of nothing). */
  positive?: boolean
}

/** The decimal sign of `locale`: '.' or ','. */
export function decimalSeparator(locale = 'en'): '.' | ',' {
  const part = new Intl.NumberFormat(locale).formatToParts(1.5).find((entry) => entry.type === 'decimal')
  return part?.value === ',' ? ',' : '.'
}

/** Parses `text` as an amount of a token with `decimals` decimals, exactly. */
export function parseAmount(text: string, decimals: number, options: ParseAmountOptions = {}): ParseAmountResult {
  const trimmed = text.trim()
  if (trimmed === '') return { ok: false, error: 'empty' }
  if (/^[-−]/.test(trimmed)) return { ok: false, error: 'negative' }
  if (/^[+]?\d*[.,]?\d*e[+-]?\d+$/i.test(trimmed)) return { ok: false, error: 'exponent' }
  const separators = decimalSeparator(options.locale) === ',' ? '[.,]' : '[.]'
  const match = new RegExp(`^(\\d*)(?:${separators}(\\d*))?$`).exec(trimmed)
  const [, whole = '', fraction = ''] = match ?? []
  if (!match || whole + fraction === '') return { ok: false, error: 'invalid' }
  const significant = fraction.replace(/0+$/, '')
  if (significant.length > decimals) return { ok: false, error: 'tooManyDecimals' }
  const value = BigInt(whole + significant.padEnd(decimals, '0'))
  if (options.positive && value === 0n) return { ok: false, error: 'zero' }
  if (options.max !== undefined && value > options.max) return { ok: false, error: 'exceedsBalance' }
  return { ok: true, value }
}

/** `value` (smallest unit) as exact decimal text for an input field, with the decimal sign of `locale`. */
export function formatAmountInput(value: bigint, decimals: number, locale = 'en'): string {
  const text = formatUnitsExact(value, decimals)
  return decimalSeparator(locale) === ',' ? text.replace('.', ',') : text
}
