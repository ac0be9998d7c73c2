/**
 * What a token contract says about itself (symbol, decimals), read with `eth_call` so amounts in
 * an approval can be shown as "1.5 USDC" instead of base units. Best effort: a contract that does
 * not answer, answers garbage or is not a token gives null, and the approval shows raw units.
 *
 * A symbol is whatever the contract returns, so anyone can deploy a token calling itself "USDC":
 * the approval always shows the contract address beside it, and the symbol is cleaned of
 * control and direction-changing characters and cut to 12 characters.
 */
import { decodeAbiParameters, type Address, type Hex } from 'viem'
import type { ChainRpc, ChainTarget } from './chain-rpc.js'

export interface TokenInfo {
  symbol: string
  decimals: number
}

/** Selectors of `decimals()` and `symbol()`. */
const DECIMALS = '0x313ce567'
const SYMBOL = '0x95d89b41'

/** Symbols and decimals of up to 5 tokens by lowercase address, read in parallel; tokens that do not answer are left out. */
export async function readTokenInfos(
  rpc: ChainRpc,
  target: ChainTarget,
  addresses: readonly string[],
  signal?: AbortSignal,
): Promise<ReadonlyMap<string, TokenInfo>> {
  const unique = [...new Set(addresses.map((address) => address.toLowerCase()))].slice(0, 5)
  const infos = await Promise.all(unique.map((address) => readTokenInfo(rpc, target, address as Address, signal)))
  signal?.throwIfAborted()
  const tokens = new Map<string, TokenInfo>()
  unique.forEach((address, index) => {
    const info = infos[index]
    if (info) tokens.set(address, info)
  })
  return tokens
}

export async function readTokenInfo(
  rpc: ChainRpc,
  target: ChainTarget,
  token: Address,
  signal?: AbortSignal,
): Promise<TokenInfo | null> {
  const call = (data: Hex) => rpc(target, 'eth_call', [{ to: token, data }, 'latest'], signal) as Promise<Hex>
  try {
    const [decimalsData, symbolData] = await Promise.all([call(DECIMALS), call(SYMBOL)])
    const [decimals] = decodeAbiParameters([{ type: 'uint8' }], decimalsData)
    if (!Number.isInteger(decimals) || decimals > 36) return null
    const symbol = cleanSymbol(decodeSymbol(symbolData))
    return symbol ? { symbol, decimals } : null
  } catch {
    return null
  }
}

function decodeSymbol(data: Hex): string {
  try {
    return decodeAbiParameters([{ type: 'string' }], data)[0]
  } catch {
    // Some old tokens (MKR, SAI) return bytes32.
    const [raw] = decodeAbiParameters([{ type: 'bytes32' }], data)
    const bytes = raw.slice(2).match(/../g) ?? []
    return String.fromCharCode(...bytes.map((byte) => parseInt(byte, 16)).filter((code) => code !== 0))
  }
}

/** Printable characters only (no controls, bidi overrides, zero-width marks), at most 12. */
export function cleanSymbol(symbol: string): string {
  return (
    symbol
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control and direction characters are what this strips
      .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g, '')
      .trim()
      .slice(0, 12)
  )
}
