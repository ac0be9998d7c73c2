/** Checking an Ed25519 signature against a Solana address (its public key in base58), for tests. */
import { getBase58Encoder, verifySignature } from '@solana/kit'

/** Whether `signature` (raw bytes, or base58 text) is `address`'s signature of `message`. */
export async function verifiesSolanaSignature(
  address: string,
  signature: Uint8Array | string,
  message: Uint8Array,
): Promise<boolean> {
  const key = await crypto.subtle.importKey(
    'raw',
    Uint8Array.from(getBase58Encoder().encode(address)),
    'Ed25519',
    true,
    ['verify'],
  )
  const bytes = typeof signature === 'string' ? Uint8Array.from(getBase58Encoder().encode(signature)) : signature
  return verifySignature(key, bytes as never, message)
}
