import { describe, expect, it, vi } from 'vitest'
import {
  type FrameEvent,
  type OperationName,
  SECURE_FRAME_NAMESPACE,
  SECURE_FRAME_PROTOCOL_VERSION,
} from '../../shared/protocol/secure-frame.js'
import { SecureFrameError, type SecureFrameClient } from '../secure-frame/frame-client.js'
import { type AppState, initialAppState } from './app-state.js'
import { EMAIL_LOGIN_USED_KEY } from './email-login.js'
import { CONNECTING_SOCIAL_VIEW, createSocialLogin, MODAL_CLOSED_MESSAGE } from './social-login.js'
import { SOCIAL_USERNAME_KEY } from './socials.js'
import { createStore } from './store.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const RESULT = 'http://localhost:4412/auth/v1/social/result?state=s&result=r'
const USER = {
  email: null,
  address: ADDRESS,
  chainId: 31337,
  accounts: [{ address: ADDRESS, type: 'eoa' }],
  userName: 'alice',
  preferredAccountType: 'eoa',
  smartAccountDeployed: false,
}

type Login = ReturnType<typeof createSocialLogin>
type Answer = (payload: unknown, signal: AbortSignal | undefined, login: Login) => unknown
const status = (value: 'ready' | 'retry' | 'blocked' | 'waiting'): FrameEvent => ({
  ns: SECURE_FRAME_NAMESPACE,
  v: SECURE_FRAME_PROTOCOL_VERSION,
  type: 'socialStatus',
  status: value,
})

function setup(answers: Partial<Record<OperationName, Answer | Answer[]>> = {}) {
  const calls: { type: OperationName; payload: unknown; signal: AbortSignal | undefined }[] = []
  const defaults: Partial<Record<OperationName, Answer>> = {
    getSocialRedirectUri: () => ({ uri: RESULT }),
    connectSocial: () => ({ email: null, address: ADDRESS, chainId: 31337, userName: 'alice' }),
    getUser: () => USER,
  }
  const frame = {
    request: vi.fn(async (type: OperationName, payload: unknown, options?: { signal?: AbortSignal }) => {
      calls.push({ type, payload, signal: options?.signal })
      const given = answers[type]
      // A list answers one call each, in order (the last one repeats).
      const answer = Array.isArray(given) ? (given.length > 1 ? given.shift()! : given[0]!) : (given ?? defaults[type])!
      return answer(payload, options?.signal, login)
    }),
  } as unknown as SecureFrameClient
  const store = createStore<AppState>({ ...initialAppState(), open: true, history: [{ name: 'Connect' }] })
  const prefs = new Map<string, string>()
  const toasts: [string, string][] = []
  const connected: unknown[] = []
  const login: Login = createSocialLogin({
    frame: async () => frame,
    store,
    navigation: {
      current: () => store.get().history.at(-1),
      push: (view) => store.set({ history: [...store.get().history, view] }),
    },
    prefs: {
      getItem: (key) => prefs.get(key) ?? null,
      setItem: (key, value) => void prefs.set(key, value),
      removeItem: (key) => void prefs.delete(key),
    },
    chainId: () => 31337,
    requireAllowedOrigin: async () => {},
    onConnected: async (user) => void connected.push(user),
    toast: { show: (variant, message) => void toasts.push([variant, message]) },
  })
  const steps: string[] = [store.get().socialFlow.step]
  store.subscribe(() => {
    const { step } = store.get().socialFlow
    if (steps.at(-1) !== step) steps.push(step)
  })
  return { login, calls, store, prefs, toasts, connected, steps }
}

/** The frame showed its button and the user opened the popup; `then` says how the popup ended. */
const afterPopup =
  (then: () => unknown): Answer =>
  (_payload, _signal, login) => {
    login.onFrameEvent(status('ready'))
    login.onFrameEvent(status('waiting'))
    return then()
  }

/** Waits until the signal aborts, then fails as the frame client does for an aborted request. */
const untilAborted: Answer = (_payload, signal) =>
  new Promise((_resolve, reject) =>
    signal!.addEventListener('abort', () => reject(new SecureFrameError('Request was aborted', { code: 'aborted' }))),
  )

describe('social login from Connect', () => {
  it('behavior: the view opens, the frame is asked for the result, connects with it, and the username is kept', async () => {
    const t = setup()
    await t.login.connect('github')
    expect(t.store.get().history.at(-1)).toEqual({ name: CONNECTING_SOCIAL_VIEW, data: { provider: 'github' } })
    expect(t.calls.map((call) => call.type)).toEqual(['getSocialRedirectUri', 'connectSocial', 'getUser'])
    expect(t.calls[0]!.payload).toEqual({ provider: 'github' })
    expect(t.calls[1]!.payload).toEqual({ uri: RESULT, chainId: 31337 })
    expect(t.connected).toHaveLength(1)
    expect(t.prefs.get(SOCIAL_USERNAME_KEY)).toBe('alice')
    expect(t.prefs.get(EMAIL_LOGIN_USED_KEY)).toBe('true')
    expect(t.toasts).toEqual([])
    expect(t.store.get().socialFlow).toEqual({ provider: 'github', step: 'idle', error: null })
  })

  it("behavior: the view follows the frame's prompt: its button, a blocked popup, the popup open, then connecting", async () => {
    const t = setup({
      getSocialRedirectUri: (_payload, _signal, login) => {
        login.onFrameEvent(status('ready'))
        login.onFrameEvent(status('blocked'))
        login.onFrameEvent(status('waiting'))
        return { uri: RESULT }
      },
    })
    await t.login.connect('google')
    expect(t.steps).toEqual(['idle', 'starting', 'prompt', 'blocked', 'popup', 'connecting', 'idle'])
    expect(t.connected).toHaveLength(1)
  })

  it("error: a failed attempt keeps the view with its §8 text, and the frame's button offers to try again", async () => {
    const t = setup({
      getSocialRedirectUri: [
        afterPopup(() => {
          throw new SecureFrameError('Popup closed', { code: 'popup_closed' })
        }),
        untilAborted,
      ],
    })
    const running = t.login.connect('google')
    await vi.waitFor(() => expect(t.calls).toHaveLength(2))
    expect(t.calls[1]!.payload).toEqual({ provider: 'google', retry: true })
    expect(t.store.get().socialFlow).toMatchObject({ provider: 'google', error: 'Popup closed' })
    expect(t.toasts).toEqual([['error', 'Popup closed']])
    // Cancel: the view is left with the modal open; the waiting request is refused, with no other toast.
    t.store.set({ history: [{ name: 'Connect' }] })
    await running
    expect(t.calls[1]!.signal!.aborted).toBe(true)
    expect(t.toasts).toEqual([['error', 'Popup closed']])
    expect(t.store.get().socialFlow.step).toBe('idle')
    expect(t.connected).toEqual([])
  })

  it("error: the server's refusal after the popup answered is shown, and nothing is connected", async () => {
    const t = setup({
      getSocialRedirectUri: [afterPopup(() => ({ uri: RESULT })), untilAborted],
      connectSocial: () => {
        throw new SecureFrameError('Connection rejected', { code: 4001 })
      },
    })
    const running = t.login.connect('google')
    await vi.waitFor(() => expect(t.store.get().socialFlow.error).toBe('Connection rejected'))
    expect(t.connected).toEqual([])
    expect(t.prefs.has(EMAIL_LOGIN_USED_KEY)).toBe(false)
    t.store.set({ open: false })
    await running
    expect(t.toasts).toEqual([
      ['error', 'Connection rejected'],
      ['error', MODAL_CLOSED_MESSAGE],
    ])
  })

  it("error: a failure before the frame showed its button ends in 'failed', without asking the frame again", async () => {
    const t = setup({
      getSocialRedirectUri: () => {
        throw new SecureFrameError('Failed to initiate social connection', { code: 'social_start_failed' })
      },
    })
    await t.login.connect('discord')
    expect(t.calls.map((call) => call.type)).toEqual(['getSocialRedirectUri'])
    expect(t.store.get().socialFlow).toEqual({
      provider: 'discord',
      step: 'failed',
      error: 'Failed to initiate social connection',
    })
    expect(t.toasts).toEqual([['error', 'Failed to initiate social connection']])
  })

  it("error: closing the modal while the frame waits on the user ends with 'Modal closed'", async () => {
    const t = setup({ getSocialRedirectUri: untilAborted })
    const running = t.login.connect('x')
    await vi.waitFor(() => expect(t.calls).toHaveLength(1))
    t.store.set({ open: false })
    await running
    expect(t.toasts).toEqual([['error', MODAL_CLOSED_MESSAGE]])
    expect(t.calls.map((call) => call.type)).toEqual(['getSocialRedirectUri'])
  })
})
