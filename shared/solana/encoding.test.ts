/** The own base58/base64 against @solana/kit's codecs. */
import { getBase58Decoder, getBase58Encoder, getBase64Decoder } from '@solana/kit'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeBase58, decodeBase64, encodeBase58, encodeBase64 } from './encoding.js'

describe('solana encodings', () => {
  it('behavior: base58 matches @solana/kit both ways, leading zero bytes included', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 80 }), (bytes) => {
        const text = getBase58Decoder().decode(bytes)
        expect(encodeBase58(bytes)).toBe(text)
        expect([...decodeBase58(text)]).toEqual([...getBase58Encoder().encode(text)])
      }),
    )
    expect(encodeBase58(new Uint8Array([0, 0, 1]))).toBe('112')
  })

  it('behavior: a Solana address decodes to its 32-byte public key', () => {
    expect(decodeBase58('ALJ3oQxS3aZVbj3QzFcumEDuMyFkBdwZiEhknC71ykUk')).toHaveLength(32)
  })

  it('behavior: base64 matches @solana/kit and round-trips', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const text = encodeBase64(bytes)
        expect(text).toBe(getBase64Decoder().decode(bytes))
        expect([...decodeBase64(text)]).toEqual([...bytes])
      }),
    )
  })

  it('error: a character outside the base58 alphabet is refused, naming it', () => {
    expect(() => decodeBase58('abc0')).toThrow('"0" is not a base58 character')
    expect(() => decodeBase58('Il')).toThrow(TypeError)
  })
})
