/**
 * The auth API of the secure frame's origin (shared/contracts/auth.ts), in memory, for unit tests of the
 * frame and the widget. It reads each body with the contract's schema, answering a bad one 400
 * naming the field as the server does, and checks each of its own answers against the contract,
 * so it cannot drift from what the server promises. One "browser", so one session cookie.
 */
import * as z from 'zod/mini'
import {
  type AuthEndpointName,
  AuthEndpoints,
  type AuthErrorBody,
  type AuthSession,
  type SessionLogin,
} from '../../shared/contracts/auth.js'
import { describeInputIssue } from '../../shared/contracts/input-issue.js'
import type { FetchLike } from '../auth-api.js'
import { bytesToBase64 } from '../key-crypto.js'

export const GOOD_OTP = '123456'

export interface FakeUser {
  id: string
  email: string
  address: string | null
  keySecret: string
  encryptedKey: string | null
}

export interface RecordedCall {
  method: string
  path: string
  body: unknown
  credentials: RequestCredentials | undefined
}

type Endpoints = typeof AuthEndpoints
/** The body of endpoint `K` as the server reads it. */
type BodyOf<K extends AuthEndpointName> = Endpoints[K]['body'] extends infer B extends z.ZodMiniType
  ? z.output<B>
  : undefined
type AnswerOf<K extends AuthEndpointName> = z.output<Endpoints[K]['answer']>
type Handlers = { [K in AuthEndpointName]: (body: BodyOf<K>, init: RequestInit) => Response | Promise<Response> }

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const fail = (status: number, body: AuthErrorBody) => json(status, body)
/** A 2xx of endpoint `name`, checked against the contract first. */
const answer = <K extends AuthEndpointName>(name: K, body: AnswerOf<K>) =>
  json(200, z.parse(AuthEndpoints[name].answer, body))

export function createFakeAuthServer() {
  const users = new Map<string, FakeUser>()
  const calls: RecordedCall[] = []
  const state = {
    session: null as string | null,
    rateLimitedFor: 0,
    devicePending: false,
    pendingNewEmail: null as string | null,
    /** How the session was opened, as the session check answers it (null: by email). */
    login: null as SessionLogin | null,
  }
  const current = () => (state.session ? users.get(state.session) : undefined)
  const sessionBody = (user: FakeUser): AuthSession => ({
    user: { id: user.id, email: user.email, address: user.address },
    keySecret: user.keySecret,
    encryptedKey: user.encryptedKey,
  })
  const notSignedIn = () => fail(401, { error: 'Not signed in' })
  const wrongCode = () => fail(400, { error: 'Invalid or expired code' })

  const handlers: Handlers = {
    startEmail() {
      if (state.rateLimitedFor > 0)
        return fail(429, {
          error: `Please try again after ${state.rateLimitedFor} seconds`,
          retryAfterSeconds: state.rateLimitedFor,
        })
      return answer('startEmail', { action: state.devicePending ? 'VERIFY_DEVICE' : 'VERIFY_OTP' })
    },
    // Long poll: answers only when the test approves, or fails when the request is aborted.
    waitForDevice: (_body, { signal }) =>
      new Promise<Response>((resolve, reject) => {
        signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')), {
          once: true,
        })
        const poll = setInterval(() => {
          if (!state.devicePending) {
            clearInterval(poll)
            resolve(answer('waitForDevice', { action: 'VERIFY_OTP' }))
          }
        }, 5)
        signal?.addEventListener('abort', () => clearInterval(poll), { once: true })
      }),
    verifyOtp({ email, otp }) {
      if (otp !== GOOD_OTP) return wrongCode()
      let user = users.get(email)
      if (!user) {
        user = {
          id: `user-${users.size + 1}`,
          email,
          address: null,
          keySecret: bytesToBase64(crypto.getRandomValues(new Uint8Array(32))),
          encryptedKey: null,
        }
        users.set(email, user)
      }
      state.session = email
      return answer('verifyOtp', sessionBody(user))
    },
    session() {
      const user = current()
      return answer('session', user ? { ...sessionBody(user), login: state.login } : { user: null })
    },
    saveWallet({ address, encryptedKey }) {
      const user = current()
      if (!user) return notSignedIn()
      if (user.address) return fail(409, { error: 'The user already has a wallet' })
      user.address = address
      user.encryptedKey = encryptedKey
      return answer('saveWallet', sessionBody(user))
    },
    signOut() {
      state.session = null
      return answer('signOut', { ok: true })
    },
    updateEmail({ email }) {
      if (!current()) return notSignedIn()
      state.pendingNewEmail = email
      return answer('updateEmail', { action: 'VERIFY_PRIMARY_OTP' })
    },
    updateEmailPrimaryOtp: ({ otp }) =>
      otp === GOOD_OTP ? answer('updateEmailPrimaryOtp', { action: 'VERIFY_SECONDARY_OTP' }) : wrongCode(),
    updateEmailSecondaryOtp({ otp }) {
      const user = current()
      if (!user || !state.pendingNewEmail || otp !== GOOD_OTP) return wrongCode()
      users.delete(user.email)
      user.email = state.pendingNewEmail
      users.set(user.email, user)
      state.session = user.email
      return answer('updateEmailSecondaryOtp', { email: user.email })
    },
  }

  const fetch: FetchLike = async (path, init) => {
    const raw: unknown = init.body ? JSON.parse(String(init.body)) : {}
    calls.push({ method: init.method ?? 'GET', path, body: raw, credentials: init.credentials })
    const name = (Object.keys(AuthEndpoints) as AuthEndpointName[]).find(
      (key) => AuthEndpoints[key].method === init.method && AuthEndpoints[key].path === path,
    )
    // The smart-account API of the same origin: a project without smart-account-enabled networks.
    if (init.method === 'GET' && path.startsWith('/v1/smart-accounts/networks?'))
      return new Response(JSON.stringify({ smartAccountEnabledNetworks: [], networks: [] }), {
        headers: { 'content-type': 'application/json' },
      })
    if (!name) return fail(404, { error: `no route ${init.method} ${path}` })
    const schema = AuthEndpoints[name].body
    const parsed = schema ? z.safeParse(schema, raw) : undefined
    if (parsed && !parsed.success) {
      const { message, field } = describeInputIssue(raw, parsed.error.issues)
      return fail(400, field ? { error: message, field } : { error: message })
    }
    const handle = handlers[name] as (body: unknown, init: RequestInit) => Response | Promise<Response>
    return handle(parsed?.data, init)
  }

  return { fetch, users, calls, state }
}
