/**
 * Verifying a signed Solana sign-in message (CAIP-122, shared/solana/sign-in-message.ts) before it
 * becomes a session, with the rules of the EIP-4361 one (verify-sign-in.ts), each refusing with its
 * own code and a message naming what was wrong: the format, version 1, a base58 address; a nonce issued
 * here, unused and unexpired; domain and uri of the site the nonce was issued to; a Solana network this
 * deployment serves; issuedAt, expirationTime and notBefore against the server's clock; and an Ed25519
 * signature by the address's key over the message's UTF-8 bytes (64 bytes, sent as hex like every
 * sign-in signature). No node is asked: a Solana account is its key.
 */
import { createPublicKey, verify } from 'node:crypto'
import type { SignInMessageData } from '../../shared/contracts/sessions.js'
import { decodeBase58 } from '../../shared/solana/encoding.js'
import { type ParsedSolanaSignIn, parseSolanaSignInMessage } from '../../shared/solana/sign-in-message.js'
import type { Queryable } from '../db/database.js'
import { sessionError, shown } from './errors.js'
import { findUsableNonce } from './nonces.js'
import { ISSUED_AT_SKEW_MS, type VerifiedSignIn } from './verify-sign-in.js'

export interface VerifySolanaSignInParameters {
  db: Queryable
  /** Whether the deployment serves this Solana network (CAIP-2). */
  serves(caipNetworkId: string): boolean
  message: string
  /** 0x and 128 hex digits: the 64-byte Ed25519 signature. */
  signature: string
  now: Date
}

/** DER prefix of an Ed25519 SubjectPublicKeyInfo; the 32 key bytes follow. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex')

/** The 32 bytes of a base58 address; null when it is not one. */
function publicKeyBytes(address: string): Uint8Array | null {
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address)) return null
  const bytes = decodeBase58(address)
  return bytes.length === 32 ? bytes : null
}

/** Whether `signature` (hex) is the key's Ed25519 signature of `message`'s UTF-8 bytes. */
export function verifyEd25519(key: Uint8Array, message: string, signature: string): boolean {
  if (!/^0x[0-9a-fA-F]{128}$/.test(signature)) return false
  const publicKey = createPublicKey({ key: Buffer.concat([ED25519_SPKI_PREFIX, key]), format: 'der', type: 'spki' })
  return verify(null, Buffer.from(message, 'utf8'), publicKey, Buffer.from(signature.slice(2), 'hex'))
}

function dateOf(parsed: ParsedSolanaSignIn, name: 'issuedAt' | 'expirationTime' | 'notBefore', label: string) {
  const text = parsed[name]
  if (text === undefined) return undefined
  const date = new Date(text)
  if (!/^\d{4}-\d\d-\d\dT/.test(text) || Number.isNaN(date.getTime()))
    throw sessionError('MESSAGE_INVALID', `The message's ${label} is not an RFC 3339 date-time`)
  return date
}

export async function verifySolanaSignIn({
  db,
  serves,
  message,
  signature,
  now,
}: VerifySolanaSignInParameters): Promise<VerifiedSignIn> {
  const parsed = parseSolanaSignInMessage(message)
  if (!parsed?.domain || !parsed.uri || !parsed.version || !parsed.chainId || !parsed.nonce || !parsed.issuedAt)
    throw sessionError(
      'MESSAGE_INVALID',
      'The message is not a CAIP-122 Solana sign-in message (it needs a domain, an address, URI, Version, Chain ID, Nonce and Issued At)',
    )
  if (parsed.version !== '1')
    throw sessionError('MESSAGE_INVALID', `The message's Version must be 1, got ${shown(parsed.version)}`)
  const key = publicKeyBytes(parsed.address)
  if (!key)
    throw sessionError('MESSAGE_INVALID', `The message's address ${shown(parsed.address)} is not a Solana address`)
  const issuedAt = dateOf(parsed, 'issuedAt', 'Issued At')
  const expirationTime = dateOf(parsed, 'expirationTime', 'Expiration Time')
  const notBefore = dateOf(parsed, 'notBefore', 'Not Before')

  const binding = await findUsableNonce(db, parsed.nonce, now)
  const site = new URL(binding.origin)
  if (parsed.domain !== site.host)
    throw sessionError(
      'DOMAIN_MISMATCH',
      `The message is for ${shown(parsed.domain)}, but the sign-in was started on ${binding.origin}`,
    )
  if (originOf(parsed.uri) !== binding.origin)
    throw sessionError('URI_MISMATCH', `The message's URI ${shown(parsed.uri)} is not on ${binding.origin}`)

  const caipNetworkId = `solana:${parsed.chainId}`
  if (!serves(caipNetworkId))
    throw sessionError(
      'CHAIN_NOT_SUPPORTED',
      `Chain ID ${shown(parsed.chainId)} is not a Solana network this service supports`,
    )

  if (issuedAt && issuedAt.getTime() > now.getTime() + ISSUED_AT_SKEW_MS)
    throw sessionError(
      'MESSAGE_NOT_YET_VALID',
      `The message is issued at ${issuedAt.toISOString()}, which is still ahead (server time ${now.toISOString()})`,
    )
  if (expirationTime && expirationTime.getTime() <= now.getTime())
    throw sessionError('MESSAGE_EXPIRED', `The message expired at ${expirationTime.toISOString()}`)
  if (notBefore && notBefore.getTime() > now.getTime())
    throw sessionError('MESSAGE_NOT_YET_VALID', `The message is not valid before ${notBefore.toISOString()}`)

  if (!verifyEd25519(key, message, signature))
    throw sessionError(
      'SIGNATURE_INVALID',
      `The signature is not ${parsed.address}'s Ed25519 signature over this message`,
    )

  return {
    binding,
    account: `${caipNetworkId}:${parsed.address}`,
    nonce: parsed.nonce,
    expiresAt: expirationTime,
    data: solanaMessageData(message),
  }
}

/** The fields of a (verified) Solana sign-in message, as a session's `data` (chainId as CAIP-2). */
export function solanaMessageData(message: string): SignInMessageData {
  const parsed = parseSolanaSignInMessage(message)
  const iso = (text: string | undefined) => (text === undefined ? undefined : new Date(text).toISOString())
  const issuedAt = iso(parsed?.issuedAt)
  const expirationTime = iso(parsed?.expirationTime)
  const notBefore = iso(parsed?.notBefore)
  return {
    accountAddress: parsed?.address ?? '',
    chainId: `solana:${parsed?.chainId ?? ''}`,
    domain: parsed?.domain ?? '',
    uri: parsed?.uri ?? '',
    version: parsed?.version ?? '',
    nonce: parsed?.nonce ?? '',
    ...(parsed?.statement !== undefined && { statement: parsed.statement }),
    ...(parsed?.resources !== undefined && { resources: parsed.resources }),
    ...(parsed?.requestId !== undefined && { requestId: parsed.requestId }),
    ...(issuedAt && { issuedAt }),
    ...(expirationTime && { expirationTime }),
    ...(notBefore && { notBefore }),
  }
}

function originOf(uri: string): string | undefined {
  try {
    return new URL(uri).origin
  } catch {
    return undefined
  }
}
