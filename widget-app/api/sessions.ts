/**
 * The widget's side of shared/contracts/sessions.ts: a nonce for the site, the signed message
 * turned into a session, a stored session read again (with a fresh token), and revoking one with
 * its secret. Each answer is checked against the contract's schema; a refusal becomes an
 * ApiError carrying the server's message and code. Imported only by the sign-in chunk.
 */
import * as z from 'zod/mini'
import {
  NonceAnswer,
  type NonceRequest,
  RevokeAnswer,
  SessionAnswer,
  SignInAnswer,
  type SignInRequest,
} from '../../shared/contracts/sessions.js'
import { type ApiContext, ApiError, apiUrl } from './api-context.js'
import { API_ATTEMPT_TIMEOUT_MS } from './retry.js'

/** A refusal of the sessions API: the HTTP status, the server's message and its code (SESSION_ERRORS). */
export class SessionApiError extends ApiError {
  override name = 'SessionApiError'
  constructor(
    status: number,
    message: string,
    readonly code: string | undefined,
  ) {
    super(status, message)
  }
}

const RefusalBody = z.object({ error: z.string(), code: z.optional(z.string()) })

async function call<T extends z.ZodMiniType>(
  context: ApiContext,
  path: string,
  answer: T,
  body?: unknown,
): Promise<z.output<T>> {
  const init: RequestInit = { credentials: 'omit', signal: AbortSignal.timeout(API_ATTEMPT_TIMEOUT_MS) }
  if (body !== undefined)
    Object.assign(init, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  let response: Response
  try {
    response = await (context.fetch ?? fetch)(apiUrl(context, path), init)
  } catch {
    throw new SessionApiError(0, `${path} could not be reached`, undefined)
  }
  const json: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    const refusal = z.safeParse(RefusalBody, json)
    const message = refusal.success ? refusal.data.error : `${path} answered ${response.status}`
    throw new SessionApiError(response.status, message, refusal.success ? refusal.data.code : undefined)
  }
  const parsed = z.safeParse(answer, json)
  if (!parsed.success) throw new SessionApiError(502, `${path} answered something unexpected`, undefined)
  return parsed.data
}

/** POST /v1/sessions/nonce: a nonce bound to the site's origin (the one of the loader's handshake). */
export function requestNonce(context: ApiContext, request: NonceRequest): Promise<NonceAnswer> {
  return call(context, '/v1/sessions/nonce', NonceAnswer, request)
}

/** POST /v1/sessions: the message the wallet signed, verified; the session and its revoke secret. */
export function createSession(context: ApiContext, request: SignInRequest): Promise<SignInAnswer> {
  return call(context, '/v1/sessions', SignInAnswer, request)
}

/** GET /v1/sessions/{id}: the session if it is still live, with a fresh token. */
export function readSession(context: ApiContext, id: string): Promise<SessionAnswer> {
  return call(context, `/v1/sessions/${encodeURIComponent(id)}`, SessionAnswer)
}

/** POST /v1/sessions/{id}/revoke with the session's revoke secret (no wallet needed). */
export async function revokeSession(context: ApiContext, id: string, secret: string): Promise<void> {
  await call(context, `/v1/sessions/${encodeURIComponent(id)}/revoke`, RevokeAnswer, { pci: id, secret })
}

/** The session no longer exists on the server (unknown, expired or revoked): forget it. */
export function isSessionGone(error: unknown): boolean {
  return error instanceof SessionApiError && error.status === 404
}
