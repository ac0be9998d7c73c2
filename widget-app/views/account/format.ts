/**
 * How the Account tabs write what they show: month titles and relative times of the activity,
 * the sign of each transfer, exact token amounts and USD figures. Pure functions; the words come from the catalogs, numbers and month
 * names from Intl in the active language.
 */
import type { Transaction, TransactionTransfer } from '../../api/chain-data.js'
import { formatAmountIn } from '../../../shared/i18n/format.js'

/**
 * The title of a month group: the month's name alone for the current year and month, the month and
 * its year otherwise (both in `locale`). `month` is 0 for January.
 */
export function monthTitle(locale: string, year: number, month: number, now: Date): string {
  const current = year === now.getFullYear() && month === now.getMonth()
  const options: Intl.DateTimeFormatOptions = current ? { month: 'long' } : { month: 'long', year: 'numeric' }
  return new Intl.DateTimeFormat(locale, options).format(new Date(year, month, 1))
}

export type RelativeUnit = 'sec' | 'min' | 'hr' | 'd' | 'mo' | 'yr'

const SECOND = 1_000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * How long ago `then` was, in the largest unit it fills: seconds under a minute, minutes under an
 * hour, hours under a day, days under 30 days, months (of 30 days) under a year of 365 days,
 * years beyond. A time in the future counts as 0 seconds ago.
 */
export function relativeTime(then: number, now: number): { count: number; unit: RelativeUnit } {
  const elapsed = Math.max(0, now - then)
  if (elapsed < MINUTE) return { count: Math.floor(elapsed / SECOND), unit: 'sec' }
  if (elapsed < HOUR) return { count: Math.floor(elapsed / MINUTE), unit: 'min' }
  if (elapsed < DAY) return { count: Math.floor(elapsed / HOUR), unit: 'hr' }
  if (elapsed < 30 * DAY) return { count: Math.floor(elapsed / DAY), unit: 'd' }
  if (elapsed < 365 * DAY) return { count: Math.floor(elapsed / (30 * DAY)), unit: 'mo' }
  return { count: Math.floor(elapsed / (365 * DAY)), unit: 'yr' }
}

export type Sign = '+' | '−' | ''

const PLUS = new Set(['receive', 'deposit', 'borrow', 'claim'])
const MINUS = new Set(['withdraw', 'repay', 'burn', 'send'])

/**
 * The sign before a transfer's amount. receive, deposit, borrow and claim add to the account (+);
 * withdraw, repay, burn and send take from it (−). Any other operation (execute, mint, trade, …)
 * may move value either way, so each transfer is signed by its own direction: + in, − out, none
 * for a transfer to itself.
 */
export function transferSign(operationType: string, transfer: Pick<TransactionTransfer, 'direction'>): Sign {
  if (PLUS.has(operationType)) return '+'
  if (MINUS.has(operationType)) return '−'
  return transfer.direction === 'in' ? '+' : transfer.direction === 'out' ? '−' : ''
}

/** An exact decimal string ('1.50') as a base-unit amount with as many decimals as it writes. */
export function decimalToUnits(numeric: string): { value: bigint; decimals: number } {
  const [whole = '0', fraction = ''] = numeric.split('.')
  return { value: BigInt(`${whole}${fraction}`), decimals: fraction.length }
}

/** An exact decimal amount with at most 3 decimals (rounded down) in `locale`, never through a float. */
export function formatDecimal(locale: string, numeric: string): string {
  const { value, decimals } = decimalToUnits(numeric)
  return formatAmountIn(locale, value, decimals)
}

/** The address on the other side of the transaction: the recipient of a send, the sender otherwise. */
export function counterparty(transaction: Transaction, account: string): { address: string; outgoing: boolean } {
  const { sentFrom, sentTo } = transaction.metadata
  const outgoing = sentFrom.toLowerCase() === account.toLowerCase()
  return { address: outgoing ? sentTo : sentFrom, outgoing }
}

/** A USD figure for display (a float is fine here: prices are approximate). */
export function formatUsd(locale: string, value: number): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 2 }).format(value)
}
