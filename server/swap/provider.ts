/**
 * What answers the swap API on one chain. The routes (routes.ts) parse and check requests, find the chain's
 * provider (providers.ts, from `ServerConfig.swap.providers`), add the gas price read from the node, and write
 * AppKit's shapes; a provider only knows its market.
 *
 * Plugging another provider in (the spec's default is an aggregator, e.g. 1inch): implement SwapProvider for one
 * chain — the token list it offers, a quote for an exact input, the allowance its spender has, an approve
 * transaction for that spender, and the swap transaction with a minimum output — add a kind to
 * `SwapProviderSetting` (settings.ts) carrying its endpoint and key, and map that kind to the implementation in
 * `createSwapProvider` (providers.ts). An aggregator's quote and build calls map one to one onto `quote` and
 * `buildSwap`; its "spender" is what `allowance` and `buildApprove` name. Errors: throw NoRouteError when the
 * market cannot fill the order (answered 400 'insufficient liquidity'), SwapRefused for a request it refuses
 * (400 with its message); anything else is answered 502, as a failing upstream.
 *
 * Ether (the chain's own coin) is NATIVE_TOKEN; every other token is its ERC-20 address.
 */
import type { Address, Hex } from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../../shared/contracts/swap.js'

export const NATIVE_TOKEN = NATIVE_TOKEN_ADDRESS as Address

export const isNative = (token: Address): boolean => token.toLowerCase() === NATIVE_TOKEN

export interface SwapTokenInfo {
  /** Checksummed, or NATIVE_TOKEN. */
  address: Address
  name: string
  symbol: string
  decimals: number
}

/** An exact-input order: `amount` of `from` (smallest unit) for as much `to` as the market gives. */
export interface SwapOrder {
  from: Address
  to: Address
  amount: bigint
}

export interface SwapQuoteResult {
  /** What the whole `amount` buys now, in `to`'s smallest unit. */
  amountOut: bigint
  /** The tokens the order passes through, `from` first (ether as the wrapped token the market trades). */
  route: Address[]
}

export interface BuildSwapParameters extends SwapOrder {
  /** Sender and recipient. */
  owner: Address
  /** The least output accepted is the quote less this many basis points (0 to 5000). */
  slippageBasisPoints: number
}

/** A transaction for the user to send (no nonce, gas or fees: the route adds gas and its price). */
export interface TransactionRequest {
  to: Address
  data: Hex
  value: bigint
}

export interface BuiltSwap {
  tx: TransactionRequest
  amountOut: bigint
  /** The output the transaction guarantees, or it reverts. */
  amountOutMin: bigint
  /** A gas limit that covers the route without asking the node. */
  gasLimit: bigint
}

export interface SwapProvider {
  /** The tokens offered, ether first. */
  tokens(): Promise<SwapTokenInfo[]>
  /** The best quote for the order; NoRouteError when nothing fills it. */
  quote(order: SwapOrder): Promise<SwapQuoteResult>
  /** How much of `token` the provider's spender may take from `owner`; ether needs no approval (max uint256). */
  allowance(token: Address, owner: Address): Promise<bigint>
  /** `approve(spender, amount)` on `token`. */
  buildApprove(token: Address, amount: bigint): TransactionRequest
  /** The swap call for the best route, with the minimum output and a deadline. */
  buildSwap(parameters: BuildSwapParameters): Promise<BuiltSwap>
}

/** The market has no route (no pool, or too little in it) for the order. */
export class NoRouteError extends Error {
  override name = 'NoRouteError'
}

/** A request the provider refuses as written (the message says why, for the client). */
export class SwapRefused extends Error {
  override name = 'SwapRefused'
}
