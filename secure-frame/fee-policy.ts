/**
 * How far a site may set a transaction's gas and fees. The wallet prices every transaction
 * itself; a site-supplied `gas`, `gasPrice`, `maxFeePerGas` or `maxPriorityFeePerGas` is kept only
 * when it is at most {@link SITE_FEE_LIMIT} times the wallet's own figure, so a hostile page cannot
 * burn the user's balance on fees. Lower values are the site's choice (the transaction may be
 * slow or fail, which costs the user nothing it did not approve).
 */
import { ProviderRpcError, RpcErrorCode } from '../shared/errors.js'

export const SITE_FEE_LIMIT = 3n

/**
 * The priority fee's reference never goes below 1 gwei: chains whose nodes suggest a zero tip
 * would otherwise refuse any tip at all.
 */
export const MIN_TIP_REFERENCE = 1_000_000_000n

export type FeeField = 'gas' | 'gasPrice' | 'maxFeePerGas' | 'maxPriorityFeePerGas'

/**
 * The value to use for `field`: the site's when it gave one within the limit, else the wallet's
 * own estimate. Over the limit → -32602 naming the field and both values.
 */
export function withinLimit(field: FeeField, requested: bigint | undefined, estimate: bigint, floor = 0n): bigint {
  if (requested === undefined) return estimate
  const reference = estimate > floor ? estimate : floor
  if (requested > reference * SITE_FEE_LIMIT) {
    const unit = field === 'gas' ? '' : ' wei'
    throw new ProviderRpcError(
      RpcErrorCode.invalidParams,
      `${field} ${requested}${unit} is more than ${SITE_FEE_LIMIT} times this wallet's estimate of ${reference}${unit}; the transaction was not shown`,
      { data: { field, requested: `0x${requested.toString(16)}`, estimate: `0x${reference.toString(16)}` } },
    )
  }
  return requested
}
