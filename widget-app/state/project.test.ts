import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { WidgetConfig } from '../../shared/config.js'
import { initialAppState } from './app-state.js'
import { createProject } from './project.js'
import { createStore } from './store.js'
import { SITE_ORIGIN, WALLET, fakeApi, settle, setup } from './testing/widget-fakes.js'

describe('project configuration', () => {
  it('error: a site that is not an allowed origin cannot connect: the wallet is never asked', async () => {
    const { widget, wallet } = setup({ api: fakeApi({ allowedOrigins: ['https://*.example.com'] }) })
    widget.api.open()
    await widget.actions.connectWallet(WALLET.id)
    await settle()
    expect(wallet.methods()).not.toContain('eth_requestAccounts')
    expect(widget.store.get()).toMatchObject({
      status: 'disconnected',
      originAllowed: false,
      projectAlert: 'ORIGIN_NOT_ALLOWED',
    })
    expect(widget.store.get().toast).toMatchObject({ open: true, variant: 'error', message: 'Origin Not Allowed' })
  })

  it.each([401, 403, 404])('error: an origins answer of %i is an invalid project: nothing connects', async (status) => {
    const { widget, wallet } = setup({ api: fakeApi({ originsStatus: status }) })
    widget.api.open()
    await widget.actions.connectWallet(WALLET.id)
    await settle()
    expect(wallet.methods()).not.toContain('eth_requestAccounts')
    expect(widget.store.get()).toMatchObject({ originAllowed: false, projectAlert: 'INVALID_PROJECT_ID' })
    expect(widget.store.get().toast.message).toBe('Invalid Project ID')
  })

  it('behavior: an allowed origin lets every connector and the email wallet go on', async () => {
    const { project, store } = projectOver([() => Response.json({ allowedOrigins: [SITE_ORIGIN] })])
    await settle()
    expect(store.get()).toMatchObject({ originAllowed: true, projectAlert: null })
    await expect(project.requireAllowedOrigin()).resolves.toBeUndefined()
    await expect(project.requireAllowedOrigin({ type: 'AUTH' })).resolves.toBeUndefined()
  })
})

/** A project whose origins endpoint answers `answers` in turn (the last one repeats); timers are fake. */
function projectOver(answers: (() => Response | Promise<Response>)[]) {
  let calls = 0
  const fetch = (async (input: string | URL | Request) => {
    if (new URL(String(input)).pathname === '/appkit/v1/config') return Response.json({ features: {} })
    return answers[Math.min(calls++, answers.length - 1)]!()
  }) as typeof globalThis.fetch
  const store = createStore(initialAppState())
  const project = createProject({ store, apiUrl: 'http://api.test/', siteOrigin: SITE_ORIGIN, fetch })
  project.configure({ projectId: 'test', features: {} } as unknown as WidgetConfig)
  return { project, store, originCalls: () => calls }
}

describe('project configuration: an origin check whose answer is unknown', () => {
  beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }))
  afterEach(() => void vi.useRealTimers())

  it.each([
    [429, 'RATE_LIMITED', 'Rate Limited'],
    [503, 'SERVER_ERROR', 'Server Error'],
  ])(
    'behavior: after three answers of %i the browser wallet still connects; the alert says %s',
    async (status, alert) => {
      const { widget, wallet } = setup({ api: fakeApi({ originsStatus: status }) })
      widget.api.open()
      await vi.advanceTimersByTimeAsync(1_500)
      expect(widget.store.get()).toMatchObject({ originAllowed: null, projectAlert: alert })
      await widget.actions.connectWallet(WALLET.id)
      expect(wallet.methods()).toContain('eth_requestAccounts')
      expect(widget.store.get().status).toBe('connected')
    },
  )

  it('behavior: WalletConnect goes on; the email wallet and a caller naming no connector do not', async () => {
    const { project, store, originCalls } = projectOver([() => Promise.reject(new TypeError('Failed to fetch'))])
    await vi.advanceTimersByTimeAsync(1_500)
    expect(originCalls()).toBe(3)
    expect(store.get()).toMatchObject({ originAllowed: null, projectAlert: 'SERVER_ERROR' })
    await expect(project.requireAllowedOrigin({ type: 'WALLET_CONNECT' })).resolves.toBeUndefined()
    await expect(project.requireAllowedOrigin({ type: 'ANNOUNCED' })).resolves.toBeUndefined()
    await expect(project.requireAllowedOrigin({ type: 'AUTH' })).rejects.toMatchObject({ code: 4100 })
    await expect(project.requireAllowedOrigin()).rejects.toThrow('Server Error')
  })

  it('error: the email login says its dependency is unavailable, not Origin Not Allowed', async () => {
    const { widget } = setup({ api: fakeApi({ originsStatus: 503 }) })
    await vi.advanceTimersByTimeAsync(1_500)
    await widget.email.start('me@example.com')
    expect(widget.store.get().emailLogin.error).toBe('Unable to load email login dependency')
  })

  it('behavior: the check is tried again every 30 s while the modal is open, and an answer clears the alert', async () => {
    const { project, store, originCalls } = projectOver([
      () => new Response('{}', { status: 503 }),
      () => new Response('{}', { status: 503 }),
      () => new Response('{}', { status: 503 }),
      () => Response.json({ allowedOrigins: [SITE_ORIGIN] }),
    ])
    await vi.advanceTimersByTimeAsync(1_500)
    expect(store.get().projectAlert).toBe('SERVER_ERROR')
    // Closed modal: nothing is asked.
    await vi.advanceTimersByTimeAsync(60_000)
    expect(originCalls()).toBe(3)
    store.set({ open: true })
    await vi.advanceTimersByTimeAsync(30_000)
    expect(originCalls()).toBe(4)
    expect(store.get()).toMatchObject({ originAllowed: true, projectAlert: null })
    await expect(project.requireAllowedOrigin({ type: 'AUTH' })).resolves.toBeUndefined()
    // Known now: no more checks.
    await vi.advanceTimersByTimeAsync(120_000)
    expect(originCalls()).toBe(4)
  })
})

describe('project configuration: remote features and the common query', () => {
  it('behavior: the project switching email off reaches the merged features; the site cannot switch it back on', async () => {
    const { widget } = setup({
      api: fakeApi({ features: { email: false } }),
      attributes: { 'data-features': '{"email":true}' },
    })
    await settle()
    expect(widget.store.get().features?.email).toBe(false)
  })

  it('behavior: every API call carries projectId, st and sv', async () => {
    const seen: URL[] = []
    const api = fakeApi()
    const fetch = (async (input: string | URL | Request) => {
      seen.push(new URL(String(input)))
      return api.fetch(input)
    }) as typeof globalThis.fetch
    setup({ api: { fetch, asked: api.asked } })
    await settle()
    expect(seen.length).toBeGreaterThanOrEqual(2)
    for (const url of seen)
      expect([url.searchParams.get('projectId'), url.searchParams.get('st'), url.searchParams.get('sv')]).toEqual([
        'test',
        'wallet-widget',
        '0.1.0',
      ])
  })
})
