import { afterEach, describe, expect, it, vi } from 'vitest'
import { ProviderRpcError, toErrorPayload } from '../../shared/errors.js'
import type {
  HostApi,
  RpcRequest,
  WalletEventName,
  WalletInfo,
  WidgetEvent,
} from '../../shared/protocol/host-widget.js'
import { deploymentRpcUrl } from '../../secure-frame/config.js'
import { createSecureFrame } from '../../secure-frame/frame.js'
import {
  GOOD_OTP,
  createFakeAuthServer,
  createFakeNode,
  createFakeView,
  until,
} from '../../secure-frame/testing/fakes.js'
import { createSecureFrameClient } from '../secure/secure-frame-client.js'
import type { SavedPreferences } from './saved-preferences.js'
import { createWidget } from './widget.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ANVIL_CHAIN_ID = 31337
const WALLET: WalletInfo = {
  id: 'uuid-test-wallet',
  name: 'Test Wallet',
  rdns: 'com.example.testwallet',
  source: 'eip6963',
}
/** Both networks are configured; 31337 (the fake wallet's chain) comes first. */
const ATTRIBUTES = { 'data-project-id': 'test', 'data-networks': 'eip155:31337,eip155:1' }

const hex = (n: number) => `0x${n.toString(16)}`
const userRejected = () => new ProviderRpcError(4001, 'User rejected the request.')

type Handler = (params: unknown) => unknown

/** A browser wallet answering by method; handlers may be replaced by a test. Records every request. */
function fakeWallet(chainId = ANVIL_CHAIN_ID) {
  const requests: RpcRequest[] = []
  const handlers: Record<string, Handler> = {
    eth_requestAccounts: () => [ADDRESS],
    eth_accounts: () => [ADDRESS],
    eth_chainId: () => hex(chainId),
    wallet_revokePermissions: () => null,
  }
  return { requests, handlers, methods: () => requests.map((request) => request.method) }
}
type FakeWallet = ReturnType<typeof fakeWallet>

/** The loader side: answers walletRequest from the fake wallet and records everything else. */
function fakeHost(wallet: FakeWallet) {
  const emitted: WidgetEvent[] = []
  const providerEvents: [WalletEventName, unknown][] = []
  const visible: boolean[] = []
  const host: HostApi = {
    async walletRequest(walletId, request) {
      if (walletId !== WALLET.id)
        return { ok: false, error: { name: 'ProviderRpcError', code: 4900, message: 'Provider not found.' } }
      wallet.requests.push(request)
      try {
        const handler = wallet.handlers[request.method]
        if (!handler) throw new ProviderRpcError(4200, `${request.method} is not supported`)
        return { ok: true, result: await handler(request.params) }
      } catch (error) {
        return { ok: false, error: toErrorPayload(error) }
      }
    },
    // Copies, as the channel would: later state changes must not rewrite what was sent.
    emit: (event) => void emitted.push(structuredClone(event)),
    providerEvent: (event, data) => void providerEvents.push([event, structuredClone(data)]),
    // Writing through to the host page is saved-preferences.ts's job; the fake storage below stands in for it.
    persist: () => undefined,
    setVisible: (value) => void visible.push(value),
  }
  return { host, emitted, providerEvents, visible, emittedTypes: () => emitted.map((event) => event.type) }
}

/**
 * The widget's preferences over a Map. `load` replaces the contents (what configure hands over
 * from the host page); `saved()` is what the host page would hand over after a reload.
 */
function memoryStorage(): SavedPreferences & { saved(): Record<string, string> } {
  const map = new Map<string, string>()
  return {
    load(saved) {
      map.clear()
      for (const [key, value] of Object.entries(saved)) map.set(key, value)
    },
    getItem: (key) => map.get(key) ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
    saved: () => Object.fromEntries(map),
  }
}

const HOST_ORIGIN = 'http://127.0.0.1:4410'

/** The deployment's API: the project allows `allowedOrigins` and has `features`. Records the paths asked. */
function fakeApi(options: { allowedOrigins?: string[]; features?: object; originsStatus?: number } = {}) {
  const asked: string[] = []
  const fetch = (async (input: string | URL | Request) => {
    const url = new URL(String(input))
    asked.push(url.pathname)
    if (url.pathname === '/appkit/v1/config') return Response.json({ features: options.features ?? {} })
    if (url.pathname === '/projects/v1/origins') {
      if (options.originsStatus) return new Response('{}', { status: options.originsStatus })
      return Response.json({ allowedOrigins: options.allowedOrigins ?? [HOST_ORIGIN] })
    }
    return new Response('{}', { status: 404 })
  }) as typeof globalThis.fetch
  return { fetch, asked }
}

/** Lets every pending promise chain of the controller run (no timers are involved). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve))

/** A configured controller with the fake wallet announced. `saved` is what the host page kept from an earlier visit. */
function setup(
  options: {
    attributes?: Record<string, string>
    saved?: Record<string, string>
    chainId?: number
    api?: ReturnType<typeof fakeApi>
  } = {},
) {
  const wallet = fakeWallet(options.chainId)
  const host = fakeHost(wallet)
  const storage = memoryStorage()
  const api = options.api ?? fakeApi()
  const widget = createWidget({
    host: host.host,
    storage,
    readBalance: async () => 10n ** 18n,
    afterPaint: (callback) => callback(),
    apiUrl: 'http://api.test/',
    hostOrigin: HOST_ORIGIN,
    fetch: api.fetch,
  })
  const report = widget.api.configure({ ...ATTRIBUTES, ...options.attributes }, options.saved ?? {})
  widget.api.walletsChanged([WALLET])
  const view = () => widget.store.get().history.at(-1)?.name
  return { widget, wallet, host, storage, report, view }
}

/** Connects through the modal, as a user clicking the wallet would. */
async function connected(options: Parameters<typeof setup>[0] = {}) {
  const context = setup(options)
  context.widget.api.open()
  await context.widget.actions.connectWallet(WALLET.id)
  expect(context.widget.store.get().status).toBe('connected')
  return context
}

describe('configure', () => {
  it('error: bad attributes are reported by name, and open then throws without showing anything', () => {
    const { widget, report, host } = setup({
      attributes: { 'data-theme': 'blue', 'data-networks': 'eip155:1,eip155:1' },
    })
    expect(report.ok).toBe(false)
    expect(report.errors.map((error) => error.attribute).sort()).toEqual(['data-networks', 'data-theme'])
    expect(() => widget.api.open()).toThrow('The widget is not configured')
    expect(host.visible).toEqual([])
  })

  it('behavior: valid attributes are accepted, and warnings are passed on', () => {
    const { report } = setup({ attributes: { 'data-colour': 'red' } })
    expect(report.ok).toBe(true)
    expect(report.warnings.map((warning) => warning.attribute)).toEqual(['data-colour'])
  })
})

describe('providerRequest while disconnected', () => {
  it('behavior: eth_accounts answers an empty list', async () => {
    const { widget } = setup()
    expect(await widget.api.providerRequest({ method: 'eth_accounts' })).toEqual({ ok: true, result: [] })
  })

  it.each(['personal_sign', 'eth_sendTransaction'])(
    'error: %s answers 4100 without asking the wallet',
    async (method) => {
      const { widget, wallet } = setup()
      const reply = await widget.api.providerRequest({ method, params: [] })
      expect(reply.ok).toBe(false)
      expect(!reply.ok && reply.error.code).toBe(4100)
      expect(wallet.requests).toEqual([])
    },
  )

  it('error: eth_chainId answers 4900 (disconnected)', async () => {
    const { widget } = setup()
    const reply = await widget.api.providerRequest({ method: 'eth_chainId' })
    expect(!reply.ok && reply.error.code).toBe(4900)
  })

  it('behavior: eth_requestAccounts opens the modal on Connect and resolves with the address once the user connects', async () => {
    const { widget, host, view } = setup()
    const reply = widget.api.providerRequest({ method: 'eth_requestAccounts' })
    expect(host.visible).toEqual([true])
    expect(view()).toBe('Connect')
    expect(host.emittedTypes()).toEqual(['open'])

    await widget.actions.connectWallet(WALLET.id)
    expect(await reply).toEqual({ ok: true, result: [ADDRESS] })
    // On a configured network the modal closes once connected.
    expect(host.visible).toEqual([true, false])
  })

  it('error: eth_requestAccounts rejects with 4001 when the user closes the modal instead', async () => {
    const { widget, wallet } = setup()
    const reply = widget.api.providerRequest({ method: 'eth_requestAccounts' })
    widget.api.close()
    const settled = await reply
    expect(settled.ok).toBe(false)
    expect(!settled.ok && settled.error.code).toBe(4001)
    expect(wallet.methods()).not.toContain('eth_requestAccounts')
  })
})

describe('connecting', () => {
  it('behavior: after connecting, eth_chainId answers the wallet chain in hex and eth_accounts the address', async () => {
    const { widget } = await connected()
    expect(await widget.api.providerRequest({ method: 'eth_chainId' })).toEqual({ ok: true, result: '0x7a69' })
    expect(await widget.api.providerRequest({ method: 'eth_accounts' })).toEqual({ ok: true, result: [ADDRESS] })
  })

  it('behavior: the site provider gets connect and accountsChanged, and the last snapshot has the CAIP-10 address', async () => {
    const { host } = await connected()
    expect(host.providerEvents).toContainEqual(['connect', { chainId: '0x7a69' }])
    expect(host.providerEvents).toContainEqual(['accountsChanged', [ADDRESS]])
    expect(host.emittedTypes()).toContain('connect')
    const last = host.emitted.at(-1)!
    expect(last.state).toMatchObject({
      status: 'connected',
      caipAddress: `eip155:31337:${ADDRESS}`,
      address: ADDRESS,
      chainId: 31337,
      caipNetworkId: 'eip155:31337',
      networkSupported: true,
      connectorId: WALLET.rdns,
      walletName: WALLET.name,
    })
  })

  it('behavior: other requests are passed to the wallet with their params', async () => {
    const { widget, wallet } = await connected()
    wallet.handlers.personal_sign = (params) => `signed:${JSON.stringify(params)}`
    const reply = await widget.api.providerRequest({ method: 'personal_sign', params: ['0x6869', ADDRESS] })
    expect(reply).toEqual({ ok: true, result: `signed:["0x6869","${ADDRESS}"]` })
  })

  it('error: a wallet that rejects the connection leaves the widget disconnected with the error shown', async () => {
    const context = setup()
    context.wallet.handlers.eth_requestAccounts = () => {
      throw userRejected()
    }
    context.widget.api.open()
    await context.widget.actions.connectWallet(WALLET.id)
    expect(context.widget.store.get()).toMatchObject({
      status: 'disconnected',
      connectError: 'User rejected the request.',
    })
    const errorEvent = context.host.emitted.find((event) => event.type === 'error')
    expect(errorEvent?.error).toMatchObject({ code: 4001, message: 'User rejected the request.' })
    // The user is still on the connecting view, with the error and a retry.
    expect(context.view()).toBe('ConnectingExternal')
  })
})

describe('wallet events', () => {
  it('behavior: accountsChanged [] from the wallet disconnects', async () => {
    const { widget, host } = await connected()
    host.providerEvents.length = 0
    widget.api.walletEvent(WALLET.id, 'accountsChanged', [])
    await settle()
    expect(host.emitted.at(-1)?.type).toBe('disconnect')
    expect(host.emitted.at(-1)?.state).toMatchObject({ status: 'disconnected', caipAddress: null, address: null })
    expect(host.providerEvents).toContainEqual(['accountsChanged', []])
    const disconnect = host.providerEvents.find(([event]) => event === 'disconnect')
    expect(disconnect?.[1]).toMatchObject({ code: 4900 })
    expect(await widget.api.providerRequest({ method: 'eth_accounts' })).toEqual({ ok: true, result: [] })
  })

  it('behavior: chainChanged to a chain the site did not configure opens the modal on UnsupportedChain', async () => {
    const { widget, host, view } = await connected()
    expect(widget.store.get().open).toBe(false)
    widget.api.walletEvent(WALLET.id, 'chainChanged', '0x89') // Polygon, not configured
    expect(host.providerEvents).toContainEqual(['chainChanged', '0x89'])
    expect(widget.store.get().open).toBe(true)
    expect(host.visible.at(-1)).toBe(true)
    expect(view()).toBe('UnsupportedChain')
    expect(host.emitted.at(-1)?.state).toMatchObject({ chainId: 137, networkSupported: false })
  })

  it('behavior: with data-allow-unsupported-chain="true" the modal stays closed', async () => {
    const { widget, host } = await connected({ attributes: { 'data-allow-unsupported-chain': 'true' } })
    const shownBefore = host.visible.length
    widget.api.walletEvent(WALLET.id, 'chainChanged', '0x89')
    await settle()
    expect(widget.store.get().open).toBe(false)
    expect(host.visible.length).toBe(shownBefore)
    expect(host.providerEvents).toContainEqual(['chainChanged', '0x89'])
    expect(await widget.api.providerRequest({ method: 'eth_chainId' })).toEqual({ ok: true, result: '0x89' })
  })

  it('behavior: chainChanged to a configured chain does not open the modal', async () => {
    const { widget } = await connected()
    widget.api.walletEvent(WALLET.id, 'chainChanged', '0x1')
    await settle()
    expect(widget.store.get()).toMatchObject({ open: false, chainId: 1 })
  })

  it('behavior: events from a wallet that is not connected are ignored', async () => {
    const { widget, host } = setup()
    widget.api.walletEvent(WALLET.id, 'chainChanged', '0x89')
    widget.api.walletEvent('some-other-wallet', 'accountsChanged', [])
    expect(host.providerEvents).toEqual([])
    expect(widget.store.get().open).toBe(false)
  })
})

describe('switching network', () => {
  it('error: a switch the wallet rejects (4001) goes back one view and shows an error toast', async () => {
    const { widget, wallet, view } = await connected()
    widget.api.open({ view: 'Networks' })
    let viewDuringSwitch: string | undefined
    wallet.handlers.wallet_switchEthereumChain = () => {
      viewDuringSwitch = view()
      throw userRejected()
    }
    await widget.actions.switchNetwork('eip155:1')
    expect(viewDuringSwitch).toBe('SwitchNetwork')
    expect(widget.store.get().history.map((entry) => entry.name)).toEqual(['Networks'])
    expect(widget.store.get().toast).toEqual({ open: true, variant: 'error', message: 'User rejected the request.' })
    expect(widget.store.get().chainId).toBe(ANVIL_CHAIN_ID)
    expect(wallet.requests.at(-1)).toEqual({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
  })

  it('behavior: a switch the wallet accepts moves to the chain and tells the site', async () => {
    const { widget, wallet, host } = await connected()
    widget.api.open({ view: 'Networks' })
    wallet.handlers.wallet_switchEthereumChain = () => null
    await widget.actions.switchNetwork('eip155:1')
    expect(widget.store.get().chainId).toBe(1)
    expect(host.providerEvents).toContainEqual(['chainChanged', '0x1'])
  })
})

describe('reconnect', () => {
  it('behavior: a new controller with the same saved storage reconnects silently with eth_accounts, without opening the modal', async () => {
    const { storage } = await connected()

    const reloaded = setup({ saved: storage.saved() })
    await settle()
    expect(reloaded.wallet.methods()).toContain('eth_accounts')
    expect(reloaded.wallet.methods()).not.toContain('eth_requestAccounts')
    expect(reloaded.host.visible).toEqual([])
    expect(reloaded.widget.store.get()).toMatchObject({
      open: false,
      status: 'connected',
      address: ADDRESS,
      chainId: ANVIL_CHAIN_ID,
    })
    expect(reloaded.widget.store.get().recentWallets).toEqual([{ id: WALLET.rdns, name: WALLET.name }])
    expect(reloaded.host.emittedTypes()).toEqual(['connect'])
  })

  it('behavior: a locked wallet (eth_accounts []) on reload stays disconnected, silently', async () => {
    const { storage } = await connected()
    const wallet = fakeWallet()
    wallet.handlers.eth_accounts = () => []
    const host = fakeHost(wallet)
    const widget = createWidget({ host: host.host, storage: memoryStorage(), afterPaint: (callback) => callback() })
    widget.api.configure(ATTRIBUTES, storage.saved())
    widget.api.walletsChanged([WALLET])
    await settle()
    expect(widget.store.get().status).toBe('disconnected')
    expect(host.visible).toEqual([])
    expect(wallet.methods()).toEqual(['eth_accounts'])

    // A later wallet list (another wallet announcing itself) does not ask again.
    widget.api.walletsChanged([WALLET, { id: 'uuid-other', name: 'Other', source: 'eip6963' }])
    await settle()
    expect(wallet.methods()).toEqual(['eth_accounts'])
  })

  it('behavior: after the user disconnects, a reload does not reconnect', async () => {
    const { widget, storage } = await connected()
    await widget.api.disconnect()
    const reloaded = setup({ saved: storage.saved() })
    await settle()
    expect(reloaded.wallet.requests).toEqual([])
    expect(reloaded.widget.store.get().status).toBe('disconnected')
  })
})

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

  it.each([
    [429, 'RATE_LIMITED', 'Rate Limited'],
    [503, 'SERVER_ERROR', 'Server Error'],
    [404, 'ORIGIN_NOT_ALLOWED', 'Origin Not Allowed'],
  ])('error: an origins answer of %i never allows connecting (%s)', async (status, alert, text) => {
    const { widget, wallet } = setup({ api: fakeApi({ originsStatus: status }) })
    widget.api.open()
    await widget.actions.connectWallet(WALLET.id)
    await settle()
    expect(wallet.methods()).not.toContain('eth_requestAccounts')
    expect(widget.store.get().projectAlert).toBe(alert)
    expect(widget.store.get().toast.message).toBe(text)
  })

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

describe('open() from plain JS', () => {
  it.each([['Settings'], ['account'], [42], [null]])(
    'error: the view %j is refused with the valid views named, and nothing opens',
    (view) => {
      const { widget, host } = setup()
      expect(() => widget.api.open({ view } as never)).toThrow(/unknown view .*'Connect', 'Account', 'Networks'/)
      expect(host.visible).toEqual([])
      expect(widget.store.get().open).toBe(false)
    },
  )

  it.each([['Networks'], [null], [42], [['Account']], [true]])(
    'error: the options %j, not an object, are refused with the valid views named',
    (options) => {
      const { widget, host } = setup()
      expect(() => widget.api.open(options as never)).toThrow(
        /open\(\) takes an options object .*'Connect', 'Account', 'Networks'/,
      )
      expect(host.visible).toEqual([])
    },
  )

  it('behavior: no options, an empty object, extra keys and each valid view open the modal', () => {
    const { widget, view } = setup()
    widget.api.open()
    expect(view()).toBe('Connect')
    widget.api.open({})
    widget.api.open({ view: 'Networks', namespace: 'eip155' } as never)
    expect(view()).toBe('Networks')
    widget.api.open({ view: 'Account' })
    expect(view()).toBe('Connect') // Account needs a connection
  })
})

const WIDGET_ORIGIN = 'http://localhost:4411'
const SECURE_ORIGIN = 'http://localhost:4412'
const EMAIL = 'ada@example.com'

/**
 * The email wallet end to end in this process: the widget's own secure-frame client and the real
 * secure frame (secure-frame/frame.ts, with its auth server, chain node and approval view faked),
 * joined by a stand-in iframe and window that pass structured clones with the right origins.
 * Records what the widget posts to the frame.
 */
async function emailWallet() {
  const server = createFakeAuthServer()
  const node = createFakeNode()
  const approvalView = createFakeView()
  const toFrame: { type: string; payload?: unknown; id?: string }[] = []
  const widgetListeners = new Set<(event: { source: unknown; origin: string; data: unknown }) => void>()
  let frameListener: ((message: { origin: string; source: unknown; data: unknown }) => void) | undefined
  const parent = { name: 'the widget window' }
  const frameWindow = {
    postMessage(data: { type: string; payload?: unknown; id?: string }, targetOrigin: string) {
      if (targetOrigin !== SECURE_ORIGIN) return
      toFrame.push(structuredClone(data))
      queueMicrotask(() => frameListener?.({ origin: WIDGET_ORIGIN, source: parent, data: structuredClone(data) }))
    },
  }
  const iframe = { src: '', className: '', tabIndex: 0, contentWindow: frameWindow, setAttribute() {}, remove() {} }
  vi.stubGlobal('document', { createElement: () => iframe })
  vi.stubGlobal('window', {
    addEventListener: (_type: string, listener: (event: { source: unknown; origin: string; data: unknown }) => void) =>
      void widgetListeners.add(listener),
    removeEventListener: (
      _type: string,
      listener: (event: { source: unknown; origin: string; data: unknown }) => void,
    ) => void widgetListeners.delete(listener),
  })
  const frame = createSecureFrame({
    config: {
      projectId: 'test',
      chainId: ANVIL_CHAIN_ID,
      rpcUrl: deploymentRpcUrl(SECURE_ORIGIN, 'test', ANVIL_CHAIN_ID),
      version: 'test',
      enableLogger: false,
      parentOrigin: WIDGET_ORIGIN,
      siteOrigin: HOST_ORIGIN,
    },
    parent,
    post: (message) => {
      const data = structuredClone(message)
      queueMicrotask(() =>
        widgetListeners.forEach((listener) => listener({ source: frameWindow, origin: SECURE_ORIGIN, data })),
      )
    },
    listen: (listener) => void (frameListener = listener),
    fetch: server.fetch,
    rpcFetch: node.fetch,
    view: approvalView.view,
    ownOrigin: SECURE_ORIGIN,
    setTheme: () => {},
    reload: () => {},
    warn: () => {},
  })

  const wallet = fakeWallet()
  const host = fakeHost(wallet)
  const api = fakeApi()
  const widget = createWidget({
    host: host.host,
    storage: memoryStorage(),
    afterPaint: (callback) => callback(),
    apiUrl: 'http://api.test/',
    hostOrigin: HOST_ORIGIN,
    fetch: api.fetch,
    secureFrame: {
      base: `${SECURE_ORIGIN}/frame/`,
      widgetOrigin: WIDGET_ORIGIN,
      create: (url, onEvent) => {
        const client = createSecureFrameClient({
          url,
          container: { appendChild: () => iframe } as unknown as HTMLElement,
          onEvent,
        })
        void frame.start()
        return client
      },
    },
  })
  widget.api.configure(ATTRIBUTES, {})
  const view = () => widget.store.get().history.at(-1)?.name

  // Log in as the user would: the email, then the mailed code.
  widget.api.open()
  await widget.email.start(EMAIL)
  await widget.email.submitOtp(GOOD_OTP)
  expect(widget.store.get()).toMatchObject({ status: 'connected', connectorId: 'auth' })
  const address = widget.store.get().address!

  /** A signature from the site, waiting on the approval view. */
  async function pendingSignature() {
    const reply = widget.api.providerRequest({ method: 'personal_sign', params: ['0x6869', address] })
    await until(() => view() === 'ApproveTransaction' && approvalView.current() !== undefined)
    const rpc = toFrame.find(
      (message) => message.type === 'rpcRequest' && (message.payload as { method?: string }).method === 'personal_sign',
    )!
    return { reply, requestId: rpc.id }
  }
  return { widget, host, view, toFrame, approvalView, frame, pendingSignature }
}

describe('the email wallet approval', () => {
  afterEach(() => vi.unstubAllGlobals())

  it.each([
    ['close()', (widget: ReturnType<typeof createWidget>) => widget.api.close(), false, undefined],
    [
      "open({ view: 'Account' })",
      (widget: ReturnType<typeof createWidget>) => widget.api.open({ view: 'Account' }),
      true,
      'Account',
    ],
    ['open()', (widget: ReturnType<typeof createWidget>) => widget.api.open(), true, 'Account'],
    ['the user going Back', (widget: ReturnType<typeof createWidget>) => widget.actions.back(), undefined, undefined],
  ])(
    'error: %s on the approval view refuses the signature with 4001, tells the frame to abort it, and does not show it again',
    async (_name, leave, open, lastView) => {
      const { widget, view, toFrame, approvalView, frame, pendingSignature } = await emailWallet()
      const { reply, requestId } = await pendingSignature()
      leave(widget)
      expect(await reply).toEqual({
        ok: false,
        error: { name: 'ProviderRpcError', code: 4001, message: 'User rejected the request.' },
      })
      expect(toFrame).toContainEqual(expect.objectContaining({ type: 'abortRpc', payload: { requestId } }))
      // The frame dropped it from its own queue and hid its UI; the widget is off the approval view.
      await until(() => frame.approvals.pending() === 0)
      expect(approvalView.hiddenCount()).toBeGreaterThan(0)
      if (open !== undefined) expect(widget.store.get().open).toBe(open)
      if (lastView) expect(view()).toBe(lastView)
      // Opening again shows the modal's own view, not a parked approval.
      widget.api.open()
      expect(view()).toBe('Account')
    },
  )

  it('behavior: an approval answered in the frame is not refused by the view going away', async () => {
    const { widget, approvalView, pendingSignature } = await emailWallet()
    const { reply } = await pendingSignature()
    approvalView.current()!.decide(true)
    const settled = await reply
    expect(settled.ok).toBe(true)
    expect((settled as { result: string }).result).toMatch(/^0x[0-9a-f]{130}$/)
    expect(widget.store.get().history.at(-1)?.name).not.toBe('ApproveTransaction')
  })

  it('behavior: reads running while the approval is refused are left to finish', async () => {
    const { widget, pendingSignature } = await emailWallet()
    const { reply } = await pendingSignature()
    const read = widget.api.providerRequest({ method: 'eth_blockNumber' })
    widget.api.close()
    expect((await reply).ok).toBe(false)
    expect(await read).toEqual({ ok: true, result: '0x10' })
  })
})
