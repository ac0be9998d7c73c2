/**
 * Wrapping of the email wallet's private key for storage on the server.
 *
 * The server keeps `encryptedKey` and hands out `keySecret` only to a signed-in session, so it
 * holds both halves; the point of wrapping is that the key never sits in a database column,
 * log or backup in plaintext, and that only this origin's code ever unwraps it.
 *
 * Wrapping key: HKDF-SHA-256 over `keySecret`, salted with the user id (so one leaked secret
 * does not open another user's key) and labelled with {@link KEY_WRAP_INFO} (so a later scheme
 * derives a different key instead of silently reusing this one).
 * Cipher: AES-256-GCM with a fresh 12-byte IV; stored as `base64(iv || ciphertext+tag)`.
 */
import { bytesToHex, hexToBytes, type Hex } from 'viem'

/** Versioned HKDF label; bump it (and keep the old one for decryption) to change the scheme. */
export const KEY_WRAP_INFO = 'wallet-widget/email-wallet-key/v1'
const IV_BYTES = 12
const PRIVATE_KEY_BYTES = 32

export class KeyUnwrapError extends Error {
  override name = 'KeyUnwrapError'
}

export interface KeyWrapParameters {
  /** The server's per-user secret, base64. */
  keySecret: string
  /** The user id, used as the HKDF salt. */
  userId: string
  /** WebCrypto; the browser's or Node's `globalThis.crypto`. */
  crypto?: Crypto
}

/** Encrypts a private key; answers `base64(iv || ciphertext)`. */
export async function encryptPrivateKey(privateKey: Hex, parameters: KeyWrapParameters): Promise<string> {
  const webCrypto = parameters.crypto ?? globalThis.crypto
  // A copy we own, so it can be zeroed after use.
  const plaintext = new Uint8Array(hexToBytes(privateKey))
  if (plaintext.length !== PRIVATE_KEY_BYTES) throw new Error('a private key is 32 bytes')
  const iv = webCrypto.getRandomValues(new Uint8Array(IV_BYTES))
  const key = await wrappingKey(parameters, webCrypto)
  try {
    const ciphertext = new Uint8Array(await webCrypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plaintext))
    const out = new Uint8Array(IV_BYTES + ciphertext.length)
    out.set(iv, 0)
    out.set(ciphertext, IV_BYTES)
    return bytesToBase64(out)
  } finally {
    plaintext.fill(0)
  }
}

/**
 * Decrypts what {@link encryptPrivateKey} produced. A wrong secret, user id or a tampered
 * ciphertext fails the GCM tag check and throws {@link KeyUnwrapError}; nothing partial leaks.
 */
export async function decryptPrivateKey(encryptedKey: string, parameters: KeyWrapParameters): Promise<Hex> {
  const webCrypto = parameters.crypto ?? globalThis.crypto
  let blob: Uint8Array<ArrayBuffer>
  try {
    blob = base64ToBytes(encryptedKey)
  } catch (cause) {
    throw new KeyUnwrapError('The stored wallet key is not valid base64', { cause })
  }
  if (blob.length <= IV_BYTES) throw new KeyUnwrapError('The stored wallet key is too short')
  const key = await wrappingKey(parameters, webCrypto)
  let plaintext: Uint8Array
  try {
    plaintext = new Uint8Array(
      await webCrypto.subtle.decrypt({ name: 'AES-GCM', iv: blob.subarray(0, IV_BYTES) }, key, blob.subarray(IV_BYTES)),
    )
  } catch (cause) {
    throw new KeyUnwrapError('The wallet key could not be decrypted', { cause })
  }
  try {
    if (plaintext.length !== PRIVATE_KEY_BYTES) throw new KeyUnwrapError('The stored wallet key has the wrong length')
    return bytesToHex(plaintext)
  } finally {
    plaintext.fill(0)
  }
}

async function wrappingKey(parameters: KeyWrapParameters, webCrypto: Crypto): Promise<CryptoKey> {
  let secret: Uint8Array<ArrayBuffer>
  try {
    secret = base64ToBytes(parameters.keySecret)
  } catch (cause) {
    throw new KeyUnwrapError('The key secret is not valid base64', { cause })
  }
  if (secret.length < 16) throw new KeyUnwrapError('The key secret is too short')
  const encoder = new TextEncoder()
  const material = await webCrypto.subtle.importKey('raw', secret, 'HKDF', false, ['deriveKey'])
  return webCrypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: encoder.encode(parameters.userId), info: encoder.encode(KEY_WRAP_INFO) },
    material,
    { name: 'AES-GCM', length: 256 },
    false, // not extractable: the wrapping key itself can never be exported
    ['encrypt', 'decrypt'],
  )
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** Strict base64 (standard alphabet, padding optional); `atob` alone accepts whitespace. */
export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text)) throw new Error('not base64')
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index)
  return bytes
}
