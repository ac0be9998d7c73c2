/**
 * BIP-322 simple signatures against the BIP's own test vectors: message hashes, the virtual transactions' ids,
 * P2WPKH and P2TR signatures of its key, and near misses.
 */
import { address as addressCodec } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { BITCOIN_MAINNET } from '../bitcoin-networks.js'
import { WidgetError } from '../errors.js'
import {
  bip322MessageHash,
  bip322ToSign,
  bip322ToSpend,
  decodeWitness,
  encodeWitness,
  verifyBip322Simple,
} from './bip322.js'

/** The single-key addresses of the BIP's key. */
const SEGWIT = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const TAPROOT = 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3'
const LEGACY = '14vV3aCHBeStb5bkenkNHbe2YAFinYdXgc'

const SEGWIT_EMPTY = [
  'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
  'AkgwRQIhAPkJ1Q4oYS0htvyuSFHLxRQpFAY56b70UvE7Dxazen0ZAiAtZfFz1S6T6I23MWI2lK/pcNTWncuyL8UL+oMdydVgzAEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
]
const SEGWIT_HELLO = [
  'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
  'AkgwRQIhAOzyynlqt93lOKJr+wmmxIens//zPzl9tqIOua93wO6MAiBi5n5EyAcPScOjf1lAqIUIQtr3zKNeavYabHyR8eGhowEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
]
const TAPROOT_HELLO = 'AUHd69PrJQEv+oKTfZ8l+WROBHuy9HKrbFCJu7U1iK2iiEy1vMU5EfMtjc+VSHM7aU0SDbak5IUZRVno2P5mjSafAQ=='

const hex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex')
/** Transaction ids are written byte-reversed. */
const txid = (hash: Uint8Array): string => hex(Uint8Array.from(hash).reverse())
const mainnet = (address: string, message: string, signature: string): boolean =>
  verifyBip322Simple({ address, message, signature, network: BITCOIN_MAINNET })

describe("BIP-322 simple, the BIP's vectors", () => {
  it('behavior: the tagged message hashes of "" and "Hello World"', () => {
    expect(hex(bip322MessageHash(''))).toBe('c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1')
    expect(hex(bip322MessageHash('Hello World'))).toBe(
      'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
    )
  })

  it('behavior: the to_spend and to_sign transaction ids for the P2WPKH address', () => {
    const output = addressCodec.toOutputScript(SEGWIT, BITCOIN_MAINNET)
    const ids = ['', 'Hello World'].map((message) => {
      const toSpend = bip322ToSpend(output, message)
      return [txid(toSpend.getHash()), txid(bip322ToSign(toSpend).getHash())]
    })
    expect(ids).toEqual([
      [
        'c5680aa69bb8d860bf82d4e9cd3504b55dde018de765a91bb566283c545a99a7',
        '1e9654e951a5ba44c8604c4de6c67fd78a27e81dcadcfe1edf638ba3aaebaed6',
      ],
      [
        'b79d196740ad5217771c1098fc4a4b51e0535c32236c71f1ea4d61a2d603352b',
        '88737ae86f2077145f93cc4b153ae9a1cb8d56afa511988c149c5c8c9d93bddf',
      ],
    ])
  })

  it.each([...SEGWIT_EMPTY.map((s) => ['', s]), ...SEGWIT_HELLO.map((s) => ['Hello World', s])])(
    'behavior: the P2WPKH signature of "%s" verifies, and not for another message',
    (message, signature) => {
      expect(mainnet(SEGWIT, message, signature)).toBe(true)
      expect(mainnet(SEGWIT, `${message} - this should fail`, signature)).toBe(false)
    },
  )

  it('behavior: the P2TR signature (SIGHASH_ALL) verifies, and not for another message or another key', () => {
    expect(mainnet(TAPROOT, 'Hello World', TAPROOT_HELLO)).toBe(true)
    expect(mainnet(TAPROOT, 'Hello World -- This should fail', TAPROOT_HELLO)).toBe(false)
    expect(
      mainnet('bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297', 'Hello World', TAPROOT_HELLO),
    ).toBe(false)
  })

  it('error: a signature that is not a witness stack is false; a P2PKH or foreign address is unsupported_address', () => {
    expect(mainnet(SEGWIT, 'Hello World', 'invalid signature not in base64 encoding')).toBe(false)
    // The vector's signature with its last byte cut: the stack is truncated.
    expect(mainnet(SEGWIT, '', SEGWIT_EMPTY[0]!.slice(0, -4))).toBe(false)
    // The P2WPKH witness under the taproot address, and the reverse.
    expect(mainnet(TAPROOT, 'Hello World', SEGWIT_HELLO[0]!)).toBe(false)
    expect(mainnet(SEGWIT, 'Hello World', TAPROOT_HELLO)).toBe(false)
    for (const address of [LEGACY, 'rltc1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelslm6ts']) {
      let caught: unknown
      try {
        mainnet(address, 'Hello World', SEGWIT_HELLO[0]!)
      } catch (err) {
        caught = err
      }
      expect(caught, address).toBeInstanceOf(WidgetError)
      expect((caught as WidgetError).code).toBe('unsupported_address')
    }
  })

  it('behavior: witness stacks encode and decode to the same items', () => {
    const items = [new Uint8Array([1, 2, 3]), new Uint8Array(300).fill(7), new Uint8Array()]
    expect(decodeWitness(encodeWitness(items))).toEqual(items)
  })
})
