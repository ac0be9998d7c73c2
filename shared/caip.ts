/**
 * CAIP-2 network ids (`namespace:reference`) and CAIP-10 account ids
 * (`namespace:reference:address`). Grammar from the CAIP-2 and CAIP-10 standards.
 */
import { WidgetError } from './errors.js'

export type ChainNamespace = 'eip155' | 'solana' | 'bip122' | 'polkadot' | 'cosmos'
export type CaipNetworkId = `${string}:${string}`
export type CaipAddress = `${string}:${string}:${string}`

const NAMESPACE = /^[-a-z0-9]{3,8}$/
const REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/
const ACCOUNT_ADDRESS = /^[-.%a-zA-Z0-9]{1,128}$/

export interface ParsedCaipNetworkId {
  chainNamespace: string
  chainId: string
}

export interface ParsedCaipAddress extends ParsedCaipNetworkId {
  address: string
}

/** Parses a CAIP-2 network id; throws 'Invalid CAIP-2 network id' naming the value in details. */
export function parseCaipNetworkId(value: string): ParsedCaipNetworkId {
  const parts = typeof value === 'string' ? value.split(':') : []
  const [chainNamespace, chainId] = parts
  if (
    parts.length !== 2 ||
    !chainNamespace ||
    !chainId ||
    !NAMESPACE.test(chainNamespace) ||
    !REFERENCE.test(chainId)
  ) {
    throw new WidgetError('Invalid CAIP-2 network id', { code: 'INVALID_CAIP_NETWORK_ID', details: String(value) })
  }
  return { chainNamespace, chainId }
}

/** Parses a CAIP-10 account id; throws 'Invalid CAIP-10 address'. */
export function parseCaipAddress(value: string): ParsedCaipAddress {
  const parts = typeof value === 'string' ? value.split(':') : []
  const [chainNamespace, chainId, address] = parts
  if (
    parts.length !== 3 ||
    !chainNamespace ||
    !chainId ||
    !address ||
    !NAMESPACE.test(chainNamespace) ||
    !REFERENCE.test(chainId) ||
    !ACCOUNT_ADDRESS.test(address)
  ) {
    throw new WidgetError('Invalid CAIP-10 address', { code: 'INVALID_CAIP_ADDRESS', details: String(value) })
  }
  return { chainNamespace, chainId, address }
}

/** The plain address of a CAIP-10 id; throws 'Invalid CAIP Address' when it has no three parts. */
export function plainAddressOf(value: string): string {
  const parts = typeof value === 'string' ? value.split(':') : []
  const address = parts[2]
  if (parts.length !== 3 || !address) {
    throw new WidgetError('Invalid CAIP Address', { code: 'INVALID_CAIP_ADDRESS', details: String(value) })
  }
  return address
}

export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  if (typeof value !== 'string') return false
  try {
    parseCaipNetworkId(value)
    return true
  } catch {
    return false
  }
}

export function toCaipAddress(caipNetworkId: CaipNetworkId, address: string): CaipAddress {
  return `${caipNetworkId}:${address}`
}

/** `eip155:1` → 1; throws for other namespaces, non-decimal references and ids a number cannot hold exactly. */
export function evmChainIdOf(caipNetworkId: string): number {
  const { chainNamespace, chainId } = parseCaipNetworkId(caipNetworkId)
  // 16 digits can exceed 2^53 - 1, where Number() would silently round to another chain id.
  if (chainNamespace !== 'eip155' || !/^[1-9][0-9]{0,15}$/.test(chainId) || !Number.isSafeInteger(Number(chainId))) {
    throw new WidgetError('Invalid chainId', { code: 'INVALID_CHAIN_ID', details: caipNetworkId })
  }
  return Number(chainId)
}
