/**
 * The swap API (`/v1/convert/*`), served by server/swap and called by the widget's Swap view. The shapes are
 * the ones AppKit's client (`@reown/appkit-controllers` `BlockchainApiController`, `SwapController`) sends and
 * reads, so an AppKit-compatible client can swap through this server:
 *
 *   GET  /v1/convert/tokens?projectId&st&sv&chainId                                   → SwapTokensAnswer
 *   GET  /v1/convert/quotes?projectId&st&sv&amount&userAddress&from&to[&gasPrice]     → SwapQuotesAnswer
 *   GET  /v1/convert/allowance?projectId&st&sv&tokenAddress&userAddress              → SwapAllowanceAnswer
 *   GET  /v1/convert/gas-price?projectId&st&sv&chainId                               → GasPriceAnswer
 *   GET  /v1/convert/build-approve?projectId&st&sv&userAddress&from&to[&amount]      → BuildApproveAnswer
 *   POST /v1/convert/build-transaction { projectId, amount, from, to, userAddress, eip155?, disableEstimate? }
 *                                                                                     → BuildTransactionAnswer
 *
 * Tokens are CAIP-10 (`eip155:31337:0x…`); ether is NATIVE_TOKEN_ADDRESS. Amounts are whole numbers of the token's
 * smallest unit, written in decimal. A network the server has no node or no swap provider for answers 400
 * `{ error: 'Network not supported for Swaps' }` (the gas price: 'Network not supported for Gas Price'); a pair
 * with no pool route answers 400 with `reasons: [{ description: 'insufficient liquidity …' }]`, which AppKit's
 * client shows as 'Insufficient liquidity'.
 */
import * as z from 'zod/mini'
import { ProjectQuery } from './api-queries.js'
import type { ApiCall } from './project-api.js'
import { ProjectId } from './vocabulary.js'

/** §8: a network the server cannot swap on. */
export const SWAP_NETWORK_NOT_SUPPORTED = 'Network not supported for Swaps'
/** §8: a network the server has no node for. */
export const GAS_PRICE_NETWORK_NOT_SUPPORTED = 'Network not supported for Gas Price'

/** The address standing for the chain's own coin (ether), as AppKit's client names it. */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/**
 * Slippage is a percentage of the quoted output (§9: 1, what AppKit's client sends). 0 asks for at least the
 * quote itself; more than 50 is refused as a mistake; at most two decimals (whole basis points).
 */
export const DEFAULT_SLIPPAGE_PERCENT = 1
export const MAX_SLIPPAGE_PERCENT = 50

const CAIP2_EVM = /^eip155:\d{1,20}$/
const CAIP10_EVM = /^eip155:\d{1,20}:0x[0-9a-fA-F]{40}$/
const ACCOUNT = /^(eip155:\d{1,20}:)?0x[0-9a-fA-F]{40}$/

const text = (max: number) => z.string().check(z.maxLength(max))
const network = (field: string) =>
  z.string().check(z.regex(CAIP2_EVM, { error: `${field} must be an EVM CAIP-2 network id (e.g. eip155:1)` }))
const token = (field: string) =>
  z.string().check(z.regex(CAIP10_EVM, { error: `${field} must be a CAIP-10 token address (eip155:1:0x…)` }))
const account = (field: string) =>
  z
    .string()
    .check(z.regex(ACCOUNT, { error: `${field} must be an address, 0x followed by 40 hex characters, or CAIP-10` }))
const wholeAmount = (field: string) =>
  z.string().check(z.regex(/^\d{1,78}$/, { error: `${field} must be a whole number of the token's smallest unit` }))

/** A token that can be swapped on the chain asked about. `logoUri` is this server's `/public/getTokenImage/{symbol}`. */
export const SwapToken = z.object({
  name: text(100),
  symbol: text(32),
  address: text(128),
  decimals: z.number(),
  logoUri: text(2048),
  eip2612: z.optional(z.boolean()),
})
export type SwapToken = z.infer<typeof SwapToken>

export const SwapTokensQuery = z.extend(ProjectQuery, { chainId: network('chainId') })
export const SwapTokensAnswer = z.object({ tokens: z.array(SwapToken) })
export type SwapTokensAnswer = z.infer<typeof SwapTokensAnswer>

/** `gasPrice` is what the client last read from gas-price; quotes do not depend on it. */
export const SwapQuoteQuery = z.extend(ProjectQuery, {
  amount: wholeAmount('amount'),
  userAddress: account('userAddress'),
  from: token('from'),
  to: token('to'),
  gasPrice: z.optional(text(80)),
})
export type SwapQuoteQuery = z.infer<typeof SwapQuoteQuery>

/** The best route's output for the whole input: `toAmount` of `toAccount` (the token) for `fromAmount` of `fromAccount`. */
export const SwapQuote = z.object({
  id: z.nullable(text(200)),
  fromAmount: text(80),
  fromAccount: text(128),
  toAmount: text(80),
  toAccount: text(128),
})
export const SwapQuotesAnswer = z.object({ quotes: z.array(SwapQuote) })
export type SwapQuotesAnswer = z.infer<typeof SwapQuotesAnswer>

/** How much of `tokenAddress` the swap contract may take from `userAddress`; ether answers the largest uint256. */
export const SwapAllowanceQuery = z.extend(ProjectQuery, {
  tokenAddress: token('tokenAddress'),
  userAddress: account('userAddress'),
})
export const SwapAllowanceAnswer = z.object({ allowance: z.string().check(z.regex(/^\d{1,78}$/)) })
export type SwapAllowanceAnswer = z.infer<typeof SwapAllowanceAnswer>

export const GasPriceQuery = z.extend(ProjectQuery, { chainId: network('chainId') })
/** Wei per gas, in decimal: the latest base fee times the multiplier (§9: 1.2) plus 1×, 1.5× and 2× the node's tip. */
export const GasPriceAnswer = z.object({ standard: text(80), fast: text(80), instant: text(80) })
export type GasPriceAnswer = z.infer<typeof GasPriceAnswer>

/** `from` is the token to approve, `to` the one it will be swapped for; without `amount` the approval is unlimited. */
export const BuildApproveQuery = z.extend(ProjectQuery, {
  userAddress: account('userAddress'),
  from: token('from'),
  to: token('to'),
  amount: z.optional(wholeAmount('amount')),
})

/**
 * The approve transaction. Both `from` and `to` are the token (CAIP-10): AppKit's client sends it to `tx.from`,
 * a reader of `tx.to` finds the same contract. `gas` is the node's estimate.
 */
export const BuildApproveAnswer = z.object({
  tx: z.object({
    from: text(128),
    to: text(128),
    data: text(4096),
    value: text(80),
    eip155: z.object({ gas: z.number(), gasPrice: text(80) }),
  }),
})
export type BuildApproveAnswer = z.infer<typeof BuildApproveAnswer>

/**
 * `POST /v1/convert/build-transaction`: the project is in the body (AppKit's client sends no query).
 * `eip155.slippage` is a percentage (number or decimal text); `disableEstimate` skips the node's gas estimate.
 */
export const BuildTransactionRequest = z.object({
  projectId: ProjectId,
  amount: wholeAmount('amount'),
  from: token('from'),
  to: token('to'),
  userAddress: account('userAddress'),
  eip155: z.optional(
    z.object({ slippage: z.optional(z.union([z.number(), text(16)])), permit: z.optional(text(1024)) }),
  ),
  disableEstimate: z.optional(z.boolean()),
})
export type BuildTransactionRequest = z.infer<typeof BuildTransactionRequest>

/**
 * The swap transaction: sent by `from` (the user, CAIP-10) to `to` (the swap contract, CAIP-10) with `data` and
 * `value` (the input amount when it is ether, else 0). `amount` is the input; `toAmount` the quote and
 * `toAmountMin` what the transaction guarantees (the quote less the slippage) or it reverts.
 */
export const BuildTransactionAnswer = z.object({
  tx: z.object({
    from: text(128),
    to: text(128),
    data: text(8192),
    amount: text(80),
    value: text(80),
    toAmount: text(80),
    toAmountMin: text(80),
    eip155: z.object({ gas: text(80), gasPrice: text(80) }),
  }),
})
export type BuildTransactionAnswer = z.infer<typeof BuildTransactionAnswer>

export const SwapTokensCall = {
  method: 'GET',
  path: '/v1/convert/tokens',
  answer: SwapTokensAnswer,
} as const satisfies ApiCall
export const SwapQuotesCall = {
  method: 'GET',
  path: '/v1/convert/quotes',
  answer: SwapQuotesAnswer,
} as const satisfies ApiCall
export const SwapAllowanceCall = {
  method: 'GET',
  path: '/v1/convert/allowance',
  answer: SwapAllowanceAnswer,
} as const satisfies ApiCall
export const GasPriceCall = {
  method: 'GET',
  path: '/v1/convert/gas-price',
  answer: GasPriceAnswer,
} as const satisfies ApiCall
export const BuildApproveCall = {
  method: 'GET',
  path: '/v1/convert/build-approve',
  answer: BuildApproveAnswer,
} as const satisfies ApiCall
export const BuildTransactionCall = {
  method: 'POST',
  path: '/v1/convert/build-transaction',
  answer: BuildTransactionAnswer,
} as const satisfies ApiCall

/**
 * The slippage as whole basis points (1 → 100), or undefined when it is not a percentage from 0 to
 * MAX_SLIPPAGE_PERCENT with at most two decimals.
 */
export function slippageBasisPoints(value: number | string): number | undefined {
  const written = typeof value === 'number' ? String(value) : value.trim()
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(written)) return undefined
  const basisPoints = Math.round(Number(written) * 100)
  return basisPoints <= MAX_SLIPPAGE_PERCENT * 100 ? basisPoints : undefined
}
