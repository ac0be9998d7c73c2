/**
 * Sign In With Farcaster on the secure frame's origin, under `/auth/v1/social/farcaster`.
 *
 * Served by server/social/farcaster; called only by the secure frame, from its own origin, with
 * its HttpOnly cookies. The flow:
 *
 * 1. `start` opens a channel on the Farcaster auth relay (the deployment's relay URL) with a
 *    nonce the server makes and keeps, sets the `__Host-ww_farcaster` cookie binding the flow to
 *    this browser, and answers the channel's `url` (shown as a QR code and a link: the phone app
 *    opens it) and the flow's `channel` id.
 * 2. `connect` with that `channel`, once a second: while the user has not answered, 202
 *    `{ state: 'pending' }`. Once the relay says the phone signed, the server verifies the Sign In
 *    With Farcaster message itself (its nonce, its domain, the signature, and that the signer is
 *    the fid's custody address in the ID registry, read through the deployment's RPC URL) and
 *    signs the browser in to the account of `farcaster` + fid (the session cookie, as the other
 *    logins): 200 with the session and the Farcaster username.
 *
 * Every failure answers a {@link FarcasterErrorBody}: `error` is the product's text ('Failed to
 * connect to farcaster', or 'Connection rejected' when the user denied), `code` which failure it
 * was and `reason` what was wrong.
 */
import * as z from 'zod/mini'

export const FARCASTER_PATH = '/auth/v1/social/farcaster'

/** Stable codes of the Farcaster flow's failures. */
export const FARCASTER_ERROR_CODES = [
  /** This deployment names no Farcaster relay. */
  'farcaster_unavailable',
  /** The relay could not be reached, or answered something that could not be read. */
  'farcaster_relay_error',
  /** The user denied the request on the phone. */
  'farcaster_denied',
  /** The channel or the flow is older than its lifetime (or the relay forgot it). */
  'farcaster_expired',
  /** The channel belongs to no flow of this browser. */
  'farcaster_flow_mismatch',
  /** The flow already signed a browser in. */
  'farcaster_replayed',
  /** The signed message does not verify: another nonce or domain, a bad signature, or a signer that is not the fid's custody. */
  'farcaster_bad_signature',
] as const
export type FarcasterErrorCode = (typeof FARCASTER_ERROR_CODES)[number]

export const FarcasterErrorBody = z.object({
  error: z.string(),
  code: z.optional(z.enum(FARCASTER_ERROR_CODES)),
  reason: z.optional(z.string()),
  retryAfterSeconds: z.optional(z.number()),
})
export type FarcasterErrorBody = z.infer<typeof FarcasterErrorBody>

export const FarcasterStartBody = z.object({})
export type FarcasterStartBody = z.infer<typeof FarcasterStartBody>

export const FarcasterStarted = z.object({
  /** The relay channel's URL: the phone app opens it (QR code or link). */
  url: z.string().check(z.maxLength(2048)),
  /** The flow's id, which `connect` names. */
  channel: z.string().check(z.minLength(16), z.maxLength(128)),
})
export type FarcasterStarted = z.infer<typeof FarcasterStarted>

export const FarcasterConnectBody = z.object({ channel: z.string().check(z.minLength(16), z.maxLength(128)) })
export type FarcasterConnectBody = z.infer<typeof FarcasterConnectBody>

const Base64 = z.string().check(z.minLength(1))

/** The signed-in user of a Farcaster login. */
export const FarcasterUser = z.object({
  id: z.string(),
  /** Null: a Farcaster account has no email of its own. */
  email: z.nullable(z.string()),
  address: z.nullable(z.string()),
  provider: z.literal('farcaster'),
  fid: z.number().check(z.int(), z.positive()),
  /** The Farcaster username, stored as the §3 social username. */
  userName: z.nullable(z.string()),
})
export type FarcasterUser = z.infer<typeof FarcasterUser>

export const FarcasterPending = z.object({ state: z.literal('pending') })
export type FarcasterPending = z.infer<typeof FarcasterPending>

export const FarcasterSession = z.object({
  state: z.literal('connected'),
  user: FarcasterUser,
  keySecret: Base64,
  encryptedKey: z.nullable(Base64),
})
export type FarcasterSession = z.infer<typeof FarcasterSession>

export const FarcasterConnectAnswer = z.discriminatedUnion('state', [FarcasterPending, FarcasterSession])
export type FarcasterConnectAnswer = z.infer<typeof FarcasterConnectAnswer>

export const FarcasterEndpoints = {
  /** §7 "get Farcaster URI": a new relay channel; sets `__Host-ww_farcaster`. 400 farcaster_unavailable, 429, 502. */
  start: { method: 'POST', path: `${FARCASTER_PATH}/start`, body: FarcasterStartBody, answer: FarcasterStarted },
  /** §7 "connect Farcaster": 202 pending, or 200 signed in (sets `__Host-ww_session`). 400 expired, 403 denied, another browser's or a bad signature, 409 used, 502 the relay failed. */
  connect: {
    method: 'POST',
    path: `${FARCASTER_PATH}/connect`,
    body: FarcasterConnectBody,
    answer: FarcasterConnectAnswer,
  },
} as const
