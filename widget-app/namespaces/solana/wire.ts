/**
 * Reads a signed Solana transaction in wire format just enough to find one signer's signature: the
 * signatures (a compact-u16 count, 64 bytes each), then the message, whose header says how many
 * signatures it requires and whose first account keys are the signers, in the same order.
 */

/** A compact-u16 (Solana's "shortvec") at `offset`: its value and the offset after it. */
function readCompactU16(bytes: Uint8Array, offset: number): [value: number, next: number] {
  let value = 0
  for (let shift = 0, at = offset; shift <= 14; shift += 7, at++) {
    const byte = bytes[at]
    if (byte === undefined) break
    value |= (byte & 0x7f) << shift
    if (!(byte & 0x80)) return [value, at + 1]
  }
  throw new RangeError('The transaction ends inside a length')
}

/** The signature of `signer` (32-byte public key) in `transaction`; undefined when it is not a signer or did not sign. */
export function signatureOf(transaction: Uint8Array, signer: Uint8Array): Uint8Array | undefined {
  const [count, signaturesAt] = readCompactU16(transaction, 0)
  let at = signaturesAt + count * 64
  // A versioned message starts with 0x80 | version; a legacy one with the header itself.
  if ((transaction[at] ?? 0) & 0x80) at++
  const required = transaction[at] ?? 0
  const [, keysAt] = readCompactU16(transaction, at + 3)
  for (let index = 0; index < Math.min(required, count); index++) {
    const key = transaction.subarray(keysAt + index * 32, keysAt + index * 32 + 32)
    if (key.length === 32 && key.every((byte, i) => byte === signer[i])) {
      const signature = transaction.slice(signaturesAt + index * 64, signaturesAt + index * 64 + 64)
      return signature.some((byte) => byte !== 0) ? signature : undefined
    }
  }
  return undefined
}
