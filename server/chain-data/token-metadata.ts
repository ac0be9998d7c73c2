/**
 * Name, symbol and decimals of the ERC-20s the server reports: the settings' values where given, the rest read
 * from the chain once per contract (`name()`, `symbol()`, `decimals()`) and kept in memory for the process.
 */
import { getAddress } from 'viem'
import { cleanText, decodeText } from '../indexer/token-metadata.js'
import type { RpcClient } from '../indexer/rpc-client.js'
import type { TokenSetting } from './settings.js'

const NAME = '0x06fdde03'
const SYMBOL = '0x95d89b41'
const DECIMALS = '0x313ce567'

export interface TokenMetadata {
  /** Checksummed contract address. */
  address: `0x${string}`
  name: string
  symbol: string
  decimals: number
}

/** The largest decimals a balance is formatted with (the contract's quantity allows two digits). */
const MAX_DECIMALS = 36

function decodeDecimals(hex: string | undefined): number | undefined {
  if (!hex || !/^0x[0-9a-fA-F]{64}$/.test(hex)) return undefined
  const value = BigInt(hex)
  return value <= BigInt(MAX_DECIMALS) ? Number(value) : undefined
}

export interface TokenMetadataCache {
  /**
   * The metadata of `tokens` on `chainId`, in their order; a token whose symbol or decimals can be neither
   * configured nor read is left out (undefined), since it cannot be shown or formatted.
   */
  read(chainId: string, rpc: RpcClient, tokens: readonly TokenSetting[]): Promise<(TokenMetadata | undefined)[]>
}

export function createTokenMetadataCache(): TokenMetadataCache {
  /** By `${chainId}:${lower-case address}`; a failed read is forgotten so the next request tries again. */
  const known = new Map<string, Promise<TokenMetadata | undefined>>()

  const readFromChain = async (rpc: RpcClient, token: TokenSetting): Promise<TokenMetadata | undefined> => {
    const selectors = [
      token.name === undefined ? NAME : undefined,
      token.symbol === undefined ? SYMBOL : undefined,
      token.decimals === undefined ? DECIMALS : undefined,
    ].filter((data): data is string => data !== undefined)
    const calls = selectors.map((data) => ({ method: 'eth_call', params: [{ to: token.address, data }, 'latest'] }))
    const answers = calls.length > 0 ? await rpc.tryBatch<string>(calls) : []
    const answerOf = (data: string): string | undefined => answers[selectors.indexOf(data)]
    const symbol = token.symbol ?? decodeText(answerOf(SYMBOL))?.slice(0, 32)
    const decimals = token.decimals ?? decodeDecimals(answerOf(DECIMALS))
    if (symbol === undefined || decimals === undefined) return undefined
    const name = token.name ?? cleanText(decodeText(answerOf(NAME)) ?? '', 100) ?? symbol
    return { address: getAddress(token.address), name, symbol, decimals }
  }

  return {
    read(chainId, rpc, tokens) {
      return Promise.all(
        tokens.map((token) => {
          const key = `${chainId}:${token.address.toLowerCase()}`
          let entry = known.get(key)
          if (!entry) {
            entry = readFromChain(rpc, token)
            known.set(key, entry)
            entry.then(
              (metadata) => metadata === undefined && known.delete(key),
              () => known.delete(key),
            )
          }
          return entry
        }),
      )
    },
  }
}
