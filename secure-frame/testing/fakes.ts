/**
 * Stand-ins for the frame's outside world in unit tests: the auth API of the secure origin (the
 * contract the server implements), a chain node, the parent window and the approval view.
 */
import { encodeAbiParameters, keccak256, parseTransaction, recoverTransactionAddress, type Hex } from 'viem'
import type { ApprovalRequest, ApprovalView } from '../approval-queue.js'
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

/** The auth API contract, in memory; one "browser", so one session cookie. */
export function createFakeAuthServer() {
  const users = new Map<string, FakeUser>()
  const calls: RecordedCall[] = []
  const state = {
    session: null as string | null,
    rateLimitedFor: 0,
    devicePending: false,
    pendingNewEmail: null as string | null,
  }
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  const sessionBody = (user: FakeUser) => ({
    user: { id: user.id, email: user.email, address: user.address },
    keySecret: user.keySecret,
    encryptedKey: user.encryptedKey,
  })

  const fetch: FetchLike = async (path, init) => {
    const body: Record<string, unknown> = init.body ? JSON.parse(String(init.body)) : {}
    calls.push({ method: init.method ?? 'GET', path, body, credentials: init.credentials })
    const current = state.session ? users.get(state.session) : undefined
    switch (`${init.method} ${path}`) {
      case 'POST /auth/v1/email/start':
        if (typeof body.email !== 'string' || !body.email.includes('@'))
          return json(400, { error: 'Invalid email address' })
        if (state.rateLimitedFor > 0)
          return json(429, {
            error: `Please try again after ${state.rateLimitedFor} seconds`,
            retryAfterSeconds: state.rateLimitedFor,
          })
        return json(200, { action: state.devicePending ? 'VERIFY_DEVICE' : 'VERIFY_OTP' })
      case 'POST /auth/v1/device/wait':
        // Long poll: answers only when the test approves, or fails when the request is aborted.
        return new Promise<Response>((resolve, reject) => {
          const signal = init.signal
          signal?.addEventListener(
            'abort',
            () => reject(new DOMException('The operation was aborted.', 'AbortError')),
            { once: true },
          )
          const poll = setInterval(() => {
            if (!state.devicePending) {
              clearInterval(poll)
              resolve(json(200, { action: 'VERIFY_OTP' }))
            }
          }, 5)
          signal?.addEventListener('abort', () => clearInterval(poll), { once: true })
        })
      case 'POST /auth/v1/otp/verify': {
        if (body.otp !== GOOD_OTP) return json(400, { error: 'Invalid or expired code' })
        const email = String(body.email)
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
        return json(200, sessionBody(user))
      }
      case 'GET /auth/v1/session':
        return current ? json(200, sessionBody(current)) : json(401, { error: 'Not signed in' })
      case 'PUT /auth/v1/wallet':
        if (!current) return json(401, { error: 'Not signed in' })
        if (current.address) return json(409, { error: 'The user already has a wallet' })
        current.address = String(body.address)
        current.encryptedKey = String(body.encryptedKey)
        return json(200, {})
      case 'POST /auth/v1/signout':
        state.session = null
        return json(200, {})
      case 'POST /auth/v1/email/update':
        if (!current) return json(401, { error: 'Not signed in' })
        state.pendingNewEmail = String(body.email)
        return json(200, { action: 'VERIFY_PRIMARY_OTP' })
      case 'POST /auth/v1/email/update/primary':
        return body.otp === GOOD_OTP
          ? json(200, { action: 'VERIFY_SECONDARY_OTP' })
          : json(400, { error: 'Invalid or expired code' })
      case 'POST /auth/v1/email/update/secondary': {
        if (!current || !state.pendingNewEmail || body.otp !== GOOD_OTP)
          return json(400, { error: 'Invalid or expired code' })
        users.delete(current.email)
        current.email = state.pendingNewEmail
        users.set(current.email, current)
        state.session = current.email
        return json(200, { email: current.email })
      }
      default:
        return json(404, { error: `no route ${init.method} ${path}` })
    }
  }

  return { fetch, users, calls, state }
}

export interface SentTransaction {
  raw: Hex
  from: string
  parsed: ReturnType<typeof parseTransaction>
}

/** A chain node answering the calls the frame makes; records what it was asked and sent. */
export function createFakeNode(chainId = 31337) {
  const requests: { url: string; method: string; params: unknown[] }[] = []
  const sent: SentTransaction[] = []
  const state = {
    baseFeePerGas: 1_000_000_000n as bigint | null,
    nonce: 7,
    sendDelayMs: 0,
    gasEstimate: 21_000n,
    /** Token contracts that answer `symbol()` and `decimals()`, by lower-case address. */
    tokens: new Map<string, { symbol: string; decimals: number }>(),
    /** Milliseconds the node waits before answering anything (a slow or dead node). */
    answerDelayMs: 0,
  }
  const fetch: FetchLike = async (url, init) => {
    const { id, method, params } = JSON.parse(String(init.body)) as { id: number; method: string; params: unknown[] }
    requests.push({ url, method, params })
    if (state.answerDelayMs) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, state.answerDelayMs)
        init.signal?.addEventListener(
          'abort',
          () => {
            clearTimeout(timer)
            reject(new DOMException('The operation was aborted.', 'AbortError'))
          },
          { once: true },
        )
      })
    }
    const ok = (result: unknown) => new Response(JSON.stringify({ jsonrpc: '2.0', id, result }))
    const hex = (value: bigint | number) => `0x${value.toString(16)}`
    switch (method) {
      case 'eth_blockNumber':
        return ok('0x10')
      case 'eth_getBalance':
        return ok(hex(10n ** 18n))
      case 'eth_call': {
        const { to, data } = (params[0] ?? {}) as { to?: string; data?: string }
        const token = to ? state.tokens.get(to.toLowerCase()) : undefined
        if (token && data === '0x313ce567') return ok(encodeAbiParameters([{ type: 'uint8' }], [token.decimals]))
        if (token && data === '0x95d89b41') return ok(encodeAbiParameters([{ type: 'string' }], [token.symbol]))
        return new Response(
          JSON.stringify({ jsonrpc: '2.0', id, error: { code: 3, message: 'execution reverted', data: '0x08c379a0' } }),
        )
      }
      case 'eth_getTransactionCount':
        return ok(hex(state.nonce))
      case 'eth_estimateGas':
        return ok(hex(state.gasEstimate))
      case 'eth_getBlockByNumber':
        return ok({
          number: '0x10',
          ...(state.baseFeePerGas === null ? {} : { baseFeePerGas: hex(state.baseFeePerGas) }),
        })
      case 'eth_maxPriorityFeePerGas':
        return ok(hex(1_000_000_000))
      case 'eth_gasPrice':
        return ok(hex(2_000_000_000))
      case 'eth_sendRawTransaction': {
        const raw = params[0] as Hex
        if (state.sendDelayMs) await new Promise((resolve) => setTimeout(resolve, state.sendDelayMs))
        const parsed = parseTransaction(raw)
        const from = await recoverTransactionAddress({ serializedTransaction: raw as never })
        sent.push({ raw, from, parsed })
        if (parsed.chainId !== chainId)
          return new Response(
            JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32000, message: 'invalid chain id' } }),
          )
        return ok(keccak256(raw))
      }
      default:
        return new Response(
          JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32601, message: `method ${method} not found` } }),
        )
    }
  }
  return { fetch, requests, sent, state }
}

/** An approval view that records what it shows; the test decides for the user. */
export function createFakeView() {
  const shown: { request: ApprovalRequest; decide: (approved: boolean) => void }[] = []
  let hidden = 0
  const view: ApprovalView = {
    show: (request, decide) => void shown.push({ request, decide }),
    hide: () => void hidden++,
  }
  return {
    view,
    shown,
    hiddenCount: () => hidden,
    /** The request on screen now (the last one shown, until hidden). */
    current: () => shown.at(-1),
  }
}

/** Lets queued promise callbacks and fake-fetch timers run. */
export const settle = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls until `check()` holds (for flows that cross several awaits and timers). */
export async function until(check: () => boolean, timeoutMs = 2_000): Promise<void> {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not reached in time')
    await settle(2)
  }
}
