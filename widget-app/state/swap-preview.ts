/**
 * What a swap of an amount would do, asked of the swap API: the quote's output, whether the allowance is short
 * (an approve transaction goes first), the gas price and the gas of each transaction to send; and the text
 * shown for a refusal of the API (the product's fixed texts where it has one).
 */
import { GAS_PRICE_NETWORK_NOT_SUPPORTED, SWAP_NETWORK_NOT_SUPPORTED } from '../../shared/contracts/swap.js'
import { type QuoteParameters, SwapApiError, type SwapClient } from '../api/swap.js'
import { t } from '../i18n/i18n.js'

export interface SwapPreview {
  /** Which pair and amount the preview is for. */
  key: string
  fromAmount: bigint
  toAmount: bigint
  /** True when the allowance is short and an approve transaction goes first. */
  approvalNeeded: boolean
  gasPrice: bigint
  /** Gas of the approve (when needed) and of the swap. */
  gases: bigint[]
}

/** What identifies a preview: the pair and the amount. */
export const previewKey = (parameters: QuoteParameters) => `${parameters.from}>${parameters.to}:${parameters.amount}`

export interface PreviewOptions extends QuoteParameters {
  slippage: string
  /** Ether needs no allowance. */
  native: boolean
  signal: AbortSignal
}

export async function previewSwap(client: SwapClient, chainId: string, options: PreviewOptions): Promise<SwapPreview> {
  const { slippage, native, signal, ...parameters } = options
  const [quotes, allowance, gasPrice] = await Promise.all([
    client.quote(parameters, signal),
    native ? null : client.allowance(parameters.from, parameters.userAddress, signal),
    client.gasPrice(chainId, signal),
  ])
  const quote = quotes.quotes[0]
  if (!quote) throw new SwapApiError(502, '/v1/convert/quotes answered no quote')
  const approvalNeeded = allowance !== null && BigInt(allowance.allowance) < parameters.amount
  const [approve, built] = await Promise.all([
    approvalNeeded ? client.buildApprove(parameters, signal) : null,
    // Before an approval the swap would revert on the node: its gas is the route's fixed limit.
    client.buildTransaction({ ...parameters, slippage, disableEstimate: approvalNeeded }, signal),
  ])
  return {
    key: previewKey(parameters),
    fromAmount: parameters.amount,
    toAmount: BigInt(quote.toAmount),
    approvalNeeded,
    gasPrice: BigInt(gasPrice.standard),
    gases: [...(approve ? [BigInt(approve.tx.eip155.gas)] : []), BigInt(built.tx.eip155.gas)],
  }
}

/** The catalog's text for a refusal of the swap API: the product's fixed texts where it has one. */
export function swapFailureText(error: unknown): string {
  const reason = error instanceof SwapApiError ? (error.reason ?? '') : ''
  if (reason === SWAP_NETWORK_NOT_SUPPORTED) return t('swap.errors.networkNotSupported')
  if (reason === GAS_PRICE_NETWORK_NOT_SUPPORTED) return t('swap.errors.gasPriceNotSupported')
  if (/insufficient liquidity/i.test(reason)) return t('swap.errors.insufficientLiquidity')
  return t('swap.errors.unavailable')
}
