/** A US dollar amount in the active language, three significant digits (display only). */
import { formatUnitsExact } from '../../../shared/format.js'
import { activeLocale } from '../../i18n/i18n.js'

export function usdText(value: number): string {
  return new Intl.NumberFormat(activeLocale(), {
    style: 'currency',
    currency: 'USD',
    maximumSignificantDigits: 3,
  }).format(value)
}

/** The USD value of `amount` (smallest unit) at `price` per unit; null when the price is unknown. */
export function usdOf(amount: bigint, decimals: number, price: number): string | null {
  return price ? usdText(Number(formatUnitsExact(amount, decimals)) * price) : null
}
