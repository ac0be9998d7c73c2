/**
 * The rules of a swap, as pure functions: the tokens offered with the account's balances and USD prices (the
 * swap token of the product: address, decimals, logoUri, symbol, quantity, price, value), what the user typed
 * checked against them (each failure one key of the `swap.errors` catalog group), the price impact, the least
 * the swap guarantees and the network fee.
 */
import { type AmountError, parseAmount } from '../../shared/amounts.js'
import type { Balance } from '../../shared/contracts/chain-data.js'
import { NATIVE_TOKEN_ADDRESS, slippageBasisPoints, type SwapToken } from '../../shared/contracts/swap.js'
import { formatUnitsExact } from '../../shared/format.js'

/** A token the user can swap from or to, with what the account holds of it. */
export interface SwapTokenChoice {
  /** CAIP-10; ether is `eip155:<id>:` NATIVE_TOKEN_ADDRESS. */
  address: string
  name: string
  symbol: string
  decimals: number
  logoUri: string
  /** The balance in the smallest unit; 0 when the account holds none. */
  quantity: bigint
  /** USD price of one unit; 0 when unknown. */
  price: number
  /** USD value of the balance; 0 when unknown. */
  value: number
}

/** The plain 0x address of a CAIP-10 account or token. */
export const plainAddress = (caip10: string) => caip10.split(':').pop() as `0x${string}`

export const isNative = (token: Pick<SwapTokenChoice, 'address'>) =>
  plainAddress(token.address).toLowerCase() === NATIVE_TOKEN_ADDRESS

/** The offered tokens with the balances of the account on the same network (ether matches the balance without a contract). */
export function swapTokensOf(tokens: readonly SwapToken[], balances: readonly Balance[]): SwapTokenChoice[] {
  return tokens.map((token) => {
    const native = plainAddress(token.address).toLowerCase() === NATIVE_TOKEN_ADDRESS
    const balance = balances.find((entry) =>
      native ? entry.address === undefined : entry.address?.toLowerCase() === token.address.toLowerCase(),
    )
    const quantity = balance ? parseAmount(balance.quantity.numeric, token.decimals) : null
    return {
      address: token.address,
      name: token.name,
      symbol: token.symbol,
      decimals: token.decimals,
      logoUri: token.logoUri,
      quantity: quantity?.ok ? quantity.value : 0n,
      price: balance?.price ?? 0,
      value: balance?.value ?? 0,
    }
  })
}

/** Why a swap cannot go: a key of the `swap.errors` catalog group. */
export type SwapRule =
  | 'tokensRequired'
  | 'sameToken'
  | 'amountRequired'
  | Exclude<AmountError, 'empty'>
  | 'invalidSlippage'

export interface SwapInput {
  from: SwapTokenChoice | null
  to: SwapTokenChoice | null
  amount: string
  slippage: string
  locale: string
}

/** The amount typed in the smallest unit of the token sold, or the first rule it breaks. */
export function checkSwap(input: SwapInput): { ok: true; amount: bigint } | { ok: false; rule: SwapRule } {
  const { from, to } = input
  if (!from || !to) return { ok: false, rule: 'tokensRequired' }
  if (from.address.toLowerCase() === to.address.toLowerCase()) return { ok: false, rule: 'sameToken' }
  if (slippageBasisPoints(input.slippage) === undefined) return { ok: false, rule: 'invalidSlippage' }
  const parsed = parseAmount(input.amount, from.decimals, { locale: input.locale, max: from.quantity, positive: true })
  if (!parsed.ok) return { ok: false, rule: parsed.error === 'empty' ? 'amountRequired' : parsed.error }
  return { ok: true, amount: parsed.value }
}

/**
 * How much less the quote is worth than what is sold, in percent of the value sold, from the tokens' USD
 * prices: (value sold − value bought) / value sold × 100 (the pool's fee included). Null when either price is
 * unknown: a quote carries no reserves or market price to measure against.
 */
export function priceImpactPercent(
  from: Pick<SwapTokenChoice, 'price' | 'decimals'>,
  to: Pick<SwapTokenChoice, 'price' | 'decimals'>,
  fromAmount: bigint,
  toAmount: bigint,
): number | null {
  if (!from.price || !to.price || fromAmount === 0n) return null
  const sold = Number(formatUnitsExact(fromAmount, from.decimals)) * from.price
  const bought = Number(formatUnitsExact(toAmount, to.decimals)) * to.price
  return ((sold - bought) / sold) * 100
}

/** The least the swap pays out at `slippage` percent: the quote less its share, rounded down. */
export function minimumReceived(toAmount: bigint, slippage: string): bigint | null {
  const basisPoints = slippageBasisPoints(slippage)
  if (basisPoints === undefined) return null
  return (toAmount * BigInt(10_000 - basisPoints)) / 10_000n
}

/** The network fee in the native currency's smallest unit: the gas price × the gas of each transaction to send. */
export function networkFee(gasPrice: bigint, gases: readonly bigint[]): bigint {
  return gases.reduce((sum, gas) => sum + gas * gasPrice, 0n)
}
