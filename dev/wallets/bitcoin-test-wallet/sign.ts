/**
 * The development Bitcoin wallet's signatures, from a private key: BIP-322 simple message signatures for its
 * P2WPKH (payment) and P2TR (ordinal, key path, BIP-86 tweak) accounts, and PSBT inputs it owns.
 */
import * as ecc from '@bitcoinerlab/secp256k1'
import { crypto, initEccLib, payments, Psbt, script } from 'bitcoinjs-lib'
import type { BitcoinAddressParameters } from '../../../shared/bitcoin-networks.js'
import { bip322Sighash, encodeWitness } from '../../../shared/bitcoin/bip322.js'

initEccLib(ecc)

const SIGHASH_ALL = 0x01
const SIGHASH_DEFAULT = 0x00

export interface SigningKey {
  purpose: 'payment' | 'ordinal'
  privateKey: Uint8Array
}

/** The BIP-86 key-path private key: the key negated when its point is odd, then tweaked by the TapTweak of its x. */
export function taprootTweakedKey(privateKey: Uint8Array): Uint8Array {
  const point = ecc.pointFromScalar(privateKey, true)
  if (!point) throw new Error('bitcoin test wallet: not a private key')
  const even = point[0] === 0x02 ? privateKey : ecc.privateNegate(privateKey)
  const tweaked = ecc.privateAdd(even, crypto.taggedHash('TapTweak', point.slice(1)))
  if (!tweaked) throw new Error('bitcoin test wallet: the taproot tweak made no key')
  return tweaked
}

/** The account's output script on `network`. */
export function outputScriptOf(key: SigningKey, network: BitcoinAddressParameters): Uint8Array {
  const publicKey = ecc.pointFromScalar(key.privateKey, true)
  if (!publicKey) throw new Error('bitcoin test wallet: not a private key')
  const payment =
    key.purpose === 'payment'
      ? payments.p2wpkh({ pubkey: publicKey, network })
      : payments.p2tr({ internalPubkey: publicKey.slice(1), network })
  if (!payment.output) throw new Error(`bitcoin test wallet: no ${key.purpose} script`)
  return payment.output
}

/** A BIP-322 simple signature (base64 witness) of `message` by the account; `auxRand` only for Schnorr. */
export function signBip322Simple(
  key: SigningKey,
  message: string,
  network: BitcoinAddressParameters,
  auxRand: Uint8Array = globalThis.crypto.getRandomValues(new Uint8Array(32)),
): string {
  const outputScript = outputScriptOf(key, network)
  if (key.purpose === 'ordinal') {
    const hash = bip322Sighash(outputScript, message, SIGHASH_DEFAULT)
    return encodeWitness([ecc.signSchnorr(hash, taprootTweakedKey(key.privateKey), auxRand)])
  }
  const publicKey = ecc.pointFromScalar(key.privateKey, true)
  if (!publicKey) throw new Error('bitcoin test wallet: not a private key')
  const hash = bip322Sighash(outputScript, message, SIGHASH_ALL, publicKey)
  const signature = script.signature.encode(ecc.sign(hash, key.privateKey), SIGHASH_ALL)
  return encodeWitness([signature, publicKey])
}

/**
 * Signs the inputs of `psbtBase64` listed in `inputs` whose spent output belongs to one of `keys` (by its
 * script), and answers the PSBT in base64; `finalize` finalizes the inputs it signed.
 */
export function signPsbt(
  psbtBase64: string,
  keys: readonly SigningKey[],
  network: BitcoinAddressParameters,
  inputs: readonly number[],
  finalize: boolean,
): string {
  const psbt = Psbt.fromBase64(psbtBase64, { network })
  for (const index of inputs) {
    const input = psbt.data.inputs[index]
    if (!input) throw new Error(`bitcoin test wallet: the PSBT has no input ${index}`)
    const spent = input.witnessUtxo?.script
    const key = keys.find((candidate) => spent && sameBytes(outputScriptOf(candidate, network), spent))
    if (!key) throw new Error(`bitcoin test wallet: input ${index} does not spend one of this wallet's outputs`)
    if (key.purpose === 'ordinal') {
      const publicKey = ecc.pointFromScalar(key.privateKey, true)
      if (!publicKey) throw new Error('bitcoin test wallet: not a private key')
      if (!input.tapInternalKey) psbt.updateInput(index, { tapInternalKey: publicKey.slice(1) })
      const tweaked = taprootTweakedKey(key.privateKey)
      psbt.signInput(index, {
        publicKey: ecc.pointFromScalar(tweaked, true) ?? new Uint8Array(),
        signSchnorr: (hash: Uint8Array) => ecc.signSchnorr(hash, tweaked),
        sign: () => {
          throw new Error('bitcoin test wallet: a taproot input is signed with Schnorr')
        },
      })
    } else {
      const publicKey = ecc.pointFromScalar(key.privateKey, true)
      if (!publicKey) throw new Error('bitcoin test wallet: not a private key')
      psbt.signInput(index, { publicKey, sign: (hash: Uint8Array) => ecc.sign(hash, key.privateKey) })
    }
    if (finalize) psbt.finalizeInput(index)
  }
  return psbt.toBase64()
}

const sameBytes = (a: Uint8Array, b: Uint8Array): boolean =>
  a.length === b.length && a.every((byte, i) => byte === b[i])
