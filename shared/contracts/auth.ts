/**
 * The auth API of the secure frame's origin, under `/auth/v1`: email sign-in (with approval of a browser
 * new to the account), the session, the wrapped wallet key, sign-out and the change of address.
 *
 * Served by server/auth. Called only by the secure frame (secure-frame/auth-api.ts), from its own
 * origin, with the HttpOnly session cookie; secure-frame/testing/fakes.ts answers it in memory
 * for unit tests. Each endpoint of {@link AuthEndpoints} gives its method, path, JSON request
 * body and success answer: the server parses bodies with these schemas, the frame and the fake
 * check answers with them. (The device-approval page the mailed link opens is HTML for a person,
 * not part of this contract.)
 *
 * Every failure answers an {@link AuthErrorBody} with its status: 400 a bad body (naming the
 * `field`) or a wrong code, 401 no session (except the session check itself), 403 a browser not approved for the account or a
 * request from another origin, 409 a conflict, 415 a body not declared JSON, 429 a cooldown or an
 * exhausted budget (with `retryAfterSeconds`). The frame turns the status into an
 * {@link AuthErrorCode}.
 */
import * as z from 'zod/mini'
import { INVALID_EMAIL_MESSAGE, isValidEmail } from '../email.js'
import { EVM_ADDRESS_PATTERN, ONE_TIME_CODE_PATTERN, ProjectId } from './vocabulary.js'

/** Standard base64 with its padding, as the server writes it. */
const BASE64_PATTERN = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/
/** The wrapped key is 60 bytes today; 4 KB leaves room for another scheme, not for abuse. */
export const MAX_ENCRYPTED_KEY_BYTES = 4096

/** The bytes a padded base64 string stands for. */
const base64Bytes = (value: string): number =>
  (value.length / 4) * 3 - (value.endsWith('==') ? 2 : value.endsWith('=') ? 1 : 0)

// Request fields. A bad one is refused with a sentence naming it.

/** Trimmed and checked, then lower-cased: addresses are stored and compared lower-case. */
const Email = z.string().check(z.trim(), z.refine(isValidEmail, { error: INVALID_EMAIL_MESSAGE }), z.toLowerCase())
/** Spaces a user may paste around or inside the code are dropped; anything else is not a code. */
const Otp = z.string().check(
  z.overwrite((value) => value.replace(/\s+/g, '')),
  z.regex(ONE_TIME_CODE_PATTERN, { error: 'otp must be the 6-digit code' }),
)
const Address = z
  .string()
  .check(z.regex(EVM_ADDRESS_PATTERN, { error: 'address must be 0x followed by 40 hex characters' }))
const EncryptedKey = z.string().check(
  z.regex(BASE64_PATTERN, { error: 'encryptedKey must be base64' }),
  z.minLength(1, { error: 'encryptedKey must not be empty' }),
  z.refine((value) => base64Bytes(value) <= MAX_ENCRYPTED_KEY_BYTES, {
    error: `encryptedKey must be at most ${MAX_ENCRYPTED_KEY_BYTES} bytes`,
  }),
)

// Request bodies.

export const EmailStartBody = z.object({ projectId: ProjectId, email: Email })
export type EmailStartBody = z.infer<typeof EmailStartBody>
export const DeviceWaitBody = z.object({ projectId: ProjectId, email: Email })
export type DeviceWaitBody = z.infer<typeof DeviceWaitBody>
export const OtpVerifyBody = z.object({ projectId: ProjectId, email: Email, otp: Otp })
export type OtpVerifyBody = z.infer<typeof OtpVerifyBody>
export const WalletBody = z.object({ address: Address, encryptedKey: EncryptedKey })
export type WalletBody = z.infer<typeof WalletBody>
export const EmailUpdateBody = z.object({ email: Email })
export type EmailUpdateBody = z.infer<typeof EmailUpdateBody>
export const EmailUpdateCodeBody = z.object({ otp: Otp })
export type EmailUpdateCodeBody = z.infer<typeof EmailUpdateCodeBody>
/** Sign-out carries nothing; the client sends `{}`. */
export const EmptyBody = z.object({})
export type EmptyBody = z.infer<typeof EmptyBody>

// Success answers.

const Base64 = z.string().check(z.minLength(1), z.regex(BASE64_PATTERN))

export const AuthUser = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(200)),
  /** The wallet's email; null for an account that signed in only through a social provider. */
  email: z.nullable(z.string().check(z.maxLength(254))),
  /** The wallet's address (checksummed), or null before the frame has created the wallet. */
  address: z.nullable(z.string().check(z.regex(EVM_ADDRESS_PATTERN))),
})
export type AuthUser = z.infer<typeof AuthUser>

/** The social login that opened a session, and the username the provider gave. */
export const SessionLogin = z.object({
  provider: z.string().check(z.minLength(1), z.maxLength(40)),
  userName: z.nullable(z.string().check(z.maxLength(200))),
})
export type SessionLogin = z.infer<typeof SessionLogin>

/** A signed-in user and the material to unwrap their key. */
export const AuthSession = z.object({
  user: AuthUser,
  /** The per-user secret the frame derives its key-wrapping key from. */
  keySecret: Base64,
  /** The wrapped wallet key, or null before the frame has created the wallet. */
  encryptedKey: z.nullable(Base64),
  /**
   * How the session was opened, in the session check's answer: the social provider (`farcaster` included) and the
   * username it gave, or null for an email login.
   */
  login: z.optional(z.nullable(SessionLogin)),
})
export type AuthSession = z.infer<typeof AuthSession>

/**
 * The session check's answer when the browser has no valid session: nobody is signed in. A normal outcome (every
 * new visitor's frame asks), so it is a success and not a 401.
 */
export const NoSession = z.object({ user: z.null() })
export type NoSession = z.infer<typeof NoSession>

/** What an email sign-in needs next: the mailed code, or this browser approved through the mailed link. */
export const ConnectAction = z.object({ action: z.enum(['VERIFY_OTP', 'VERIFY_DEVICE']) })
export type ConnectAction = z.infer<typeof ConnectAction>

export const SignedOut = z.object({ ok: z.literal(true) })
export type SignedOut = z.infer<typeof SignedOut>
export const EmailUpdateStarted = z.object({ action: z.literal('VERIFY_PRIMARY_OTP') })
export type EmailUpdateStarted = z.infer<typeof EmailUpdateStarted>
export const EmailUpdateConfirmed = z.object({ action: z.literal('VERIFY_SECONDARY_OTP') })
export type EmailUpdateConfirmed = z.infer<typeof EmailUpdateConfirmed>
export const EmailUpdated = z.object({ email: z.string().check(z.maxLength(254)) })
export type EmailUpdated = z.infer<typeof EmailUpdated>

// Failures.

/** The body of every failure: a short sentence, the field of a bad body, the wait of a 429. */
export const AuthErrorBody = z.object({
  error: z.string(),
  field: z.optional(z.string()),
  retryAfterSeconds: z.optional(z.number()),
})
export type AuthErrorBody = z.infer<typeof AuthErrorBody>

/**
 * Stable codes of auth failures, so the frame and the widget tell them apart without reading
 * text: one per kind of status, and two for a call that got no answer (`network_error`, `aborted`).
 */
export type AuthErrorCode =
  | 'invalid_input'
  | 'unauthenticated'
  | 'conflict'
  | 'rate_limited'
  | 'server_error'
  | 'network_error'
  | 'aborted'

/** The code of a failure answered with `status`. */
export function authErrorCode(status: number): AuthErrorCode {
  if (status === 400 || status === 422) return 'invalid_input'
  if (status === 401 || status === 403) return 'unauthenticated'
  if (status === 409) return 'conflict'
  if (status === 429) return 'rate_limited'
  return 'server_error'
}

// The endpoints.

export interface AuthEndpoint {
  method: 'GET' | 'POST' | 'PUT'
  path: `/auth/v1/${string}`
  /** The JSON body, or null when the request has none. */
  body: z.ZodMiniType | null
  /** The answer of a 2xx. */
  answer: z.ZodMiniType
}

export const AuthEndpoints = {
  /**
   * Starts an email sign-in: mails a code (`VERIFY_OTP`), or, for a known address from a browser
   * not approved for it, a link approving this browser (`VERIFY_DEVICE`). 400, 429.
   */
  startEmail: { method: 'POST', path: '/auth/v1/email/start', body: EmailStartBody, answer: ConnectAction },
  /**
   * Long poll (about 20 s) for the mailed approval link to be used: `VERIFY_OTP` once it was (a
   * code is mailed then), `VERIFY_DEVICE` when the time ran out (ask again). 400 when nothing from
   * this browser waits for approval or the approval expired, 429.
   */
  waitForDevice: { method: 'POST', path: '/auth/v1/device/wait', body: DeviceWaitBody, answer: ConnectAction },
  /** Checks the mailed code; sets the session cookie. 400 a wrong or spent code, 403 a browser not approved, 429. */
  verifyOtp: { method: 'POST', path: '/auth/v1/otp/verify', body: OtpVerifyBody, answer: AuthSession },
  /** The session of the cookie, or {@link NoSession} when there is none (or it expired or was revoked). */
  session: { method: 'GET', path: '/auth/v1/session', body: null, answer: z.union([AuthSession, NoSession]) },
  /**
   * Stores the wrapped key of the user's new wallet; answers the session with it. 400 a bad
   * address (a mixed-case one must carry its checksum) or key, 401, 409 when a wallet exists.
   */
  saveWallet: { method: 'PUT', path: '/auth/v1/wallet', body: WalletBody, answer: AuthSession },
  /** Revokes the session and clears its cookie; answers the same when there was none. */
  signOut: { method: 'POST', path: '/auth/v1/signout', body: EmptyBody, answer: SignedOut },
  /** Email change, step 1: mails a code to the current address. 400 the same address, 401, 409 taken, 429. */
  updateEmail: { method: 'POST', path: '/auth/v1/email/update', body: EmailUpdateBody, answer: EmailUpdateStarted },
  /** Step 2: the current address's code; mails a code to the new address. 400, 401, 429. */
  updateEmailPrimaryOtp: {
    method: 'POST',
    path: '/auth/v1/email/update/primary',
    body: EmailUpdateCodeBody,
    answer: EmailUpdateConfirmed,
  },
  /** Step 3: the new address's code; the address changes and other sessions are revoked. 400, 401, 409, 429. */
  updateEmailSecondaryOtp: {
    method: 'POST',
    path: '/auth/v1/email/update/secondary',
    body: EmailUpdateCodeBody,
    answer: EmailUpdated,
  },
} as const satisfies Record<string, AuthEndpoint>

export type AuthEndpointName = keyof typeof AuthEndpoints
