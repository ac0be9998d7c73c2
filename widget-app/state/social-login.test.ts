import { describe, expect, it, vi } from 'vitest'
import type { OperationName } from '../../shared/protocol/secure-frame.js'
import { SecureFrameError, type SecureFrameClient } from '../secure-frame/frame-client.js'
import { EMAIL_LOGIN_USED_KEY } from './email-login.js'
import { createSocialLogin, MODAL_CLOSED_MESSAGE } from './social-login.js'
import { SOCIAL_USERNAME_KEY } from './socials.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const RESULT = 'http://localhost:4412/auth/v1/social/result?state=s&result=r'

function setup(answers: Partial<Record<OperationName, () => unknown>> = {}) {
  const calls: { type: OperationName; payload: unknown; signal: AbortSignal | undefined }[] = []
  const defaults: Partial<Record<OperationName, () => unknown>> = {
    getSocialRedirectUri: () => ({ uri: RESULT }),
    connectSocial: () => ({ email: null, address: ADDRESS, chainId: 31337, userName: 'alice' }),
    getUser: () => ({
      email: null,
      address: ADDRESS,
      chainId: 31337,
      accounts: [{ address: ADDRESS, type: 'eoa' }],
      userName: 'alice',
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    }),
  }
  const frame = {
    request: vi.fn(async (type: OperationName, payload: unknown, options?: { signal?: AbortSignal }) => {
      calls.push({ type, payload, signal: options?.signal })
      return (answers[type] ?? defaults[type])!()
    }),
  } as unknown as SecureFrameClient
  const prefs = new Map<string, string>()
  const toasts: [string, string][] = []
  const connected: unknown[] = []
  const tracked = { done: 0, controller: new AbortController() }
  const login = createSocialLogin({
    frame: async () => frame,
    track: () => ({ signal: tracked.controller.signal, done: () => void tracked.done++ }),
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
  return { login, calls, prefs, toasts, connected, tracked }
}

describe('social login from Connect', () => {
  it('behavior: the frame is asked for the result, connects with it, and the user is connected with the username kept', async () => {
    const t = setup()
    await t.login.connect('github')
    expect(t.calls.map((call) => call.type)).toEqual(['getSocialRedirectUri', 'connectSocial', 'getUser'])
    expect(t.calls[0]!.payload).toEqual({ provider: 'github' })
    // Leaving the modal while the frame waits on the user refuses the request, as for an approval.
    expect(t.calls[0]!.signal).toBe(t.tracked.controller.signal)
    expect(t.calls[1]!.payload).toEqual({ uri: RESULT, chainId: 31337 })
    expect(t.connected).toHaveLength(1)
    expect(t.prefs.get(SOCIAL_USERNAME_KEY)).toBe('alice')
    expect(t.prefs.get(EMAIL_LOGIN_USED_KEY)).toBe('true')
    expect(t.tracked.done).toBe(1)
    expect(t.toasts).toEqual([])
  })

  it("error: the frame's §8 error is shown, and nothing is connected", async () => {
    const t = setup({
      connectSocial: () => {
        throw new SecureFrameError('Connection rejected', { code: 4001 })
      },
    })
    await t.login.connect('google')
    expect(t.toasts).toEqual([['error', 'Connection rejected']])
    expect(t.connected).toEqual([])
    expect(t.prefs.has(EMAIL_LOGIN_USED_KEY)).toBe(false)
  })

  it("error: a request refused because the modal was left ends with 'Modal closed'", async () => {
    const t = setup({
      getSocialRedirectUri: () => {
        throw new SecureFrameError('Request was aborted', { code: 'aborted' })
      },
    })
    await t.login.connect('x')
    expect(t.toasts).toEqual([['error', MODAL_CLOSED_MESSAGE]])
    expect(t.calls.map((call) => call.type)).toEqual(['getSocialRedirectUri'])
  })
})
