/** Checks of the parameters a site sends the test wallet; a bad one is refused with -32602 naming it. */
import { hexToBigInt, isHex, type Address, type Hex, type TypedDataDefinition } from 'viem'
import { invalidParams } from './errors.js'
import type { AddEthereumChainParameter } from './types.js'

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string')
}

export function sameAddress(a: unknown, b: Address): boolean {
  return typeof a === 'string' && a.toLowerCase() === b.toLowerCase()
}

export function parseChainId(value: unknown, field = 'chainId'): number {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(value)) {
    throw invalidParams(`Invalid ${field}: expected a 0x-prefixed hexadecimal string, got ${JSON.stringify(value)}.`)
  }
  const id = Number.parseInt(value, 16)
  if (!Number.isSafeInteger(id) || id <= 0) throw invalidParams(`Invalid ${field}: ${value} is out of range.`)
  return id
}

function optionalQuantity(tx: Record<string, unknown>, field: string): bigint | undefined {
  const value = tx[field]
  if (value === undefined || value === null) return undefined
  if (!isHex(value, { strict: true }) || value === '0x') {
    throw invalidParams(`Invalid transaction field "${field}": expected a hex quantity.`)
  }
  return hexToBigInt(value)
}

function optionalData(tx: Record<string, unknown>, field: string): Hex | undefined {
  const value = tx[field]
  if (value === undefined || value === null) return undefined
  if (!isHex(value, { strict: true })) throw invalidParams(`Invalid transaction field "${field}": expected hex data.`)
  return value
}

function optionalAddress(tx: Record<string, unknown>, field: string): Address | undefined {
  const value = tx[field]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(value)) {
    throw invalidParams(`Invalid transaction field "${field}": expected an address.`)
  }
  return value as Address
}

export function parseAddChainParameter(value: unknown): AddEthereumChainParameter {
  if (!isRecord(value)) throw invalidParams('wallet_addEthereumChain expects a single chain object parameter.')
  parseChainId(value.chainId)
  if (typeof value.chainName !== 'string' || value.chainName.trim() === '') {
    throw invalidParams('Invalid chainName: expected a non-empty string.')
  }
  if (!isStringArray(value.rpcUrls) || value.rpcUrls.length === 0) {
    throw invalidParams('Invalid rpcUrls: expected a non-empty array of URLs.')
  }
  const currency = value.nativeCurrency
  if (!isRecord(currency) || typeof currency.name !== 'string' || typeof currency.symbol !== 'string') {
    throw invalidParams('Invalid nativeCurrency: expected { name, symbol, decimals }.')
  }
  if (currency.decimals !== 18) throw invalidParams('Invalid nativeCurrency.decimals: expected 18.')
  if (value.blockExplorerUrls !== undefined && !isStringArray(value.blockExplorerUrls)) {
    throw invalidParams('Invalid blockExplorerUrls: expected an array of URLs.')
  }
  return value as unknown as AddEthereumChainParameter
}

type TypedDataRequest = TypedDataDefinition<Record<string, unknown>, string>

export function parseTypedData(value: unknown): TypedDataRequest {
  let parsed: unknown = value
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value)
    } catch {
      throw invalidParams('Invalid typed data: not valid JSON.')
    }
  }
  if (
    !isRecord(parsed) ||
    !isRecord(parsed.types) ||
    typeof parsed.primaryType !== 'string' ||
    !isRecord(parsed.message)
  ) {
    throw invalidParams('Invalid typed data: expected { types, primaryType, domain, message }.')
  }
  // viem derives the domain type from `domain` itself and rejects a caller-supplied one.
  const { EIP712Domain: _domainType, ...types } = parsed.types
  return {
    domain: isRecord(parsed.domain) ? parsed.domain : {},
    types,
    primaryType: parsed.primaryType,
    message: parsed.message,
  } as TypedDataRequest
}

export function parseTransaction(value: unknown, activeChainId: number) {
  if (!isRecord(value)) throw invalidParams('eth_sendTransaction expects a single transaction object parameter.')
  if (value.chainId !== undefined && value.chainId !== null) {
    const chainId = parseChainId(value.chainId)
    if (chainId !== activeChainId) {
      throw invalidParams(`Transaction chainId ${chainId} does not match the active chain ${activeChainId}.`)
    }
  }
  const maxFeePerGas = optionalQuantity(value, 'maxFeePerGas')
  const maxPriorityFeePerGas = optionalQuantity(value, 'maxPriorityFeePerGas')
  const gasPrice = optionalQuantity(value, 'gasPrice')
  const nonce = optionalQuantity(value, 'nonce')
  const base = {
    to: optionalAddress(value, 'to'),
    data: optionalData(value, 'data') ?? optionalData(value, 'input'),
    value: optionalQuantity(value, 'value'),
    gas: optionalQuantity(value, 'gas'),
    nonce: nonce === undefined ? undefined : Number(nonce),
  }
  const eip1559 = maxFeePerGas !== undefined || maxPriorityFeePerGas !== undefined
  return eip1559 || gasPrice === undefined ? { ...base, maxFeePerGas, maxPriorityFeePerGas } : { ...base, gasPrice }
}
