/**
 * base58 (Bitcoin's alphabet, as Solana writes keys and signatures) and base64, for the browser code on
 * Solana's paths (the loader's Solana chunk, the widget's solana adapter): a few hundred bytes instead of
 * @solana/kit's codecs and their error catalogue (~14 KB gzipped), which every visitor of a Solana site
 * would download. Checked against @solana/kit in encoding.test.ts.
 */

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

export function encodeBase58(bytes: Uint8Array): string {
  const digits: number[] = []
  for (const byte of bytes) {
    let carry = byte
    for (let i = 0; i < digits.length; i++) {
      carry += digits[i]! << 8
      digits[i] = carry % 58
      carry = (carry / 58) | 0
    }
    for (; carry > 0; carry = (carry / 58) | 0) digits.push(carry % 58)
  }
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  return (
    '1'.repeat(zeros) +
    digits
      .reverse()
      .map((digit) => ALPHABET[digit])
      .join('')
  )
}

/** Throws a TypeError naming the first character that is not base58. */
export function decodeBase58(text: string): Uint8Array {
  const bytes: number[] = []
  for (const character of text) {
    let carry = ALPHABET.indexOf(character)
    if (carry < 0) throw new TypeError(`${JSON.stringify(character)} is not a base58 character`)
    for (let i = 0; i < bytes.length; i++) {
      carry += bytes[i]! * 58
      bytes[i] = carry & 0xff
      carry >>= 8
    }
    for (; carry > 0; carry >>= 8) bytes.push(carry & 0xff)
  }
  let zeros = 0
  while (zeros < text.length && text[zeros] === '1') zeros++
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes.reverse()])
}

export function encodeBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** Throws (the browser's DOMException) when `text` is not base64. */
export function decodeBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (character) => character.charCodeAt(0))
}
