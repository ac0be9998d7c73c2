/** Display formatters: addresses, emails, amounts. Pure functions, no locale state. */
import { AMOUNT_DISPLAY_DECIMALS } from './constants.js'

/** '0xf3…b92266': 4 leading and 6 trailing characters. Short strings stay whole. */
export function shortenAddress(address: string, leading = 4, trailing = 6): string {
  if (address.length <= leading + trailing + 1) return address
  return `${address.slice(0, leading)}…${address.slice(-trailing)}`
}

/** Emails longer than 30 characters are shown truncated with an ellipsis. */
export function truncateEmail(email: string, max = 30): string {
  return email.length > max ? `${email.slice(0, max)}…` : email
}

/**
 * A token amount in base units shown with at most 3 decimals, rounded down so a balance is
 * never shown larger than it is, with thousands grouped. A non-zero amount below the smallest
 * shown step reads '<0.001'.
 */
export function formatAmount(value: bigint, decimals: number, fractionDigits = AMOUNT_DISPLAY_DECIMALS): string {
  const negative = value < 0n
  const abs = negative ? -value : value
  const base = 10n ** BigInt(decimals)
  const whole = abs / base
  const scale = 10n ** BigInt(fractionDigits)
  const fraction = ((abs % base) * scale) / base
  if (whole === 0n && fraction === 0n && abs !== 0n)
    return `${negative ? '>-' : '<'}0.${'0'.repeat(fractionDigits - 1)}1`
  const grouped = whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const fractionText = fraction.toString().padStart(fractionDigits, '0').replace(/0+$/, '')
  return `${negative ? '-' : ''}${grouped}${fractionText ? `.${fractionText}` : ''}`
}

/** Exact decimal text of a base-unit amount (no rounding, no grouping), e.g. for titles. */
export function formatUnitsExact(value: bigint, decimals: number): string {
  const negative = value < 0n
  const abs = negative ? -value : value
  const text = abs.toString().padStart(decimals + 1, '0')
  const whole = text.slice(0, text.length - decimals)
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
