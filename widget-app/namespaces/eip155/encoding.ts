/** How EVM wallets write accounts and chain ids: checked 0x addresses, and chain ids in hex or decimal. */
import { EVM_ADDRESS_PATTERN } from '../../../shared/contracts/words.js'

/** Accounts a wallet returned, as checked 0x addresses. */
export function parseAccounts(value: unknown): `0x${string}`[] {
  if (!Array.isArray(value)) return []
  return value.filter((item): item is `0x${string}` => typeof item === 'string' && EVM_ADDRESS_PATTERN.test(item))
}

/** A hex or decimal chain id as a number; `null` when it is neither. */
export function parseChainId(value: unknown): number | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value
  if (typeof value !== 'string') return null
  const parsed = /^0x[0-9a-fA-F]{1,13}$/.test(value)
    ? parseInt(value, 16)
    : /^[0-9]{1,15}$/.test(value)
      ? Number(value)
      : NaN
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : null
}

/** A chain id as EIP-1193 reports it: `0x`-prefixed lowercase hex. */
export const toHexChainId = (chainId: number): `0x${string}` => `0x${chainId.toString(16)}`
