/**
 * The widget's side of shared/contracts/onramp.ts: the onramp's options, a quote, a checkout URL with its
 * order, and that order's progress. Every answer is checked against its schema; a refusal becomes an
 * {@link OnrampApiError} carrying the server's text and the field it named. Imported only by code downloaded
 * on demand.
 */
import * as z from 'zod/mini'
import {
  type OnrampOptionsAnswer,
  OnrampOptionsCall,
  type OnrampOrderAnswer,
  OnrampOrderCall,
  type OnrampQuoteAnswer,
  OnrampQuoteCall,
  type OnrampQuoteRequest,
  type OnrampUrlAnswer,
  OnrampUrlCall,
  type OnrampUrlRequest,
} from '../../shared/contracts/onramp.js'
import { type ApiContext, ApiError, apiUrl } from './api-context.js'
import { type FailureOf, type FeatureCall, featureCall } from './feature-call.js'

/** A refused or failed onramp call: the HTTP status (0 when unreachable), the server's text and the field it named. */
export class OnrampApiError extends ApiError {
  override name = 'OnrampApiError'
  constructor(
    status: number,
    message: string,
    /** The server's sentence about the refusal (e.g. an amount outside the limits). */
    readonly reason?: string,
    /** The request field the server refused (`amount`, `paymentMethod`…). */
    readonly field?: string,
  ) {
    super(status, message)
  }
}

const Refusal = z.object({ error: z.optional(z.string()), field: z.optional(z.string()) })

/** A refusal's text (`error`) and the field it is about. */
const refusalOf: FailureOf = (status, message, body) => {
  const refusal = z.safeParse(Refusal, body)
  const reason = refusal.success ? refusal.data.error : undefined
  const field = refusal.success ? refusal.data.field : undefined
  return new OnrampApiError(status, reason ? `${message}: ${reason}` : message, reason, field)
}

function request<T extends z.ZodMiniType>(
  context: ApiContext,
  call: FeatureCall<T>,
  path: string,
  body: unknown,
  signal: AbortSignal | undefined,
): Promise<z.output<T>> {
  return featureCall(context, call, apiUrl(context, path), body, signal, refusalOf)
}

/** The calls the Buy state makes, as one object a test can replace. */
export interface OnrampClient {
  options(signal?: AbortSignal): Promise<OnrampOptionsAnswer>
  quote(body: OnrampQuoteRequest, signal?: AbortSignal): Promise<OnrampQuoteAnswer>
  checkout(body: OnrampUrlRequest, signal?: AbortSignal): Promise<OnrampUrlAnswer>
  order(orderId: string, signal?: AbortSignal): Promise<OnrampOrderAnswer>
}

/** The client on the deployment's API; every call rejects while the deployment has none. */
export function createOnrampClient(context: () => ApiContext | undefined): OnrampClient {
  const on = () => {
    const current = context()
    if (!current) throw new OnrampApiError(0, 'No API configured')
    return current
  }
  return {
    options: async (signal) => request(on(), OnrampOptionsCall, OnrampOptionsCall.path, undefined, signal),
    quote: async (body, signal) => request(on(), OnrampQuoteCall, OnrampQuoteCall.path, body, signal),
    checkout: async (body, signal) => request(on(), OnrampUrlCall, OnrampUrlCall.path, body, signal),
    order: async (orderId, signal) =>
      request(
        on(),
        OnrampOrderCall,
        OnrampOrderCall.path.replace('{orderId}', encodeURIComponent(orderId)),
        undefined,
        signal,
      ),
  }
}
