/**
 * The social login API of the secure frame's origin, under `/auth/v1/social`: OAuth 2.0 with PKCE
 * (and OpenID Connect's nonce where the provider speaks it) for the redirect providers.
 *
 * Served by server/social; called only by the secure frame, from its own origin, with its
 * HttpOnly cookies. The flow, as the frame drives it:
 *
 * 1. On the user's click the frame opens the popup (600×800), then `start` answers the provider's
 *    authorization URL (with `state`, the PKCE `code_challenge`, and `nonce` for OpenID Connect)
 *    and sets the `__Host-ww_social` cookie binding the flow to this browser. The frame keeps
 *    `state` and points the popup at `uri`.
 * 2. The provider sends the popup to the server's callback, which exchanges the code and reads
 *    the identity, then to the result page. That page posts
 *    `{ ns: SOCIAL_RESULT_NAMESPACE, type: 'result', uri }` to `window.opener`, with the secure
 *    origin as target origin. The frame accepts it only from the secure origin and from the popup
 *    it opened, and only when the `state` inside `uri` is the one it kept.
 * 3. `connect` with that `uri` checks the cookie, signs in (the session cookie, as email login
 *    does) and answers the session. When the provider vouched for an email that already has an
 *    email wallet, `link` offers to open that wallet instead: `linkStart` mails a one-time code to
 *    that address and `linkVerify` checks it. Until then the social account has its own wallet.
 *
 * Every failure answers a {@link SocialErrorBody}: `error` is the user-facing text of the product
 * ('Connection rejected', 'Failed to connect', 'Failed to initiate social connection'), `code` says
 * which failure it was and `reason` says what was wrong.
 */
import * as z from 'zod/mini'
import { ONE_TIME_CODE_PATTERN } from './words.js'

/** The providers that sign in through an OAuth redirect (Farcaster has its own flow). */
export const REDIRECT_PROVIDERS = ['google', 'x', 'discord', 'github', 'apple', 'facebook'] as const
export type RedirectProvider = (typeof REDIRECT_PROVIDERS)[number]

/** The `ns` of the result page's message to the frame. */
export const SOCIAL_RESULT_NAMESPACE = 'wallet-widget/social-result'
/** The path of the result page; a `uri` handed to `connect` must be this path on the secure origin. */
export const SOCIAL_RESULT_PATH = '/auth/v1/social/result'
/** Where a provider sends the popup back: `<prefix><provider>`, by a redirect (GET) or Apple's form_post (POST). */
export const SOCIAL_CALLBACK_PREFIX = '/auth/v1/social/callback/'

/** What the result page posts to the frame that opened the popup. */
export const SocialResultMessage = z.object({
  ns: z.literal(SOCIAL_RESULT_NAMESPACE),
  type: z.literal('result'),
  uri: z.string().check(z.maxLength(2048)),
})
export type SocialResultMessage = z.infer<typeof SocialResultMessage>

/** Stable codes of the social flow's failures. */
export const SOCIAL_ERROR_CODES = [
  /** The provider is not one of the redirect providers, or this deployment has no settings for it. */
  'social_provider_unavailable',
  /** The user refused at the provider's consent page. */
  'social_denied',
  /** The result's `state` belongs to no flow, or to another browser's. */
  'social_state_mismatch',
  /** The flow is older than its lifetime. */
  'social_flow_expired',
  /** The callback or the result was already used once. */
  'social_replayed',
  /** The provider answered an error, or its answer could not be read. */
  'social_provider_error',
  /** The `uri` is not a result page of this server. */
  'social_bad_result',
  /** No link is on offer for this session. */
  'social_no_link',
] as const
export type SocialErrorCode = (typeof SOCIAL_ERROR_CODES)[number]

export const SocialErrorBody = z.object({
  error: z.string(),
  code: z.optional(z.enum(SOCIAL_ERROR_CODES)),
  reason: z.optional(z.string()),
  field: z.optional(z.string()),
  retryAfterSeconds: z.optional(z.number()),
})
export type SocialErrorBody = z.infer<typeof SocialErrorBody>

// Request bodies.

export const SocialStartBody = z.object({ provider: z.enum(REDIRECT_PROVIDERS) })
export type SocialStartBody = z.infer<typeof SocialStartBody>
export const SocialConnectBody = z.object({ uri: z.string().check(z.minLength(1), z.maxLength(2048)) })
export type SocialConnectBody = z.infer<typeof SocialConnectBody>
export const SocialLinkStartBody = z.object({})
export type SocialLinkStartBody = z.infer<typeof SocialLinkStartBody>
export const SocialLinkVerifyBody = z.object({
  otp: z.string().check(
    z.overwrite((value) => value.replace(/\s+/g, '')),
    z.regex(ONE_TIME_CODE_PATTERN, { error: 'otp must be the 6-digit code' }),
  ),
})
export type SocialLinkVerifyBody = z.infer<typeof SocialLinkVerifyBody>

// Answers.

export const SocialStarted = z.object({
  /** The provider's authorization URL: open it in the popup. */
  uri: z.string(),
  /** The flow's `state`; the result's must equal it. */
  state: z.string(),
})
export type SocialStarted = z.infer<typeof SocialStarted>

const Base64 = z.string().check(z.minLength(1))

/** The signed-in user of a social login: the §3 embedded-frame user's email and social username. */
export const SocialUser = z.object({
  id: z.string(),
  /** The wallet's own email: null for a social account not linked to an email wallet. */
  email: z.nullable(z.string()),
  address: z.nullable(z.string()),
  provider: z.enum(REDIRECT_PROVIDERS),
  /** The name the provider knows the user by, to show and store as the social username. */
  userName: z.nullable(z.string()),
})
export type SocialUser = z.infer<typeof SocialUser>

export const SocialSession = z.object({
  user: SocialUser,
  keySecret: Base64,
  encryptedKey: z.nullable(Base64),
  /** Present when the provider's verified email has an email wallet: `linkStart` offers to open it. */
  link: z.optional(z.object({ email: z.string() })),
})
export type SocialSession = z.infer<typeof SocialSession>

export const SocialLinkStarted = z.object({ action: z.literal('VERIFY_OTP'), email: z.string() })
export type SocialLinkStarted = z.infer<typeof SocialLinkStarted>

export const SocialEndpoints = {
  /** §7 "get social redirect URI (provider)": the authorization URL; sets `__Host-ww_social`. 400 social_provider_unavailable, 502. */
  start: { method: 'POST', path: '/auth/v1/social/start', body: SocialStartBody, answer: SocialStarted },
  /** §7 "connect social (uri)": signs in with the popup's result; sets `__Host-ww_session`. 400 a bad or expired result, 403 denied or another browser's, 409 used, 502 the provider failed. */
  connect: { method: 'POST', path: '/auth/v1/social/connect', body: SocialConnectBody, answer: SocialSession },
  /** Mails a one-time code to the email on offer in `link`. 401, 409 social_no_link, 429. */
  linkStart: {
    method: 'POST',
    path: '/auth/v1/social/link/start',
    body: SocialLinkStartBody,
    answer: SocialLinkStarted,
  },
  /** Checks the code; the social account now opens the email wallet, whose session it answers. 400, 401, 409, 429. */
  linkVerify: {
    method: 'POST',
    path: '/auth/v1/social/link/verify',
    body: SocialLinkVerifyBody,
    answer: SocialSession,
  },
} as const
