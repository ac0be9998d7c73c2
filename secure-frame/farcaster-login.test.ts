/** The frame's Farcaster login against a stand-in auth API: polling until the phone answered, errors, aborting. */
import { describe, expect, it, vi } from 'vitest'
import type { FarcasterConnectAnswer } from '../shared/contracts/farcaster.js'
import { AuthApiError } from './auth-api.js'
import { createFarcasterLogin, FARCASTER_FAILED_MESSAGE, FARCASTER_POLL_INTERVAL_MS } from './farcaster-login.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const CONNECTED: FarcasterConnectAnswer = {
  state: 'connected',
  user: { id: 'u1', email: null, address: null, provider: 'farcaster', fid: 1017, userName: 'alice-fc' },
  keySecret: 'c2VjcmV0',
  encryptedKey: null,
}

function setup(answers: (() => Promise<FarcasterConnectAnswer>)[]) {
  const waits: number[] = []
  const connectCalls: string[] = []
  const api = {
    farcasterStart: vi.fn(async () => ({
      url: 'http://localhost:4406/phone?channelToken=t1',
      channel: 'flow-id-0123456789',
    })),
    farcasterConnect: vi.fn(async (channel: string) => {
      connectCalls.push(channel)
      const next = answers.shift()
      if (!next) throw new Error('no more answers')
      return next()
    }),
  }
  const signIn = vi.fn(async (_session: unknown, _signal: AbortSignal, profile: { userName: string | null }) => ({
    id: 'u1',
    email: null,
    userName: profile.userName,
    account: { address: ADDRESS },
  }))
  const login = createFarcasterLogin({
    api,
    keyring: { signIn } as never,
    wait: async (ms, signal) => {
      signal.throwIfAborted()
      waits.push(ms)
    },
  })
  return { login, api, signIn, waits, connectCalls }
}

const pending = async (): Promise<FarcasterConnectAnswer> => ({ state: 'pending' })

describe('farcaster login in the frame', () => {
  it('behavior: the URL, then one question a second until the phone answered; signs in with the username', async () => {
    const { login, signIn, waits, connectCalls } = setup([pending, pending, async () => CONNECTED])
    const signal = new AbortController().signal
    expect(await login.uri(signal)).toEqual({ url: 'http://localhost:4406/phone?channelToken=t1' })
    expect(await login.connect(signal)).toEqual({ userName: 'alice-fc' })
    expect(connectCalls).toEqual(['flow-id-0123456789', 'flow-id-0123456789', 'flow-id-0123456789'])
    expect(waits).toEqual([FARCASTER_POLL_INTERVAL_MS, FARCASTER_POLL_INTERVAL_MS])
    expect(signIn).toHaveBeenCalledWith(
      { user: { id: 'u1', email: null, address: null }, keySecret: 'c2VjcmV0', encryptedKey: null },
      signal,
      { userName: 'alice-fc', socialProvider: 'farcaster' },
    )
    // The flow is used: another connect needs a new URL.
    await expect(login.connect(signal)).rejects.toMatchObject({ code: 'farcaster_not_started' })
  })

  it("error: the server's refusal keeps its text; an unreachable server says 'Failed to connect to farcaster'", async () => {
    const refused = setup([
      async () => {
        throw new AuthApiError('Connection rejected', 'forbidden' as never, 403)
      },
    ])
    const signal = new AbortController().signal
    await refused.login.uri(signal)
    await expect(refused.login.connect(signal)).rejects.toMatchObject({ message: 'Connection rejected' })

    const offline = setup([])
    offline.api.farcasterStart.mockRejectedValueOnce(new AuthApiError('unreachable', 'network_error'))
    await expect(offline.login.uri(signal)).rejects.toMatchObject({
      message: FARCASTER_FAILED_MESSAGE,
      code: 'network_error',
    })
  })

  it('error: connect without a URL fails; an abort ends the polling', async () => {
    const { login } = setup([pending, pending, pending])
    const controller = new AbortController()
    await expect(login.connect(controller.signal)).rejects.toMatchObject({ message: FARCASTER_FAILED_MESSAGE })
    await login.uri(controller.signal)
    const connecting = login.connect(controller.signal)
    controller.abort(new Error('left the view'))
    await expect(connecting).rejects.toThrow('left the view')
  })
})
