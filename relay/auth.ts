/**
 * The relay-auth JWT a WalletConnect client puts in the `auth` query parameter of the relay's
 * WebSocket URL, checked the way `@walletconnect/relay-auth` builds it:
 *
 *   header   {"alg":"EdDSA","typ":"JWT"}
 *   payload  {"iss":"did:key:z6Mk…","sub":<random id>,"aud":<the client's relayUrl>,"iat":<s>,"exp":<s>}
 *   token    base64url(header) "." base64url(payload) "." base64url(Ed25519 signature)
 *
 * The signature covers the UTF-8 bytes of the first two segments as sent, and is made with the
 * Ed25519 key whose public half the issuer names: `did:key:z` + base58btc(0xed 0x01 ‖ 32-byte
 * key). The issuer is the client id the relay knows the client by, and the one the clients
 * derive their subscription ids from.
 *
 * `acceptedAudiences` turns the relay's public URL(s) into the `aud` values it accepts.
 * `signRelayJwt` builds the same token with node:crypto, for tests and benchmarks that speak to
 * the relay without the WalletConnect SDK.
 */
import { createPublicKey, generateKeyPairSync, randomBytes, sign, verify, type KeyObject } from 'node:crypto'

/** Why a JWT was refused; stable, for logs and tests. */
export type RelayAuthErrorCode = 'missing' | 'malformed' | 'algorithm' | 'issuer' | 'signature' | 'audience' | 'expired'

export type VerifyRelayJwtReturnType =
  | { ok: true; clientId: string; expiresAt: number }
  | { ok: false; code: RelayAuthErrorCode; message: string }

export interface VerifyRelayJwtParameters {
  /** The `auth` query parameter, or null when there was none. */
  jwt: string | null
  /** The `aud` values accepted: the relay's own public URL, spelled as the clients send it. */
  audiences: ReadonlySet<string>
  /** The relay's clock, in milliseconds since the epoch. */
  nowMs: number
}

/** Far more than the ~400 characters the clients send; bounds the work done for a stranger. */
const MAX_JWT_CHARS = 4096
const BASE64URL = /^[A-Za-z0-9_-]+$/
const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
/** Multicodec prefix of an Ed25519 public key (varint 0xed). */
const ED25519_MULTICODEC = Buffer.from([0xed, 0x01])
const ED25519_KEY_BYTES = 32
const ED25519_SIGNATURE_BYTES = 64
const DID_KEY_PREFIX = 'did:key:z'

/** Checks a relay-auth JWT: EdDSA header, Ed25519 `did:key` issuer, signature, audience, expiry. */
export function verifyRelayJwt({ jwt, audiences, nowMs }: VerifyRelayJwtParameters): VerifyRelayJwtReturnType {
  if (!jwt) return refuse('missing', 'no auth JWT on the connection URL')
  if (jwt.length > MAX_JWT_CHARS)
    return refuse('malformed', `auth JWT is ${jwt.length} characters, the limit is ${MAX_JWT_CHARS}`)
  const parts = jwt.split('.')
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) {
    return refuse('malformed', 'auth JWT must be three base64url segments joined by "."')
  }
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string]
  const header = decodeJsonSegment(headerPart)
  const claims = decodeJsonSegment(payloadPart)
  if (!header || !claims) return refuse('malformed', 'auth JWT header or payload is not a JSON object')
  if (header.alg !== 'EdDSA' || header.typ !== 'JWT') {
    return refuse(
      'algorithm',
      `auth JWT must be {"alg":"EdDSA","typ":"JWT"}, got alg ${JSON.stringify(header.alg)} typ ${JSON.stringify(header.typ)}`,
    )
  }
  const publicKey = typeof claims.iss === 'string' ? ed25519KeyFromDid(claims.iss) : undefined
  if (!publicKey) return refuse('issuer', `auth JWT issuer must be an Ed25519 did:key, got ${describe(claims.iss)}`)
  const signature = Buffer.from(signaturePart, 'base64url')
  if (
    signature.length !== ED25519_SIGNATURE_BYTES ||
    !verifySignature(publicKey, `${headerPart}.${payloadPart}`, signature)
  ) {
    return refuse('signature', 'auth JWT signature does not verify against its issuer key')
  }
  if (typeof claims.aud !== 'string' || !audiences.has(claims.aud)) {
    return refuse(
      'audience',
      `auth JWT audience ${describe(claims.aud)} is not this relay (${[...audiences].join(', ')})`,
    )
  }
  if (typeof claims.exp !== 'number' || !Number.isFinite(claims.exp) || claims.exp * 1000 <= nowMs) {
    return refuse('expired', `auth JWT expiry ${describe(claims.exp)} is not after now (${Math.floor(nowMs / 1000)})`)
  }
  return { ok: true, clientId: claims.iss as string, expiresAt: claims.exp * 1000 }
}

/** The 32-byte Ed25519 public key a `did:key:z6Mk…` names, or undefined for anything else. */
export function ed25519KeyFromDid(did: string): Buffer | undefined {
  if (!did.startsWith(DID_KEY_PREFIX) || did.length > 100) return undefined
  const bytes = base58Decode(did.slice(DID_KEY_PREFIX.length))
  if (!bytes || bytes.length !== ED25519_MULTICODEC.length + ED25519_KEY_BYTES) return undefined
  if (!bytes.subarray(0, ED25519_MULTICODEC.length).equals(ED25519_MULTICODEC)) return undefined
  return bytes.subarray(ED25519_MULTICODEC.length)
}

/** `did:key:z6Mk…` for a 32-byte Ed25519 public key. */
export function didFromEd25519Key(publicKey: Uint8Array): string {
  if (publicKey.length !== ED25519_KEY_BYTES)
    throw new Error(`an Ed25519 public key has ${ED25519_KEY_BYTES} bytes, got ${publicKey.length}`)
  return DID_KEY_PREFIX + base58Encode(Buffer.concat([ED25519_MULTICODEC, publicKey]))
}

export interface RelayClientKey {
  privateKey: KeyObject
  /** The `did:key` of the public half: the client id the relay will know it by. */
  did: string
}

/** A fresh Ed25519 client key, as a WalletConnect client derives one from its seed. */
export function generateRelayClientKey(): RelayClientKey {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519')
  const x = publicKey.export({ format: 'jwk' }).x
  if (!x) throw new Error('node:crypto exported an Ed25519 public key without "x"')
  return { privateKey, did: didFromEd25519Key(Buffer.from(x, 'base64url')) }
}

export interface SignRelayJwtParameters {
  key: RelayClientKey
  /** The relay URL the client connects to, exactly as it will be compared. */
  aud: string
  /** Seconds; the clients use one day. */
  ttlSeconds?: number
  /** Seconds since the epoch; default now. */
  iat?: number
  sub?: string
  /** Overrides the header, to build tokens the relay must refuse. */
  header?: Record<string, unknown>
  /** Overrides the issuer, to build tokens the relay must refuse. */
  iss?: string
}

/** A relay-auth JWT built as `@walletconnect/relay-auth`'s `signJWT` builds it. */
export function signRelayJwt({
  key,
  aud,
  ttlSeconds = 86_400,
  iat = Math.floor(Date.now() / 1000),
  sub,
  header,
  iss,
}: SignRelayJwtParameters): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url')
  const claims = { iss: iss ?? key.did, sub: sub ?? randomBytes(32).toString('hex'), aud, iat, exp: iat + ttlSeconds }
  const data = `${encode(header ?? { alg: 'EdDSA', typ: 'JWT' })}.${encode(claims)}`
  return `${data}.${sign(null, Buffer.from(data, 'utf8'), key.privateKey).toString('base64url')}`
}

/**
 * The `aud` values a relay with these public URLs accepts: each as written, and as the WHATWG
 * URL parser spells it. Throws for a URL that is not ws: or wss:.
 */
export function acceptedAudiences(publicUrl: string | string[]): Set<string> {
  const urls = Array.isArray(publicUrl) ? publicUrl : [publicUrl]
  if (urls.length === 0) throw new Error('publicUrl must name at least one URL')
  const accepted = new Set<string>()
  for (const text of urls) {
    let parsed: URL
    try {
      parsed = new URL(text)
    } catch {
      throw new Error(`publicUrl must be a ws: or wss: URL, got ${JSON.stringify(text)}`)
    }
    if (parsed.protocol !== 'ws:' && parsed.protocol !== 'wss:')
      throw new Error(`publicUrl must be a ws: or wss: URL, got ${JSON.stringify(text)}`)
    accepted.add(text)
    accepted.add(parsed.href)
  }
  return accepted
}

function refuse(code: RelayAuthErrorCode, message: string): VerifyRelayJwtReturnType {
  return { ok: false, code, message }
}

function decodeJsonSegment(segment: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'))
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

function verifySignature(publicKey: Buffer, data: string, signature: Buffer): boolean {
  try {
    const key = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: publicKey.toString('base64url') },
      format: 'jwk',
    })
    return verify(null, Buffer.from(data, 'utf8'), key, signature)
  } catch {
    // A 32-byte string that is not a point on the curve.
    return false
  }
}

/** A claim as it may appear in an error message: short, and never the whole token. */
function describe(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value)
  return text.length > 80 ? `${text.slice(0, 80)}…` : text
}

function base58Decode(text: string): Buffer | undefined {
  if (text.length === 0) return undefined
  let value = 0n
  for (const char of text) {
    const digit = BASE58_ALPHABET.indexOf(char)
    if (digit < 0) return undefined
    value = value * 58n + BigInt(digit)
  }
  const bytes: number[] = []
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn))
    value >>= 8n
  }
  // Each leading '1' stands for a leading zero byte.
  for (const char of text) {
    if (char !== '1') break
    bytes.unshift(0)
  }
  return Buffer.from(bytes)
}

function base58Encode(bytes: Uint8Array): string {
  let value = 0n
  for (const byte of bytes) value = (value << 8n) | BigInt(byte)
  let text = ''
  while (value > 0n) {
    text = BASE58_ALPHABET[Number(value % 58n)] + text
    value /= 58n
  }
  for (const byte of bytes) {
    if (byte !== 0) break
    text = `1${text}`
  }
  return text
}
