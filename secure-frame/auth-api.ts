/**
 * Client of the email wallet's auth API (shared/contracts/auth.ts), served on this frame's own
 * origin. The session is an HttpOnly cookie the frame's script never sees; every call is
 * same-origin with credentials. Every answer is checked against the contract before use.
 */
import * as z from 'zod/mini'
import {
  type AuthEndpoint,
  AuthEndpoints,
  AuthErrorBody,
  type AuthErrorCode,
  type AuthSession,
  authErrorCode,
} from '../shared/contracts/auth.js'
import { type RedirectProvider, SocialEndpoints } from '../shared/contracts/social.js'
import { FarcasterEndpoints } from '../shared/contracts/farcaster.js'
import { WidgetError } from '../shared/errors.js'

export type { AuthErrorCode, AuthSession }

export class AuthApiError extends WidgetError {
  override name = 'AuthApiError'
  declare readonly code: AuthErrorCode
  readonly status: number | undefined

  constructor(message: string, code: AuthErrorCode, status?: number, cause?: unknown) {
    super(message, { code, cause })
    this.status = status
  }
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>

export interface AuthApiOptions {
  projectId: string
  /** Same-origin fetch; injected so tests run without a server. */
  fetch: FetchLike
}

/** What a call of `E` sends, and what it answers. */
type Body<E extends AuthEndpoint> = E['body'] extends infer B extends z.ZodMiniType ? z.input<B> : undefined
type Answer<E extends AuthEndpoint> = z.output<E['answer']>

export type AuthApi = ReturnType<typeof createAuthApi>

export function createAuthApi({ projectId, fetch }: AuthApiOptions) {
  async function call<E extends AuthEndpoint>(endpoint: E, body: Body<E>, signal?: AbortSignal): Promise<Answer<E>> {
    let response: Response
    try {
      response = await fetch(endpoint.path, {
        method: endpoint.method,
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        ...(signal ? { signal } : {}),
      })
    } catch (cause) {
      if (signal?.aborted) throw new AuthApiError('Request was aborted', 'aborted', undefined, cause)
      throw new AuthApiError('The wallet server could not be reached', 'network_error', undefined, cause)
    }
    const json: unknown = await response.json().catch(() => undefined)
    if (!response.ok) {
      const parsed = z.safeParse(AuthErrorBody, json)
      const message = parsed.success ? parsed.data.error : `The wallet server answered ${response.status}`
      throw new AuthApiError(message, authErrorCode(response.status), response.status)
    }
    const parsed = z.safeParse(endpoint.answer, json)
    if (!parsed.success)
      throw new AuthApiError(
        `The wallet server sent an unexpected answer to ${endpoint.path}`,
        'server_error',
        response.status,
      )
    return parsed.data as Answer<E>
  }

  const api = AuthEndpoints
  return {
    /** Mails a code, or asks for this browser to be approved first. */
    startEmail: (email: string, signal?: AbortSignal) => call(api.startEmail, { projectId, email }, signal),
    /** Long-polls (~20 s) for the mailed device-approval link to be opened. */
    waitForDevice: (email: string, signal?: AbortSignal) => call(api.waitForDevice, { projectId, email }, signal),
    /** Checks the code; sets the session cookie. */
    verifyOtp: (email: string, otp: string, signal?: AbortSignal) =>
      call(api.verifyOtp, { projectId, email, otp }, signal),
    /** The session of the cookie, or null when nobody is signed in. */
    async session(signal?: AbortSignal): Promise<AuthSession | null> {
      const answer = await call(api.session, undefined, signal)
      return answer.user === null ? null : answer
    },
    /** Stores the wrapped key of a new wallet; 409 when the user already has one. */
    saveWallet: (address: string, encryptedKey: string, signal?: AbortSignal) =>
      call(api.saveWallet, { address, encryptedKey }, signal),
    signOut: (signal?: AbortSignal) => call(api.signOut, {}, signal),
    updateEmail: (email: string, signal?: AbortSignal) => call(api.updateEmail, { email }, signal),
    updateEmailPrimaryOtp: (otp: string, signal?: AbortSignal) => call(api.updateEmailPrimaryOtp, { otp }, signal),
    updateEmailSecondaryOtp: (otp: string, signal?: AbortSignal) => call(api.updateEmailSecondaryOtp, { otp }, signal),
    /** A social login's authorization URL and `state`; sets the flow cookie. */
    socialStart: (provider: RedirectProvider, signal?: AbortSignal) =>
      call(SocialEndpoints.start, { provider }, signal),
    /** Signs in with the popup's result page `uri`; answers the session and the social username. */
    socialConnect: (uri: string, signal?: AbortSignal) => call(SocialEndpoints.connect, { uri }, signal),
    /** A Farcaster relay channel's URL and the flow's id; sets the flow cookie. */
    farcasterStart: (signal?: AbortSignal) => call(FarcasterEndpoints.start, {}, signal),
    /** Pending until the phone answered, then the verified session and the Farcaster username. */
    farcasterConnect: (channel: string, signal?: AbortSignal) => call(FarcasterEndpoints.connect, { channel }, signal),
  }
}
