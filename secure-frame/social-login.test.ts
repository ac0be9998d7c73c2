/**
 * The frame's social login against stand-ins for the browser (the popup, the window's messages,
 * the interval) and the auth API: which messages are accepted, closing, blocking and errors.
 */
import { describe, expect, it, vi } from 'vitest'
import { SOCIAL_RESULT_NAMESPACE, SOCIAL_RESULT_PATH, type RedirectProvider } from '../shared/contracts/social.js'
import { AuthApiError } from './auth-api.js'
import type { IncomingMessage } from './dispatcher.js'
import { createSocialLogin, type SocialPromptStatus } from './social-login.js'
import { POPUP_FEATURES, POPUP_POLL_MS, type PopupWindow } from './social-popup.js'

const OWN_ORIGIN = 'http://localhost:4412'
const PROVIDER_URL = 'http://localhost:4499/auth?client_id=google'
const STATE = 'state-of-this-flow'
const resultUri = (state = STATE) => `${OWN_ORIGIN}${SOCIAL_RESULT_PATH}?state=${state}&result=r1`
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

class FakePopup implements PopupWindow {
  closed = false
  location = { href: '' }
  close() {
    this.closed = true
  }
}

function setup(options: { blockFirst?: boolean; start?: () => Promise<{ uri: string; state: string }> } = {}) {
  const popups: FakePopup[] = []
  const opened: { url: string; target: string; features: string }[] = []
  const listeners = new Set<(message: IncomingMessage) => void>()
  let poll: (() => void) | undefined
  let pollMs = 0
  let blockNext = options.blockFirst ?? false
  const prompt = { shown: [] as SocialPromptStatus[], hidden: 0, onContinue: () => {} }
  const visibility: boolean[] = []
  const warnings: string[] = []
  const signIn = vi.fn(async (session: { user: { id: string; email: string | null } }, _signal, profile) => ({
    id: session.user.id,
    email: session.user.email,
    userName: profile.userName as string | null,
    account: { address: ADDRESS },
  }))
  const socialConnect = vi.fn(async (_uri: string) => ({
    user: { id: 'u1', email: null, address: null, provider: 'google' as const, userName: 'Alice Example' },
    keySecret: 'c2VjcmV0',
    encryptedKey: null,
  }))
  const login = createSocialLogin({
    api: {
      socialStart: vi.fn(options.start ?? (async () => ({ uri: PROVIDER_URL, state: STATE }))),
      socialConnect,
    },
    keyring: { signIn } as never,
    host: {
      ownOrigin: OWN_ORIGIN,
      open(url, target, features) {
        opened.push({ url, target, features })
        if (blockNext) {
          blockNext = false
          return null
        }
        const popup = new FakePopup()
        popups.push(popup)
        return popup
      },
      listen(listener) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      setInterval(task, ms) {
        poll = task
        pollMs = ms
        return 1
      },
      clearInterval() {
        poll = undefined
      },
      warn: (message) => void warnings.push(message),
    },
    prompt: {
      show(_provider: RedirectProvider, status, onContinue) {
        prompt.shown.push(status)
        prompt.onContinue = onContinue
      },
      hide() {
        prompt.hidden++
      },
    },
    setVisible: (visible) => void visibility.push(visible),
  })
  const deliver = (data: unknown, from: { origin?: string; source?: unknown } = {}) => {
    const message = { origin: from.origin ?? OWN_ORIGIN, source: 'source' in from ? from.source : popups.at(-1), data }
    for (const listener of [...listeners]) listener(message)
  }
  const result = (uri = resultUri()) => ({ ns: SOCIAL_RESULT_NAMESPACE, type: 'result', uri })
  /** Lets the start call settle and the popup be pointed at the provider. */
  const started = () => vi.waitFor(() => expect(popups.at(-1)?.location.href).toBe(PROVIDER_URL))
  return {
    login,
    popups,
    opened,
    prompt,
    visibility,
    warnings,
    signIn,
    socialConnect,
    deliver,
    result,
    started,
    tick: () => poll?.(),
    pollMs: () => pollMs,
    listenerCount: () => listeners.size,
  }
}

describe('social login in the frame', () => {
  it('behavior: the click opens a 600×800 popup with a random name, pointed at the provider; the result is answered and connects', async () => {
    const t = setup()
    const redirect = t.login.redirectUri('google', new AbortController().signal)
    expect(t.visibility).toEqual([true])
    expect(t.prompt.shown).toEqual(['ready'])
    expect(t.opened).toEqual([])
    t.prompt.onContinue()
    expect(t.opened).toHaveLength(1)
    expect(t.opened[0]!.features).toBe(POPUP_FEATURES)
    expect(POPUP_FEATURES).toContain('width=600')
    expect(POPUP_FEATURES).toContain('height=800')
    expect(t.opened[0]!.target).toMatch(/^ww-social-[0-9a-f-]{36}$/)
    await t.started()
    expect(t.pollMs()).toBe(POPUP_POLL_MS)
    t.deliver(t.result())
    await expect(redirect).resolves.toBe(resultUri())
    expect(t.popups[0]!.closed).toBe(true)
    expect(t.visibility).toEqual([true, false])
    expect(t.prompt.hidden).toBe(1)
    expect(t.listenerCount()).toBe(0)

    const connected = await t.login.connect(resultUri(), new AbortController().signal)
    expect(connected).toEqual({ email: null, address: ADDRESS, userName: 'Alice Example' })
    expect(t.socialConnect).toHaveBeenCalledWith(resultUri(), expect.anything())
    expect(t.signIn.mock.calls[0]![2]).toEqual({ userName: 'Alice Example', socialProvider: 'google' })
  })

  it('error: forged results from another origin or another window are ignored and do not abort the login', async () => {
    const t = setup()
    const redirect = t.login.redirectUri('github', new AbortController().signal)
    t.prompt.onContinue()
    await t.started()
    t.deliver(t.result(resultUri('forged')), { origin: 'http://evil.example' })
    t.deliver(t.result(resultUri('forged')), { source: { another: 'window' } })
    t.deliver({ ns: SOCIAL_RESULT_NAMESPACE, type: 'result' })
    expect(t.warnings).toHaveLength(1)
    t.tick()
    t.deliver(t.result())
    await expect(redirect).resolves.toBe(resultUri())
  })

  it('error: a result of another flow from our popup is refused with the §8 text', async () => {
    const t = setup()
    const redirect = t.login.redirectUri('google', new AbortController().signal)
    t.prompt.onContinue()
    await t.started()
    t.deliver(t.result(resultUri('another-state')))
    await expect(redirect).rejects.toMatchObject({ message: 'Failed to connect', code: 'social_state_mismatch' })
    await expect(t.login.connect(resultUri('another-state'), new AbortController().signal)).rejects.toMatchObject({
      code: 'social_bad_result',
    })
    expect(t.socialConnect).not.toHaveBeenCalled()
  })

  it("error: closing the popup ends the login with 'Popup closed' at the next check", async () => {
    const t = setup()
    const redirect = t.login.redirectUri('google', new AbortController().signal)
    t.prompt.onContinue()
    await t.started()
    t.tick()
    t.popups[0]!.closed = true
    t.tick()
    await expect(redirect).rejects.toMatchObject({ message: 'Popup closed', code: 'popup_closed' })
    expect(t.visibility).toEqual([true, false])
  })

  it('behavior: a blocked popup says so and the retry button opens it', async () => {
    const t = setup({ blockFirst: true })
    const redirect = t.login.redirectUri('x', new AbortController().signal)
    t.prompt.onContinue()
    expect(t.prompt.shown).toEqual(['ready', 'blocked'])
    t.prompt.onContinue()
    expect(t.prompt.shown).toEqual(['ready', 'blocked', 'waiting'])
    await t.started()
    t.deliver(t.result())
    await expect(redirect).resolves.toBe(resultUri())
  })

  it("behavior: asked again after a failed attempt, the prompt's button offers to try again and opens the popup", async () => {
    const t = setup()
    const redirect = t.login.redirectUri('github', new AbortController().signal, true)
    expect(t.prompt.shown).toEqual(['retry'])
    t.prompt.onContinue()
    expect(t.opened).toHaveLength(1)
    expect(t.prompt.shown).toEqual(['retry', 'waiting'])
    await t.started()
    t.deliver(t.result())
    await expect(redirect).resolves.toBe(resultUri())
  })

  it('error: the server failing to start closes the popup with the §8 text', async () => {
    const t = setup({
      start: async () => {
        throw new AuthApiError('Failed to initiate social connection', 'invalid_input', 400)
      },
    })
    const redirect = t.login.redirectUri('apple', new AbortController().signal)
    t.prompt.onContinue()
    await expect(redirect).rejects.toMatchObject({
      message: 'Failed to initiate social connection',
      code: 'social_start_failed',
    })
    expect(t.popups[0]!.closed).toBe(true)
  })

  it('error: an abort (the widget gave up) closes the popup and hides the prompt', async () => {
    const t = setup()
    const controller = new AbortController()
    const redirect = t.login.redirectUri('discord', controller.signal)
    t.prompt.onContinue()
    await t.started()
    controller.abort()
    await expect(redirect).rejects.toMatchObject({ code: 'aborted' })
    expect(t.popups[0]!.closed).toBe(true)
    expect(t.visibility).toEqual([true, false])
  })

  it("error: the server's refusal keeps its §8 text; connect without a popup result is refused", async () => {
    const t = setup()
    await expect(t.login.connect(resultUri(), new AbortController().signal)).rejects.toMatchObject({
      message: 'Failed to connect',
      code: 'social_bad_result',
    })
    const redirect = t.login.redirectUri('google', new AbortController().signal)
    t.prompt.onContinue()
    await t.started()
    t.deliver(t.result())
    await redirect
    t.socialConnect.mockRejectedValueOnce(new AuthApiError('Connection rejected', 'unauthenticated', 403))
    await expect(t.login.connect(resultUri(), new AbortController().signal)).rejects.toMatchObject({
      message: 'Connection rejected',
    })
    expect(t.signIn).not.toHaveBeenCalled()
  })
})
