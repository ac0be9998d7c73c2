/**
 * The widget's side of shared/contracts/swap.ts (`/v1/convert/*`): the tokens of a network, a quote, the
 * allowance, the gas price, and the approve and swap transactions to send. Every answer is checked against its
 * schema; a refusal becomes a {@link SwapApiError} carrying the server's text (`error`, e.g. 'Network not
 * supported for Swaps', or the first reason's description). Imported only by code downloaded on demand.
 */
import * as z from 'zod/mini'
import {
  type BuildApproveAnswer,
  BuildApproveCall,
  type BuildTransactionAnswer,
  BuildTransactionCall,
  type BuildTransactionRequest,
  type GasPriceAnswer,
  GasPriceCall,
  type SwapAllowanceAnswer,
  SwapAllowanceCall,
  type SwapQuotesAnswer,
  SwapQuotesCall,
  type SwapTokensAnswer,
  SwapTokensCall,
} from '../../shared/contracts/swap.js'
import { type ApiContext, ApiError, apiUrl, type QueryParameters } from './api-context.js'
import { type FailureOf, type FeatureCall, featureCall } from './feature-call.js'

export type { SwapToken } from '../../shared/contracts/swap.js'

/** A refused or failed swap call: the HTTP status (0 when unreachable) and the server's own text when it gave one. */
export class SwapApiError extends ApiError {
  override name = 'SwapApiError'
  constructor(
    status: number,
    message: string,
    /** The server's sentence about the refusal (e.g. 'Network not supported for Swaps'). */
    readonly reason?: string,
  ) {
    super(status, message)
  }
}

const Refusal = z.object({
  error: z.optional(z.string()),
  reasons: z.optional(z.array(z.object({ description: z.string() }))),
})

/** A refusal's text: the first reason's description (where AppKit's client reads it), else `error`. */
const refusalOf: FailureOf = (status, message, body) => {
  const refusal = z.safeParse(Refusal, body)
  const reason = refusal.success ? (refusal.data.reasons?.[0]?.description ?? refusal.data.error) : undefined
  return new SwapApiError(status, reason ? `${message}: ${reason}` : message, reason)
}

function request<T extends z.ZodMiniType>(
  context: ApiContext,
  call: FeatureCall<T>,
  params: QueryParameters,
  body: unknown,
  signal: AbortSignal | undefined,
): Promise<z.output<T>> {
  return featureCall(context, call, apiUrl(context, call.path, params), body, signal, refusalOf)
}

/** A quote's question: `amount` of `from` (smallest unit) for `to`, both CAIP-10 tokens. */
export interface QuoteParameters {
  from: string
  to: string
  amount: bigint
  userAddress: string
}

/** The calls the Swap state makes, as one object a test can replace. */
export interface SwapClient {
  tokens(chainId: string, signal?: AbortSignal): Promise<SwapTokensAnswer>
  quote(parameters: QuoteParameters, signal?: AbortSignal): Promise<SwapQuotesAnswer>
  allowance(tokenAddress: string, userAddress: string, signal?: AbortSignal): Promise<SwapAllowanceAnswer>
  gasPrice(chainId: string, signal?: AbortSignal): Promise<GasPriceAnswer>
  buildApprove(parameters: QuoteParameters, signal?: AbortSignal): Promise<BuildApproveAnswer>
  buildTransaction(
    parameters: QuoteParameters & { slippage: string; disableEstimate?: boolean },
    signal?: AbortSignal,
  ): Promise<BuildTransactionAnswer>
}

/** The client on the deployment's API; every call rejects while the deployment has none. */
export function createSwapClient(context: () => ApiContext | undefined): SwapClient {
  const on = () => {
    const current = context()
    if (!current) throw new SwapApiError(0, 'No API configured')
    return current
  }
  return {
    tokens: async (chainId, signal) => request(on(), SwapTokensCall, { chainId }, undefined, signal),
    quote: async ({ from, to, amount, userAddress }, signal) =>
      request(on(), SwapQuotesCall, { from, to, amount: amount.toString(), userAddress }, undefined, signal),
    allowance: async (tokenAddress, userAddress, signal) =>
      request(on(), SwapAllowanceCall, { tokenAddress, userAddress }, undefined, signal),
    gasPrice: async (chainId, signal) => request(on(), GasPriceCall, { chainId }, undefined, signal),
    buildApprove: async ({ from, to, amount, userAddress }, signal) =>
      request(on(), BuildApproveCall, { from, to, amount: amount.toString(), userAddress }, undefined, signal),
    buildTransaction: async ({ from, to, amount, userAddress, slippage, disableEstimate }, signal) => {
      const current = on()
      const body: BuildTransactionRequest = {
        projectId: current.projectId,
        amount: amount.toString(),
        from,
        to,
        userAddress,
        eip155: { slippage },
        ...(disableEstimate && { disableEstimate }),
      }
      return request(current, BuildTransactionCall, {}, body, signal)
    },
  }
}
