/**
 * Exact money arithmetic for the onramp: fiat amounts are whole minor units (cents) as bigint,
 * token amounts whole base units as bigint, rates fixed-point. No float touches an amount; the
 * only float is a price source's USD price, turned into micro-dollars once, at the boundary.
 */

/** Fixed-point scale of rates and prices: millionths. */
export const MICRO = 1_000_000n

/** '12.5' → 1250n (cents). The input is already checked to have at most two decimals. */
export function fiatToMinor(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.split('.')
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0') || '0')
}

/** 1250n → '12.50'. */
export function minorToFiat(minor: bigint): string {
  const sign = minor < 0n ? '-' : ''
  const abs = minor < 0n ? -minor : minor
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`
}

/** A decimal string with at most 6 decimals ('1.08') → millionths (1_080_000n). */
export function decimalToMicro(value: string): bigint {
  const [whole = '0', fraction = ''] = value.split('.')
  return BigInt(whole) * MICRO + BigInt(fraction.padEnd(6, '0').slice(0, 6) || '0')
}

/** A price source's USD price → micro-dollars, rounded to the nearest. */
export function usdPriceToMicro(price: number): bigint {
  return BigInt(Math.round(price * 1_000_000))
}

/** Base units → the token's decimal unit, exact, without trailing zeros ('0.0325'). */
export function unitsToDecimal(units: bigint, decimals: number): string {
  if (decimals === 0) return units.toString()
  const digits = units.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, -decimals)
  const fraction = digits.slice(-decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

export interface QuoteParts {
  totalMinor: bigint
  providerFeeMinor: bigint
  networkFeeMinor: bigint
  subtotalMinor: bigint
  /** Tokens bought, in base units. */
  purchaseUnits: bigint
}

export interface ComputeQuoteParameters {
  totalMinor: bigint
  /** Provider fee in basis points of the total. */
  feeBps: number
  networkFeeMinor: bigint
  /** The payment currency's value in micro-USD per unit. */
  usdPerUnitMicro: bigint
  /** The token's price in micro-USD per whole token. */
  tokenPriceMicro: bigint
  decimals: number
}

/**
 * Splits a payment total into the provider fee (rounded to the nearest cent, kept within 1 to 2 percent), the network fee and
 * the subtotal, and converts the subtotal into tokens, rounding down. A total that does not cover
 * the fees gives a zero subtotal; the caller refuses it.
 */
export function computeQuote(p: ComputeQuoteParameters): QuoteParts {
  const rounded = (p.totalMinor * BigInt(p.feeBps) + 5_000n) / 10_000n
  // Rounding to a whole cent never takes the fee outside 1 to 2 percent of the total.
  const least = (p.totalMinor + 99n) / 100n
  const most = p.totalMinor / 50n
  const providerFeeMinor = rounded < least ? least : rounded > most ? most : rounded
  const rest = p.totalMinor - providerFeeMinor - p.networkFeeMinor
  const subtotalMinor = rest > 0n ? rest : 0n
  // cents × (µUSD per fiat unit) × 10^decimals / (100 × µUSD per token)
  const purchaseUnits = (subtotalMinor * p.usdPerUnitMicro * 10n ** BigInt(p.decimals)) / (100n * p.tokenPriceMicro)
  return {
    totalMinor: p.totalMinor,
    providerFeeMinor,
    networkFeeMinor: p.networkFeeMinor,
    subtotalMinor,
    purchaseUnits,
  }
}
