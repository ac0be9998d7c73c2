/**
 * Buying crypto with a card or a bank account (the onramp): the options on offer, a quote, the
 * checkout URL and the order behind it. Served by server/onramp; the first three are the shapes
 * AppKit's client (`@reown/appkit-controllers` `BlockchainApiController`, `OnRampController`)
 * reads, so it can use this server as its onramp API.
 *
 *   GET  /v1/onramp/options?projectId&st&sv                        → OnrampOptionsAnswer
 *   POST /v1/onramp/quote?projectId         OnrampQuoteRequest     → OnrampQuoteAnswer
 *   POST /v1/generators/onrampurl?projectId OnrampUrlRequest       → OnrampUrlAnswer
 *   GET  /v1/onramp/orders/{orderId}?projectId&st&sv               → OnrampOrderAnswer
 *
 * The POST bodies are JSON; AppKit's client sends them without a Content-Type (they arrive as
 * text/plain) and they are read as JSON all the same. The URL of `onrampurl` opens the
 * provider's checkout page; the widget follows the order it made by polling the order route with
 * the `orderId` of the same answer (also the last segment of the URL's path) until its status is
 * `completed`, `failed` or `expired`.
 *
 * Money is never a float here: fiat amounts are decimal strings with two decimals ('100.00'),
 * crypto amounts decimal strings of the token's unit ('0.0328'), exact to the token's decimals.
 * A refusal is a 4xx `{ error, field? }`: a bad field 400 naming it, an amount outside the limits
 * of its currency and method 400 with `field: 'amount'`, an unknown project 403.
 */
import * as z from 'zod/mini'
import type { ApiCall } from './project-api.js'

const text = (max: number) => z.string().check(z.maxLength(max))

/** A fiat amount: whole units and at most two decimals ('10', '10.5', '7500.00'). */
export const FiatAmount = z
  .string()
  .check(z.regex(/^\d{1,9}(\.\d{1,2})?$/, { error: 'must be a decimal amount with at most 2 decimals' }))

/** The payment methods the sandbox offers; a provider may answer others. */
export const PAYMENT_METHODS = ['card', 'ach_bank_account'] as const
export const PaymentMethod = z.enum(PAYMENT_METHODS, { error: 'must be card or ach_bank_account' })
export type PaymentMethod = z.infer<typeof PaymentMethod>

/** What one method may pay in one currency: `min` and `max` are fiat amounts ('10.00'). */
export const PaymentMethodLimit = z.object({ id: text(64), min: text(16), max: text(16) })
export type PaymentMethodLimit = z.infer<typeof PaymentMethodLimit>

/** A fiat currency one can pay in (`id` is its ISO 4217 code), with each method's limits. */
export const PaymentCurrency = z.object({ id: text(8), payment_method_limits: z.array(PaymentMethodLimit) })
export type PaymentCurrency = z.infer<typeof PaymentCurrency>

/**
 * A network a currency can be bought on. `name` is the CAIP-2 id (`eip155:31337`), `chain_id`
 * its reference ('31337'), `contract_address` the token's contract, '' for the native token.
 */
export const OnrampNetwork = z.object({
  name: text(64),
  display_name: text(100),
  chain_id: text(32),
  contract_address: text(64),
})
export type OnrampNetwork = z.infer<typeof OnrampNetwork>

/** A token one can buy; `id` is its symbol, the same on every network it is listed on. */
export const PurchaseCurrency = z.object({
  id: text(64),
  name: text(100),
  symbol: text(32),
  networks: z.array(OnrampNetwork),
})
export type PurchaseCurrency = z.infer<typeof PurchaseCurrency>

export const OnrampOptionsAnswer = z.object({
  paymentCurrencies: z.array(PaymentCurrency),
  purchaseCurrencies: z.array(PurchaseCurrency),
})
export type OnrampOptionsAnswer = z.infer<typeof OnrampOptionsAnswer>

export const OnrampOptionsCall = {
  method: 'GET',
  path: '/v1/onramp/options',
  answer: OnrampOptionsAnswer,
} as const satisfies ApiCall

/**
 * A quote for paying `amount` (the payment total, in `paymentCurrency`) for `purchaseCurrency`.
 * `network` names where the tokens are sent: a network `name` or `chain_id` of the currency, or
 * (as AppKit's client sends it) the currency's symbol, meaning its first network. `paymentMethod`
 * is this API's addition: with it the amount is checked against that method's limits, without
 * it against the widest range the currency's methods allow.
 */
export const OnrampQuoteRequest = z.object({
  purchaseCurrency: z.object({ id: text(64), symbol: z.optional(text(32)) }),
  paymentCurrency: z.object({ id: text(8) }),
  amount: FiatAmount,
  network: text(64),
  paymentMethod: z.optional(PaymentMethod),
})
export type OnrampQuoteRequest = z.infer<typeof OnrampQuoteRequest>

/** An amount and its currency: an ISO 4217 code for fiat, a token symbol for crypto. */
export const QuoteAmount = z.object({ amount: text(100), currency: text(32) })
export type QuoteAmount = z.infer<typeof QuoteAmount>

/**
 * `paymentTotal` is what the buyer pays; `providerFee` (1 to 2 percent of it) and `networkFee`
 * come off it, and `paymentSubtotal` is what is converted into `purchaseAmount`:
 * total = subtotal + provider fee + network fee, exactly.
 */
export const OnrampQuoteAnswer = z.object({
  paymentTotal: QuoteAmount,
  paymentSubtotal: QuoteAmount,
  purchaseAmount: QuoteAmount,
  networkFee: QuoteAmount,
  providerFee: QuoteAmount,
  quoteId: text(64),
})
export type OnrampQuoteAnswer = z.infer<typeof OnrampQuoteAnswer>

export const OnrampQuoteCall = {
  method: 'POST',
  path: '/v1/onramp/quote',
  answer: OnrampQuoteAnswer,
} as const satisfies ApiCall

/** Where the purchase goes: an EVM address (a Solana one on a Solana network), and the networks (CAIP-2 ids or chain ids) and symbols allowed. */
export const DestinationWallet = z.object({
  address: text(64),
  blockchains: z.optional(z.array(text(64)).check(z.maxLength(20))),
  assets: z.optional(z.array(text(32)).check(z.maxLength(50))),
})
export type DestinationWallet = z.infer<typeof DestinationWallet>

/**
 * AppKit's `generateOnRampURL` body, plus this API's optional choices. The order is for the first
 * destination wallet, on `defaultNetwork` (else its first blockchain), buying `purchaseCurrency`
 * (else its first asset, else the network's native token), paying in `paymentCurrency` (USD by
 * default) by `paymentMethod` (card by default). `presetFiatAmount` fills the checkout's amount.
 */
export const OnrampUrlRequest = z.object({
  destinationWallets: z.array(DestinationWallet).check(z.minLength(1), z.maxLength(5)),
  defaultNetwork: z.optional(text(64)),
  partnerUserId: z.optional(text(200)),
  defaultExperience: z.optional(z.literal('buy')),
  presetCryptoAmount: z.optional(z.number()),
  presetFiatAmount: z.optional(z.number()),
  purchaseCurrency: z.optional(text(32)),
  paymentCurrency: z.optional(text(8)),
  paymentMethod: z.optional(PaymentMethod),
})
export type OnrampUrlRequest = z.infer<typeof OnrampUrlRequest>

export const OnrampUrlAnswer = z.object({ url: text(2048), orderId: text(64) })
export type OnrampUrlAnswer = z.infer<typeof OnrampUrlAnswer>

export const OnrampUrlCall = {
  method: 'POST',
  path: '/v1/generators/onrampurl',
  answer: OnrampUrlAnswer,
} as const satisfies ApiCall

/**
 * An order's life: `open` until paid at the checkout; `pending` once the payment is taken and the
 * tokens are on their way; `completed` when the transfer is mined (`txHash`); `failed` when it
 * could not be made or reverted (`failureReason`); `expired` when it stayed open (never paid) past
 * the provider's time limit: nothing was charged, the checkout no longer takes a payment, and
 * `failureReason` says so.
 */
export const OnrampOrderStatus = z.enum(['open', 'pending', 'completed', 'failed', 'expired'])
export type OnrampOrderStatus = z.infer<typeof OnrampOrderStatus>

export const OnrampOrderAnswer = z.object({
  orderId: text(64),
  status: OnrampOrderStatus,
  /** CAIP-2 network and destination address. */
  chainId: text(64),
  address: text(64),
  purchaseCurrency: text(32),
  paymentCurrency: text(8),
  paymentMethod: PaymentMethod,
  /** Set once paid: what was paid and what is (or was) sent. */
  paymentTotal: z.optional(QuoteAmount),
  purchaseAmount: z.optional(QuoteAmount),
  /** The transfer: a 0x hash on EVM chains, a base58 signature (up to 88 characters) on Solana. */
  txHash: z.optional(text(88)),
  failureReason: z.optional(text(300)),
})
export type OnrampOrderAnswer = z.infer<typeof OnrampOrderAnswer>

export const OnrampOrderCall = {
  method: 'GET',
  path: '/v1/onramp/orders/{orderId}',
  answer: OnrampOrderAnswer,
} as const satisfies ApiCall
