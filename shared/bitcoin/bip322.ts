/**
 * BIP-322 "simple" message signatures of single-key addresses: P2WPKH (a payment account) and P2TR key-path
 * (an ordinal account). The signature is the base64 of the witness stack that spends the virtual `to_spend`
 * transaction (whose output is the address's script and whose input commits to the tagged hash of the message)
 * in the virtual `to_sign` transaction. Verifying rebuilds both and checks the witness against the sighash:
 * BIP-143 ECDSA for P2WPKH, BIP-341 Schnorr for P2TR. Other address kinds answer `unsupported_address`.
 */
import * as ecc from '@bitcoinerlab/secp256k1'
import { address as addressCodec, crypto, initEccLib, opcodes, payments, script, Transaction } from 'bitcoinjs-lib'
import { WidgetError } from '../errors.js'
import type { BitcoinAddressParameters } from '../bitcoin-networks.js'

// Taproot addresses are decoded through bitcoinjs-lib's P2TR payment, which needs the curve.
initEccLib(ecc)

const TAG = new TextEncoder().encode('BIP0322-signed-message')
const SIGHASH_DEFAULT = 0x00
const SIGHASH_ALL = 0x01

/** The tagged hash `SHA256(SHA256(tag) || SHA256(tag) || message)` the `to_spend` input commits to. */
export function bip322MessageHash(message: string | Uint8Array): Uint8Array {
  const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message
  const tagHash = crypto.sha256(TAG)
  const joined = new Uint8Array(64 + bytes.length)
  joined.set(tagHash, 0)
  joined.set(tagHash, 32)
  joined.set(bytes, 64)
  return crypto.sha256(joined)
}

/** The virtual transaction whose only output (value 0) is the address's script. */
export function bip322ToSpend(outputScript: Uint8Array, message: string | Uint8Array): Transaction {
  const tx = new Transaction()
  tx.version = 0
  tx.locktime = 0
  tx.addInput(new Uint8Array(32), 0xffffffff, 0, script.compile([opcodes.OP_0, bip322MessageHash(message)]))
  tx.addOutput(outputScript, 0n)
  return tx
}

/** The virtual transaction that spends `toSpend`'s output into an OP_RETURN; the signature is its input's witness. */
export function bip322ToSign(toSpend: Transaction, witness: Uint8Array[] = []): Transaction {
  const tx = new Transaction()
  tx.version = 0
  tx.locktime = 0
  tx.addInput(toSpend.getHash(), 0, 0)
  tx.addOutput(script.compile([opcodes.OP_RETURN]), 0n)
  tx.setWitness(0, witness)
  return tx
}

/** What a single-key signer signs for `outputScript`: the sighash of `to_sign`'s input, by address kind. */
export function bip322Sighash(outputScript: Uint8Array, message: string, hashType: number, publicKey?: Uint8Array) {
  const toSign = bip322ToSign(bip322ToSpend(outputScript, message))
  if (isP2tr(outputScript)) return toSign.hashForWitnessV1(0, [outputScript], [0n], hashType)
  if (!publicKey) throw unsupported('a P2WPKH signature needs the public key')
  const scriptCode = payments.p2pkh({ pubkey: publicKey }).output
  if (!scriptCode) throw unsupported('no script code for the public key')
  return toSign.hashForWitnessV0(0, scriptCode, 0n, hashType)
}

const isP2wpkh = (output: Uint8Array): boolean => output.length === 22 && output[0] === 0x00 && output[1] === 0x14
const isP2tr = (output: Uint8Array): boolean => output.length === 34 && output[0] === 0x51 && output[1] === 0x20

function unsupported(why: string): WidgetError {
  return new WidgetError('Unsupported address for BIP-322', { code: 'unsupported_address', details: why })
}

/** The witness stack as BIP-322 simple encodes it: a CompactSize count, then each item's length and bytes. */
export function encodeWitness(items: readonly Uint8Array[]): string {
  const parts: number[] = [...compactSize(items.length)]
  for (const item of items) parts.push(...compactSize(item.length), ...item)
  let binary = ''
  for (const byte of parts) binary += String.fromCharCode(byte)
  return btoa(binary)
}

function compactSize(n: number): number[] {
  if (n < 0xfd) return [n]
  if (n <= 0xffff) return [0xfd, n & 0xff, n >> 8]
  throw new WidgetError('Witness item too long', { code: 'invalid_signature', details: String(n) })
}

/** Decodes a base64 witness stack; null when it is not one (bad base64, truncated, bytes left over). */
export function decodeWitness(signature: string): Uint8Array[] | null {
  let bytes: Uint8Array
  try {
    bytes = Uint8Array.from(atob(signature), (char) => char.charCodeAt(0))
  } catch {
    return null
  }
  let at = 0
  const readSize = (): number | null => {
    const first = bytes[at++]
    if (first === undefined) return null
    if (first < 0xfd) return first
    if (first === 0xfd && at + 2 <= bytes.length) {
      const size = (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8)
      at += 2
      return size
    }
    return null
  }
  const count = readSize()
  if (count === null) return null
  const items: Uint8Array[] = []
  for (let i = 0; i < count; i++) {
    const size = readSize()
    if (size === null || at + size > bytes.length) return null
    items.push(bytes.slice(at, at + size))
    at += size
  }
  return at === bytes.length ? items : null
}

export interface VerifyBip322Parameters {
  address: string
  message: string
  /** Base64 of the witness stack (BIP-322 simple). */
  signature: string
  network: BitcoinAddressParameters
}

/**
 * Whether `signature` is a valid BIP-322 simple signature of `message` by `address`. False for a signature that
 * does not verify or cannot be decoded; throws `unsupported_address` for an address that is neither P2WPKH nor
 * P2TR, or that is not an address of `network`.
 */
export function verifyBip322Simple({ address, message, signature, network }: VerifyBip322Parameters): boolean {
  let outputScript: Uint8Array
  try {
    outputScript = addressCodec.toOutputScript(address, network)
  } catch {
    throw unsupported(`${address} is not an address of this network`)
  }
  const witness = decodeWitness(signature)
  if (!witness) return false
  if (isP2wpkh(outputScript)) return verifyP2wpkh(outputScript, message, witness)
  if (isP2tr(outputScript)) return verifyP2tr(outputScript, message, witness)
  throw unsupported(`${address} is neither P2WPKH nor P2TR`)
}

function verifyP2wpkh(outputScript: Uint8Array, message: string, witness: Uint8Array[]): boolean {
  const [encoded, publicKey] = witness
  if (witness.length !== 2 || !encoded || !publicKey || publicKey.length !== 33) return false
  // The witness's key must be the one the address commits to.
  const keyHash = crypto.hash160(publicKey)
  if (!keyHash.every((byte, i) => byte === outputScript[2 + i])) return false
  let decoded: { signature: Uint8Array; hashType: number }
  try {
    decoded = script.signature.decode(encoded)
  } catch {
    return false
  }
  if (decoded.hashType !== SIGHASH_ALL) return false
  const hash = bip322Sighash(outputScript, message, decoded.hashType, publicKey)
  return ecc.verify(hash, publicKey, decoded.signature, true)
}

function verifyP2tr(outputScript: Uint8Array, message: string, witness: Uint8Array[]): boolean {
  const [signature] = witness
  // Key path only: one item, a 64-byte signature (SIGHASH_DEFAULT) or 65 with SIGHASH_ALL.
  if (witness.length !== 1 || !signature) return false
  if (signature.length !== 64 && !(signature.length === 65 && signature[64] === SIGHASH_ALL)) return false
  const hashType = signature.length === 64 ? SIGHASH_DEFAULT : SIGHASH_ALL
  const hash = bip322Sighash(outputScript, message, hashType)
  return ecc.verifySchnorr(hash, outputScript.slice(2), signature.slice(0, 64))
}
