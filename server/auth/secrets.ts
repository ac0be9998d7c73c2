/**
 * Random secrets and their hashes. Everything the server hands out as a bearer secret (session,
 * device and approval tokens, one-time codes) is kept in the database only as a SHA-256 hash,
 * so a copy of the database does not sign anyone in.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/**
 * 256 bits as hex: safe in cookies and URLs, and, unlike base64url, it can never contain a
 * '-'-delimited run of digits that a reader of the approval mail could mistake for a code.
 */
export function newToken(): string {
  return randomBytes(32).toString('hex')
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex')
}

/** Six digits from the CSPRNG, leading zeros kept. */
export function newCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0')
}

/**
 * A code's hash is salted with its row id so equal codes never share a hash. Six digits are a
 * small space, so the hash alone would not stop an offline guess from a leaked database; what
 * protects a code is its 10-minute life, single use and 5 attempts.
 */
export function hashCode(codeId: string, code: string): string {
  return sha256Hex(`${codeId}:${code}`)
}

/** Compares two hex digests without an early exit that would time the first difference. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}

/** The per-user secret the secure frame derives its key-wrapping key from. */
export function newKeySecret(): Buffer {
  return randomBytes(32)
}
