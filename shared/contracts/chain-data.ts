/**
 * The chain-data API: balances with prices, token prices, transaction history and the NFTs an
 * address holds. Served by server/chain-data and server/indexer, called by the widget's Account
 * tabs and Send view. The shapes are the ones AppKit's client (`@reown/appkit-controllers`
 * `BlockchainApiController`) reads, so an AppKit-compatible client can use this server as its
 * blockchain API; the NFT listing is this server's own (AppKit has none).
 *
 *   GET  /v1/account/{address}/balance?projectId&st&sv&chainId&currency=usd[&forceUpdate]  → BalanceAnswer
 *   POST /v1/fungible/price  { projectId, currency: 'usd', addresses: CAIP-10[] }          → FungiblePriceAnswer
 *   GET  /v1/account/{address}/history?projectId&st&sv&chainId[&cursor]                   → HistoryAnswer
 *   GET  /v1/account/{address}/nfts?projectId&st&sv&chainId[&cursor]                      → NftsAnswer
 *   GET  /public/getTokenImage/{symbol}                                                    → the token's icon
 *   GET  /public/getNftImage/{chainId}/{contract}/{tokenId}                                → the NFT's image
 *
 * Amounts travel as decimal strings of the token's human unit (`quantity.numeric`, e.g. '1.5')
 * with `quantity.decimals` beside them, exactly as AppKit's client expects; no amount is ever a
 * float in this API except `price` and `value` (USD, display only).
 */
import * as z from 'zod/mini'
import type { ApiCall } from './project-api.js'

const text = (max: number) => z.string().check(z.maxLength(max))
const url = text(2048)
/** A whole or decimal amount written in decimal, never in exponent notation. */
const decimalAmount = z.string().check(z.regex(/^\d{1,78}(\.\d{1,78})?$/, { error: 'not a decimal amount' }))

/**
 * One fungible balance. The native token has no `address`; an ERC-20's `address` is CAIP-10
 * (`eip155:31337:0x…`). `chainId` is CAIP-2. `quantity.decimals` is the token's decimals as a
 * string: the widget drops tokens whose decimals are '0' as low quality.
 */
export const Balance = z.object({
  name: text(100),
  symbol: text(32),
  chainId: text(64),
  address: z.optional(text(128)),
  /** USD value of the whole balance (quantity × price); display only. */
  value: z.optional(z.number()),
  /** USD price of one unit; 0 when the price source knows none. */
  price: z.number(),
  quantity: z.object({ decimals: z.string().check(z.regex(/^\d{1,2}$/)), numeric: decimalAmount }),
  iconUrl: url,
})
export type Balance = z.infer<typeof Balance>

export const BalanceAnswer = z.object({ balances: z.array(Balance) })
export type BalanceAnswer = z.infer<typeof BalanceAnswer>

export const BalanceCall = {
  method: 'GET',
  path: '/v1/account/{address}/balance',
  answer: BalanceAnswer,
} as const satisfies ApiCall

/** `POST /v1/fungible/price`: the body carries the project (AppKit's client sends no query). */
export const FungiblePriceRequest = z.object({
  projectId: text(64),
  currency: z.optional(z.literal('usd')),
  addresses: z.array(text(128)).check(z.maxLength(100)),
})
export type FungiblePriceRequest = z.infer<typeof FungiblePriceRequest>

export const FungiblePrice = z.object({
  address: text(128),
  name: text(100),
  symbol: text(32),
  iconUrl: url,
  price: z.number(),
})
export const FungiblePriceAnswer = z.object({ fungibles: z.array(FungiblePrice) })
export type FungiblePriceAnswer = z.infer<typeof FungiblePriceAnswer>

export const TransactionStatus = z.enum(['confirmed', 'failed', 'pending'])
export const TransactionDirection = z.enum(['in', 'out', 'self'])

/**
 * One transfer of a transaction, seen from the account asked about: `direction` is 'in' when it
 * received, 'out' when it sent, 'self' both. Fungible transfers carry `fungible_info`, NFT
 * transfers `nft_info` (with the spam flag of their collection).
 */
export const TransactionTransfer = z.object({
  fungible_info: z.optional(
    z.object({
      name: z.optional(text(100)),
      symbol: z.optional(text(32)),
      icon: z.optional(z.object({ url })),
    }),
  ),
  nft_info: z.optional(
    z.object({
      name: z.optional(text(200)),
      content: z.optional(
        z.object({
          preview: z.optional(z.object({ url, content_type: z.optional(z.null()) })),
          detail: z.optional(z.object({ url, content_type: z.optional(z.null()) })),
        }),
      ),
      flags: z.object({ is_spam: z.boolean() }),
    }),
  ),
  direction: TransactionDirection,
  quantity: z.object({ numeric: decimalAmount }),
  value: z.optional(z.number()),
  price: z.optional(z.number()),
})
export type TransactionTransfer = z.infer<typeof TransactionTransfer>

/**
 * A transaction touching the account. `operationType` is 'send' or 'receive' for plain transfers
 * ('receive' when the account only received: AppKit's client shows a plus sign only for it),
 * 'mint' or 'burn' for transfers from or to the zero address, 'execute' otherwise. `minedAt` is
 * an ISO 8601 time; `chain` is CAIP-2.
 */
export const Transaction = z.object({
  id: text(200),
  metadata: z.object({
    operationType: text(32),
    hash: z.string().check(z.regex(/^0x[0-9a-f]{64}$/)),
    chain: text(64),
    minedAt: text(40),
    sentFrom: text(64),
    sentTo: text(64),
    status: TransactionStatus,
    nonce: z.number(),
  }),
  transfers: z.nullable(z.array(TransactionTransfer)),
})
export type Transaction = z.infer<typeof Transaction>

/** A page of history, newest first; `next` is the opaque cursor of the following page, null at the end. */
export const HistoryAnswer = z.object({ data: z.array(Transaction), next: z.nullable(text(512)) })
export type HistoryAnswer = z.infer<typeof HistoryAnswer>

export const HistoryCall = {
  method: 'GET',
  path: '/v1/account/{address}/history',
  answer: HistoryAnswer,
} as const satisfies ApiCall

/** One NFT the address holds now (ERC-721, or an ERC-1155 id with a positive balance). */
export const Nft = z.object({
  chainId: text(64),
  /** The collection's contract, CAIP-10. */
  contract: text(128),
  tokenId: z.string().check(z.regex(/^\d{1,78}$/)),
  standard: z.enum(['ERC721', 'ERC1155']),
  /** How many the address holds: '1' for ERC-721. */
  quantity: z.string().check(z.regex(/^\d{1,78}$/)),
  name: text(200),
  collection: z.object({ name: text(200), symbol: z.optional(text(32)) }),
  /** Served by this server (/public/getNftImage/…); absent when the token has no image. */
  imageUrl: z.optional(url),
  is_spam: z.boolean(),
})
export type Nft = z.infer<typeof Nft>

export const NftsAnswer = z.object({ data: z.array(Nft), next: z.nullable(text(512)) })
export type NftsAnswer = z.infer<typeof NftsAnswer>

export const NftsCall = {
  method: 'GET',
  path: '/v1/account/{address}/nfts',
  answer: NftsAnswer,
} as const satisfies ApiCall
