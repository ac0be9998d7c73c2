/** Solana addresses: 32 bytes written in base58. */
import { type Address, isAddress } from '@solana/kit'
import { WidgetError } from '../errors.js'

/**
 * Checks a base58 Solana address (what a user typed as a receiver, or a wallet gave); throws 'Invalid Solana
 * address' (INVALID_SOLANA_ADDRESS) naming the value, and saying why, when it is not one.
 */
export function parseSolanaAddress(value: string): Address {
  const trimmed = typeof value === 'string' ? value.trim() : ''
  if (isAddress(trimmed)) return trimmed
  const why = !/^[1-9A-HJ-NP-Za-km-z]+$/.test(trimmed)
    ? 'not base58 (letters and digits without 0, O, I and l)'
    : 'not 32 bytes long'
  throw new WidgetError('Invalid Solana address', {
    code: 'INVALID_SOLANA_ADDRESS',
    details: `${JSON.stringify(String(value).slice(0, 64))} is ${why}`,
  })
}
