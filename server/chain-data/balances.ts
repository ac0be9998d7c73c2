/**
 * The fungible balances of an address: the native balance and each listed ERC-20's `balanceOf`, read from the
 * chain's node at one block (the block number first, then one JSON-RPC batch pinned to it). An answer is reused
 * only while the chain is still at the block it was read at; `force` skips even that.
 */
import type { Balance } from '../../shared/contracts/chain-data.js'
import { knownNetwork } from '../../shared/networks.js'
import { ApiError } from '../api-error.js'
import type { ChainEndpoint } from '../config.js'
import { createRpcClient, type RpcClient } from '../indexer/rpc-client.js'
import type { PriceSource } from './price-source.js'
import type { ChainDataSettings } from './settings.js'
import { createHeadReader } from './head-reader.js'
import { createTokenMetadataCache, type TokenMetadata } from './token-metadata.js'
import { pricedBalances } from './priced-balances.js'

const BALANCE_OF = '0x70a08231'
/** Answers kept (one per address and chain, each valid for one block); the oldest goes first. */
const MAX_CACHED = 10_000

export interface BalanceServiceParameters {
  chains: readonly ChainEndpoint[]
  settings: ChainDataSettings
  priceSource: PriceSource
  /** The server's public origin; token icons are served from it. */
  apiOrigin: string
  /** How long one call to a node may take. */
  nodeTimeoutMs: number
}

export interface ReadBalancesParameters {
  /** CAIP-2. */
  chainId: string
  address: `0x${string}`
  /** Read the chain now even when an answer for its current block is kept. */
  force?: boolean
}

/** The raw amounts of one address at one block. */
interface Holdings {
  block: bigint
  native: bigint
  /** By token, in the order of the settings; undefined for a token whose metadata is unknown. */
  tokens: { metadata: TokenMetadata; amount: bigint }[]
}

export interface BalanceService {
  /** Every non-zero balance, native first, priced; 400 naming the chain when the server has no node for it. */
  balances(parameters: ReadBalancesParameters): Promise<Balance[]>
  /** The node client of a served chain (400 naming it otherwise). */
  rpcFor(chainId: string): RpcClient
  /** The metadata of the tokens listed for `chainId`, in the settings' order (unknown ones left out). */
  listedTokens(chainId: string): Promise<TokenMetadata[]>
  /** The icon URL of a token symbol. */
  iconUrl(symbol: string): string
}

export class ChainNotServed extends ApiError {
  constructor(chainId: string) {
    super(400, `chainId ${chainId} is not served: this server has no node for that network`, { field: 'chainId' })
  }
}

const toHex = (value: bigint): string => `0x${value.toString(16)}`

function amountOf(hex: unknown): bigint {
  return typeof hex === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(hex) ? BigInt(hex) : 0n
}

export function createBalanceService({
  chains,
  settings,
  priceSource,
  apiOrigin,
  nodeTimeoutMs,
}: BalanceServiceParameters): BalanceService {
  const clients = new Map(
    chains.map((chain) => [chain.caipNetworkId, createRpcClient(chain.rpcUrl, { timeoutMs: nodeTimeoutMs })]),
  )
  const metadata = createTokenMetadataCache()
  const heads = createHeadReader()
  const cache = new Map<string, Holdings>()
  /** Reads in flight by address, chain and block: simultaneous requests at one block share one batch. */
  const inFlight = new Map<string, Promise<Holdings>>()

  const rpcFor = (chainId: string): RpcClient => {
    const rpc = clients.get(chainId)
    if (!rpc) throw new ChainNotServed(chainId)
    return rpc
  }

  const listedTokens = async (chainId: string): Promise<TokenMetadata[]> => {
    const known = await metadata.read(chainId, rpcFor(chainId), settings.tokens[chainId] ?? [])
    return known.filter((token): token is TokenMetadata => token !== undefined)
  }

  const readAt = async (chainId: string, address: string, block: bigint): Promise<Holdings> => {
    const rpc = rpcFor(chainId)
    const tokens = await listedTokens(chainId)
    const at = toHex(block)
    const data = `${BALANCE_OF}${address.slice(2).toLowerCase().padStart(64, '0')}`
    const answers = await rpc.tryBatch<string>([
      { method: 'eth_getBalance', params: [address, at] },
      ...tokens.map((token) => ({ method: 'eth_call', params: [{ to: token.address, data }, at] })),
    ])
    return {
      block,
      native: amountOf(answers[0]),
      tokens: tokens.map((token, i) => ({ metadata: token, amount: amountOf(answers[i + 1]) })),
    }
  }

  const holdings = async ({ chainId, address, force }: ReadBalancesParameters): Promise<Holdings> => {
    const block = await heads.latest(chainId, rpcFor(chainId))
    const key = `${chainId}:${address.toLowerCase()}`
    const cached = cache.get(key)
    if (!force && cached && cached.block === block) return cached
    const flightKey = `${key}@${block}`
    let read = inFlight.get(flightKey)
    if (!read) {
      read = readAt(chainId, address, block).finally(() => inFlight.delete(flightKey))
      inFlight.set(flightKey, read)
    }
    const fresh = await read
    cache.delete(key)
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string)
    cache.set(key, fresh)
    return fresh
  }

  const iconUrl = (symbol: string): string => `${apiOrigin}/public/getTokenImage/${encodeURIComponent(symbol)}`

  const balances = async (parameters: ReadBalancesParameters): Promise<Balance[]> => {
    const { chainId } = parameters
    const held = await holdings(parameters)
    const native = knownNetwork(chainId)?.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 }
    const rows = [
      { name: native.name, symbol: native.symbol, decimals: native.decimals, amount: held.native, key: 'native' },
      ...held.tokens.map(({ metadata: token, amount }) => ({
        name: token.name,
        symbol: token.symbol,
        decimals: token.decimals,
        amount,
        key: token.address.toLowerCase(),
        caipAddress: `${chainId}:${token.address}`,
      })),
    ].filter((row) => row.amount > 0n)
    return pricedBalances(chainId, rows, priceSource, iconUrl)
  }

  return { balances, rpcFor, listedTokens, iconUrl }
}
