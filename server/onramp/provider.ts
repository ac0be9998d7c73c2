/**
 * The onramp provider interface: the routes of routes.ts ask an `OnrampProvider` for the options,
 * a quote, and the checkout URL of a new order; which one answers is chosen in `createOnrampProvider`
 * (create-provider.ts) from the settings (`onramp.provider`).
 *
 * The local world's is the sandbox (sandbox.ts): this server's own terms, a checkout page it serves,
 * and a treasury on the local chain that pays. A real deployment adds an implementation that asks its
 * provider's API (the spec's default is Meld): `options` from its catalogue, `quote` from its quote
 * endpoint (its fees in `providerFee` and `networkFee`), `checkout` answering the provider's hosted
 * widget URL with the destination and amounts in its query, and `order` from the provider's order
 * status (or its webhooks, stored). It adds a settings kind selecting it (settings.ts) and a case in create-provider.ts;
 * the routes, the contract and the widget stay as they are.
 */
import type {
  OnrampOptionsAnswer,
  OnrampOrderAnswer,
  OnrampQuoteAnswer,
  OnrampQuoteRequest,
  OnrampUrlRequest,
} from '../../shared/contracts/onramp.js'

/** Why a request is refused: a stable code, the field at fault, and a sentence saying what was wrong. */
export type OnrampErrorCode =
  | 'UNKNOWN_PURCHASE_CURRENCY'
  | 'UNKNOWN_PAYMENT_CURRENCY'
  | 'UNKNOWN_PAYMENT_METHOD'
  | 'UNKNOWN_NETWORK'
  | 'AMOUNT_OUT_OF_LIMITS'
  | 'AMOUNT_BELOW_FEES'
  | 'NO_PRICE'
  | 'BAD_DESTINATION'

export class OnrampError extends Error {
  override name = 'OnrampError'
  constructor(
    readonly code: OnrampErrorCode,
    readonly field: string,
    message: string,
  ) {
    super(message)
  }
}

export interface CheckoutParameters {
  request: OnrampUrlRequest
  projectId: string
}

export interface CheckoutAnswer {
  url: string
  orderId: string
}

export interface OnrampProvider {
  /** The currencies one can pay in (with each method's limits) and buy (with their networks). */
  options(): Promise<OnrampOptionsAnswer>
  /** A quote for the request; rejects with an {@link OnrampError} when it cannot be served. */
  quote(request: OnrampQuoteRequest): Promise<OnrampQuoteAnswer>
  /** Makes an order and answers the URL of its checkout; rejects with an {@link OnrampError}. */
  checkout(parameters: CheckoutParameters): Promise<CheckoutAnswer>
  /** The order of a checkout this provider made, as the widget polls it; undefined when unknown. */
  order(orderId: string, projectId: string): Promise<OnrampOrderAnswer | undefined>
}
