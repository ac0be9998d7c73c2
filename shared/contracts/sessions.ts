/**
 * Sign-in with the wallet (EIP-4361, the Ethereum profile of CAIP-122), served by server/sessions
 * and called by the widget iframe:
 *
 *   POST /v1/sessions/nonce        NonceRequest  → NonceAnswer     a nonce bound to the site's origin
 *   POST /v1/sessions              SignInRequest → SignInAnswer    the signed message verified; a session
 *   GET  /v1/sessions/{id}                       → SessionAnswer   the session, with a fresh token
 *   POST /v1/sessions/{id}/revoke  RevokeRequest → RevokeAnswer
 *   GET  /.well-known/jwks.json                  → the public keys the tokens are signed with
 *
 * Whose site a sign-in is for. The message a wallet signs names a site (`domain`, `uri`); what
 * makes that name true is the nonce. The widget learns the site's origin from the loader's
 * handshake (`MessageEvent.origin`, set by the browser; the page cannot forge it) and asks for a
 * nonce for that origin. The server hands nonces only to the deployment's widget origins (the
 * request's `Origin` header, which a browser sets and a page cannot change, checked against the
 * widget origins as the CORS policy is), and only for an origin the project allows (its allowed
 * origins, as everywhere else). Verification then compares the message's domain and uri with the
 * origin the nonce is bound to, never with a field of the request. A page on another site gets
 * nonces bound to its own origin, so a message it obtains cannot pass for another site's sign-in,
 * and the token (its `aud` is that origin) is refused by any other site's backend. A caller
 * outside a browser can forge `Origin`, but then it is no page acting for a visitor: it gets a
 * nonce and nothing more, since the signature must still come from the account's wallet over a
 * message naming the site.
 *
 * Revoking. The right to revoke a session is control of the account that signed in: the request
 * carries the session id as `pci` and a signature by that account (EIP-191 `personal_sign`, or
 * ERC-1271/ERC-6492 for a smart account) over `revokeMessage(id, domain)`. The sign-in answer
 * also carries a `revokeSecret`, given once (the server keeps only its SHA-256): the widget keeps
 * it with the session and sends `{ pci, secret }` to end the session when the wallet is already
 * gone (sign-out on disconnect). A replayed revocation only revokes the same session again.
 *
 * Every refusal is a 4xx `{ error, code }` whose message names what was wrong (SESSION_ERRORS).
 */
import * as z from 'zod/mini'
import { ProjectId } from './vocabulary.js'

/** The error codes of refusals, each with its HTTP status. */
export const SESSION_ERRORS = {
  /** The request's Origin is not one of the deployment's widget origins. */
  WIDGET_ORIGIN_REQUIRED: 403,
  /** The site's origin is not among the project's allowed origins. */
  ORIGIN_NOT_ALLOWED: 403,
  /** The text is not an EIP-4361 message. */
  MESSAGE_INVALID: 400,
  /** The message's nonce was never issued. */
  NONCE_UNKNOWN: 400,
  /** The nonce was already used for a sign-in (a replay). */
  NONCE_USED: 409,
  /** The nonce is older than its 10 minutes. */
  NONCE_EXPIRED: 400,
  /** The message's domain is not the host of the site the nonce was issued to. */
  DOMAIN_MISMATCH: 400,
  /** The message's uri (or scheme) is not on the site the nonce was issued to. */
  URI_MISMATCH: 400,
  /** The chain is not one this deployment serves. */
  CHAIN_NOT_SUPPORTED: 400,
  /** expirationTime has passed. */
  MESSAGE_EXPIRED: 400,
  /** notBefore (or issuedAt) is still ahead. */
  MESSAGE_NOT_YET_VALID: 400,
  /** The signature is not the account's over this message. */
  SIGNATURE_INVALID: 401,
  /** No session has that id. */
  SESSION_NOT_FOUND: 404,
  /** The session has passed its expiry. */
  SESSION_EXPIRED: 404,
  /** The session was revoked. */
  SESSION_REVOKED: 404,
  /** The secret is not the session's revokeSecret. */
  REVOKE_SECRET_INVALID: 401,
  /** `pci` is not the id of the session in the path. */
  REVOKE_MISMATCH: 400,
} as const
export type SessionErrorCode = keyof typeof SESSION_ERRORS

/** A nonce lives this long after it is issued; it is used once. */
export const NONCE_TTL_MS = 10 * 60_000

/** 32 random bytes, base64url: the session's id, which also reads the session and renews its token. */
export const SessionId = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, { error: 'id must be a session id' }))
export type SessionId = z.infer<typeof SessionId>

/** `scheme://host[:port]`, nothing after it. */
const SiteOrigin = z
  .string()
  .check(
    z.maxLength(300),
    z.regex(/^https?:\/\/[^/?#\s]+$/, { error: 'origin must be an origin like https://example.com' }),
  )

/** The widget asks for a nonce for the site it is embedded in (`MessageEvent.origin` of the loader's handshake). */
export const NonceRequest = z.object({ projectId: ProjectId, origin: SiteOrigin })
export type NonceRequest = z.infer<typeof NonceRequest>

/** The nonce to put in the message (EIP-4361: 8 or more letters and digits), and when it stops being accepted. */
export const NonceAnswer = z.object({ nonce: z.string(), expiresAt: z.string() })
export type NonceAnswer = z.infer<typeof NonceAnswer>

/** The message as the wallet signed it, and its signature (hex). */
export const SignInRequest = z.object({
  message: z.string().check(z.minLength(1), z.maxLength(8_000)),
  signature: z.string().check(z.regex(/^0x[0-9a-fA-F]{2,8000}$/, { error: 'signature must be 0x-prefixed hex' })),
})
export type SignInRequest = z.infer<typeof SignInRequest>

/** The message's fields, as the session's `data` (§3 sign-in message; chainId as CAIP-2). */
export const SignInMessageData = z.object({
  accountAddress: z.string(),
  chainId: z.string(),
  domain: z.string(),
  uri: z.string(),
  version: z.string(),
  nonce: z.string(),
  statement: z.optional(z.string()),
  resources: z.optional(z.array(z.string())),
  requestId: z.optional(z.string()),
  issuedAt: z.optional(z.string()),
  expirationTime: z.optional(z.string()),
  notBefore: z.optional(z.string()),
})
export type SignInMessageData = z.infer<typeof SignInMessageData>

/**
 * A session as §3 describes it (data, message, signature, optional cacao), with its id, expiry
 * and a short-lived token (ES256 JWT: sub = CAIP-10 account, aud = site origin, iss = API
 * origin, sid) that the site's backend verifies against the JWKS without calling the API.
 */
export const SessionAnswer = z.object({
  id: SessionId,
  data: SignInMessageData,
  message: z.string(),
  signature: z.string(),
  cacao: z.optional(z.unknown()),
  /** CAIP-10, e.g. `eip155:1:0xabc…`. */
  account: z.string(),
  /** The site the session is for. */
  origin: z.string(),
  expiresAt: z.string(),
  token: z.string(),
  tokenExpiresAt: z.string(),
})
export type SessionAnswer = z.infer<typeof SessionAnswer>

/** 32 random bytes, base64url: revokes the session without the wallet; answered once, at sign-in. */
export const RevokeSecret = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{43}$/, { error: 'secret must be the revokeSecret of the sign-in answer' }))
export type RevokeSecret = z.infer<typeof RevokeSecret>

/** A verified sign-in answers the new session and, this once, the secret that revokes it. */
export const SignInAnswer = z.extend(SessionAnswer, { revokeSecret: RevokeSecret })
export type SignInAnswer = z.infer<typeof SignInAnswer>

/** Revoked by the account's signature, or by the session's revokeSecret (the wallet is not needed). */
export const RevokeRequest = z.union([
  z.object({
    /** The id of the session revoked (the same as in the path). */
    pci: SessionId,
    /** The session account's signature over `revokeMessage(id, domain)`. */
    signature: SignInRequest.shape.signature,
  }),
  z.object({
    pci: SessionId,
    /** The `revokeSecret` of the sign-in answer. */
    secret: RevokeSecret,
  }),
])
export type RevokeRequest = z.infer<typeof RevokeRequest>

export const RevokeAnswer = z.object({ success: z.literal(true) })
export type RevokeAnswer = z.infer<typeof RevokeAnswer>

/** The text an account signs to revoke its session; `domain` is the message's domain (the site's host). */
export function revokeMessage(id: string, domain: string): string {
  return `Sign out of ${domain}\n\nRevoke session ${id}`
}

/** Where the token's public keys are published, on the API origin. */
export const JWKS_PATH = '/.well-known/jwks.json'
