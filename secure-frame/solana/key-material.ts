/**
 * The part of the Solana key the keyring needs at every sign-in (key.ts explains the derivation and its custody):
 * the EOA key turned into non-extractable HKDF material. It stays apart from key.ts so that signing in does not
 * load @solana/kit, which only the Solana chunk needs.
 */
import { hexToBytes, type Hex } from 'viem'

export class SolanaKeyError extends Error {
  override name = 'SolanaKeyError'
  readonly code = 'solana_key_unavailable'
}

/** The EOA private key as a non-extractable HKDF key: all the keyring keeps for Solana. */
export async function importSolanaKeyMaterial(privateKey: Hex, crypto: Crypto = globalThis.crypto): Promise<CryptoKey> {
  const bytes = new Uint8Array(hexToBytes(privateKey))
  try {
    if (bytes.length !== 32) throw new SolanaKeyError('The wallet key is not 32 bytes')
    return await crypto.subtle.importKey('raw', bytes, 'HKDF', false, ['deriveBits'])
  } finally {
    bytes.fill(0)
  }
}
