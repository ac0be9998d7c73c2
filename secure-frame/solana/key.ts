/**
 * The email wallet's Solana key: an Ed25519 key derived from the wallet's EOA private key.
 *
 * Why derived and not generated: the EOA key is the one secret the wallet stores (wrapped by
 * key-crypto.ts, unwrapped only in this frame). Deriving the Solana key from it keeps a single
 * custody path — nothing new is stored on the server, every frame of the same user (another tab,
 * another site) gets the same Solana address, and the key exists only where the EOA key does.
 *
 * Derivation: HKDF-SHA-256 with the 32-byte EOA private key as input key material, an empty salt
 * and the label {@link SOLANA_KEY_INFO}; its 32 output bytes are the Ed25519 private key (seed).
 * The label is versioned: a later scheme takes a new label instead of silently changing addresses.
 *
 * Custody: at sign-in the keyring turns the EOA key into a non-extractable HKDF key
 * ({@link importSolanaKeyMaterial}); the Ed25519 key is derived from it the first time a Solana
 * request arrives ({@link deriveSolanaSigner}), imported non-extractable, and its seed bytes are
 * zeroed. Neither the seed nor the key pair ever leaves the frame.
 */
import { type Address, createKeyPairSignerFromPrivateKeyBytes, type KeyPairSigner } from '@solana/kit'
import { SolanaKeyError } from './key-material.js'

// The key material is made at sign-in, in the frame's entry; the signer only when a Solana request arrives.
export { importSolanaKeyMaterial, SolanaKeyError } from './key-material.js'

/** Versioned HKDF label of the Solana key. */
export const SOLANA_KEY_INFO = 'wallet-widget/email-wallet-solana-key/v1'
const SEED_BITS = 256

/** The Ed25519 signer of `material`; its private key is not extractable. */
export async function deriveSolanaSigner(
  material: CryptoKey,
  crypto: Crypto = globalThis.crypto,
): Promise<KeyPairSigner<Address>> {
  const seed = new Uint8Array(
    await crypto.subtle.deriveBits(
      { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: new TextEncoder().encode(SOLANA_KEY_INFO) },
      material,
      SEED_BITS,
    ),
  )
  try {
    return await createKeyPairSignerFromPrivateKeyBytes(seed, false)
  } catch (cause) {
    // Browsers without Ed25519 in WebCrypto end here; the message never carries the seed.
    throw new SolanaKeyError('This browser cannot create the Solana key (Ed25519 is not available)', { cause })
  } finally {
    seed.fill(0)
  }
}
