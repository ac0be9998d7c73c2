/**
 * Client of the embedded-wallet auth API, served on this frame's own origin. The session is an
 * HttpOnly cookie the frame's script never sees; every call is same-origin with credentials.
 * Every response is validated before use (DESIGN "Security invariants" 3).
 */
import * as z from 'zod/mini'
import { WidgetError } from '../shared/errors.js'

const base64 = z.string().check(z.regex(/^[A-Za-z0-9+/]+={0,2}$/))

export const AuthUserSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(200)),
  email: z.string().check(z.maxLength(254)),
  address: z.nullable(z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))),
})
/** What `otp/verify` and `session` answer: the user and the material to unwrap its key. */
export const AuthSessionSchema = z.object({ user: AuthUserSchema, keySecret: base64, encryptedKey: z.nullable(base64) })
export type AuthSession = z.infer<typeof AuthSessionSchema>

const ConnectActionSchema = z.object({ action: z.enum(['VERIFY_OTP', 'VERIFY_DEVICE']) })
const ErrorBodySchema = z.object({ error: z.string() })

/** Stable codes of auth failures, so the widget can tell them apart without parsing text. */
export type AuthErrorCode =
  | 'invalid_input'
  | 'unauthenticated'
  | 'conflict'
  | 'rate_limited'
  | 'server_error'
  | 'network_error'
  | 'aborted'

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

export type AuthApi = ReturnType<typeof createAuthApi>

export function createAuthApi({ projectId, fetch }: AuthApiOptions) {
  async function call<T>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body: unknown,
    schema: z.ZodMiniType<T> | null,
    signal?: AbortSignal,
  ): Promise<T> {
    let response: Response
    try {
      response = await fetch(path, {
        method,
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
      const parsed = z.safeParse(ErrorBodySchema, json)
      const message = parsed.success ? parsed.data.error : `The wallet server answered ${response.status}`
      throw new AuthApiError(message, codeForStatus(response.status), response.status)
    }
    if (!schema) return undefined as T
    const parsed = z.safeParse(schema, json)
    if (!parsed.success)
      throw new AuthApiError(`The wallet server sent an unexpected answer to ${path}`, 'server_error', response.status)
    return parsed.data
  }

  return {
    /** Mails a code, or asks for this browser to be approved first. */
    startEmail: (email: string, signal?: AbortSignal) =>
      call('POST', '/auth/v1/email/start', { projectId, email }, ConnectActionSchema, signal),
    /** Long-polls (~20 s) for the mailed device-approval link to be opened. */
    waitForDevice: (email: string, signal?: AbortSignal) =>
      call('POST', '/auth/v1/device/wait', { projectId, email }, ConnectActionSchema, signal),
    /** Checks the code; sets the session cookie. */
    verifyOtp: (email: string, otp: string, signal?: AbortSignal) =>
      call('POST', '/auth/v1/otp/verify', { projectId, email, otp }, AuthSessionSchema, signal),
    /** The session of the cookie, or null when there is none (401). */
    async session(signal?: AbortSignal): Promise<AuthSession | null> {
      try {
        return await call('GET', '/auth/v1/session', undefined, AuthSessionSchema, signal)
      } catch (error) {
        if (error instanceof AuthApiError && error.status === 401) return null
        throw error
      }
    },
    /** Stores the wrapped key of a new wallet; 409 when the user already has one. */
    saveWallet: (address: string, encryptedKey: string, signal?: AbortSignal) =>
      call('PUT', '/auth/v1/wallet', { address, encryptedKey }, null, signal),
    signOut: (signal?: AbortSignal) => call('POST', '/auth/v1/signout', {}, null, signal),
    updateEmail: (email: string, signal?: AbortSignal) =>
      call('POST', '/auth/v1/email/update', { email }, z.object({ action: z.literal('VERIFY_PRIMARY_OTP') }), signal),
    updateEmailPrimaryOtp: (otp: string, signal?: AbortSignal) =>
      call(
        'POST',
        '/auth/v1/email/update/primary',
        { otp },
        z.object({ action: z.literal('VERIFY_SECONDARY_OTP') }),
        signal,
      ),
    updateEmailSecondaryOtp: (otp: string, signal?: AbortSignal) =>
      call(
        'POST',
        '/auth/v1/email/update/secondary',
        { otp },
        z.object({ email: z.string().check(z.maxLength(254)) }),
        signal,
      ),
  }
}

function codeForStatus(status: number): AuthErrorCode {
  if (status === 400 || status === 422) return 'invalid_input'
  if (status === 401 || status === 403) return 'unauthenticated'
  if (status === 409) return 'conflict'
  if (status === 429) return 'rate_limited'
  return 'server_error'
}
