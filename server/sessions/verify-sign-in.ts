/**
 * Verifying a signed EIP-4361 message before it becomes a session. Each rule refuses with its
 * own code and a message naming what was wrong:
 *
 * - the text parses as EIP-4361, version 1, with an address, a chain id and a nonce;
 * - the nonce was issued here, is unused and unexpired (it is consumed later, atomically, with
 *   the session's creation: nonces.ts);
 * - domain is the host, and uri (and scheme, when given) are on the origin, of the site the
 *   nonce was issued to: the nonce's binding, never a field of the request;
 * - the chain is one this deployment serves;
 * - issuedAt is not ahead of the server's clock (beyond a small skew), expirationTime has not
 *   passed, notBefore has;
 * - the signature is the account's (EOA, ERC-1271 or ERC-6492), checked on that chain's node.
 */
import type { Hex } from 'viem'
import { getAddress, isAddress } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import type { SignInMessageData } from '../../shared/contracts/sessions.js'
import type { Queryable } from '../db/database.js'
import { sessionError, shown } from './errors.js'
import { findUsableNonce, type NonceBinding } from './nonces.js'
import type { SignatureChecker } from './signatures.js'

/** How far ahead of the server's clock a wallet's issuedAt may be (clocks drift). */
export const ISSUED_AT_SKEW_MS = 60_000

export interface VerifiedSignIn {
  binding: NonceBinding
  data: SignInMessageData
  /** CAIP-10: `eip155:<chain>:<address>`. */
  account: string
  nonce: string
  /** The message's own expirationTime, if it has one. */
  expiresAt: Date | undefined
}

export interface VerifySignInParameters {
  db: Queryable
  signatures: SignatureChecker
  message: string
  signature: Hex
  now: Date
}

const isValidDate = (value: Date | undefined): value is Date => value !== undefined && !Number.isNaN(value.getTime())

export async function verifySignIn({
  db,
  signatures,
  message,
  signature,
  now,
}: VerifySignInParameters): Promise<VerifiedSignIn> {
  const parsed = parseSiweMessage(message)
  const { address, domain, uri, nonce, chainId, version } = parsed
  if (!domain || !address || !uri || !nonce || chainId === undefined || !version) {
    throw sessionError(
      'MESSAGE_INVALID',
      'The message is not an EIP-4361 sign-in message (it needs a domain, an address, URI, Version, Chain ID, Nonce and Issued At)',
    )
  }
  if (version !== '1') throw sessionError('MESSAGE_INVALID', `The message's Version must be 1, got ${shown(version)}`)
  if (!isAddress(address, { strict: false }))
    throw sessionError('MESSAGE_INVALID', `The message's address ${shown(address)} is not an address`)
  for (const [name, value] of [
    ['Issued At', parsed.issuedAt],
    ['Expiration Time', parsed.expirationTime],
    ['Not Before', parsed.notBefore],
  ] as const) {
    if (value !== undefined && !isValidDate(value))
      throw sessionError('MESSAGE_INVALID', `The message's ${name} is not an RFC 3339 date-time`)
  }

  const binding = await findUsableNonce(db, nonce, now)
  const site = new URL(binding.origin)
  if (domain !== site.host) {
    throw sessionError(
      'DOMAIN_MISMATCH',
      `The message is for ${shown(domain)}, but the sign-in was started on ${binding.origin}`,
    )
  }
  if (parsed.scheme !== undefined && `${parsed.scheme}:` !== site.protocol) {
    throw sessionError('URI_MISMATCH', `The message's scheme ${shown(parsed.scheme)} is not that of ${binding.origin}`)
  }
  if (originOf(uri) !== binding.origin) {
    throw sessionError('URI_MISMATCH', `The message's URI ${shown(uri)} is not on ${binding.origin}`)
  }

  const caipNetworkId = `eip155:${chainId}`
  if (!signatures.serves(caipNetworkId))
    throw sessionError('CHAIN_NOT_SUPPORTED', `Chain ID ${chainId} is not a chain this service supports`)

  if (parsed.issuedAt && parsed.issuedAt.getTime() > now.getTime() + ISSUED_AT_SKEW_MS) {
    throw sessionError(
      'MESSAGE_NOT_YET_VALID',
      `The message is issued at ${parsed.issuedAt.toISOString()}, which is still ahead (server time ${now.toISOString()})`,
    )
  }
  if (parsed.expirationTime && parsed.expirationTime.getTime() <= now.getTime()) {
    throw sessionError('MESSAGE_EXPIRED', `The message expired at ${parsed.expirationTime.toISOString()}`)
  }
  if (parsed.notBefore && parsed.notBefore.getTime() > now.getTime()) {
    throw sessionError('MESSAGE_NOT_YET_VALID', `The message is not valid before ${parsed.notBefore.toISOString()}`)
  }

  const valid = await signatures.verifySiwe(caipNetworkId, { message, signature, domain, nonce, time: now })
  if (!valid)
    throw sessionError('SIGNATURE_INVALID', `The signature is not ${address}'s over this message on ${caipNetworkId}`)

  return {
    binding,
    account: `${caipNetworkId}:${getAddress(address)}`,
    nonce,
    expiresAt: parsed.expirationTime,
    data: messageData(message),
  }
}

/** The fields of a sign-in message (already verified, so every required one is there), as a session's `data`. */
export function messageData(message: string): SignInMessageData {
  const parsed = parseSiweMessage(message)
  return {
    accountAddress: parsed.address ?? '',
    chainId: `eip155:${parsed.chainId}`,
    domain: parsed.domain ?? '',
    uri: parsed.uri ?? '',
    version: parsed.version ?? '',
    nonce: parsed.nonce ?? '',
    ...(parsed.statement !== undefined ? { statement: parsed.statement } : {}),
    ...(parsed.resources !== undefined ? { resources: parsed.resources } : {}),
    ...(parsed.requestId !== undefined ? { requestId: parsed.requestId } : {}),
    ...(parsed.issuedAt ? { issuedAt: parsed.issuedAt.toISOString() } : {}),
    ...(parsed.expirationTime ? { expirationTime: parsed.expirationTime.toISOString() } : {}),
    ...(parsed.notBefore ? { notBefore: parsed.notBefore.toISOString() } : {}),
  }
}

function originOf(uri: string): string | undefined {
  try {
    return new URL(uri).origin
  } catch {
    return undefined
  }
}
