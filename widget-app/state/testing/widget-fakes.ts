/**
 * Fakes for the controller's tests: the loader side of the channel with one browser wallet
 * answering by method, the site's saved preferences, the deployment's API, and a configured
 * widget built from them (`setup`, or `connected` through the modal).
 */
import { expect } from 'vitest'
import { ProviderRpcError, toErrorPayload } from '../../../shared/errors.js'
import type {
  LoaderApi,
  RpcRequest,
  WalletEventName,
  WalletInfo,
  WidgetEvent,
} from '../../../shared/protocol/loader-widget.js'
import type { SavedPreferences } from '../saved-preferences.js'
import { createWidget } from '../widget.js'

export const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const ANVIL_CHAIN_ID = 31337
export const WALLET: WalletInfo = {
  id: 'uuid-test-wallet',
  name: 'Test Wallet',
  rdns: 'com.example.testwallet',
  source: 'eip6963',
}
/** Both networks are configured; 31337 (the fake wallet's chain) comes first. */
export const ATTRIBUTES = { 'data-project-id': 'test', 'data-networks': 'eip155:31337,eip155:1' }

export const hex = (n: number) => `0x${n.toString(16)}`
export const userRejected = () => new ProviderRpcError(4001, 'User rejected the request.')

export type Handler = (params: unknown) => unknown

/** A browser wallet answering by method; handlers may be replaced by a test. Records every request. */
export function fakeWallet(chainId = ANVIL_CHAIN_ID) {
  const requests: RpcRequest[] = []
  const handlers: Record<string, Handler> = {
    eth_requestAccounts: () => [ADDRESS],
    eth_accounts: () => [ADDRESS],
    eth_chainId: () => hex(chainId),
    wallet_revokePermissions: () => null,
  }
  return { requests, handlers, methods: () => requests.map((request) => request.method) }
}
export type FakeWallet = ReturnType<typeof fakeWallet>

/** The loader side: answers walletRequest from the fake wallet and records everything else. */
export function fakeLoader(wallet: FakeWallet) {
  const emitted: WidgetEvent[] = []
  const providerEvents: [WalletEventName, unknown][] = []
  const visible: boolean[] = []
  const loader: LoaderApi = {
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
    // Writing through to the site is saved-preferences.ts's job; the fake storage below stands in for it.
    persist: () => undefined,
    setVisible: (value) => void visible.push(value),
  }
  return { loader, emitted, providerEvents, visible, emittedTypes: () => emitted.map((event) => event.type) }
}

/**
 * The widget's preferences over a Map. `load` replaces the contents (what configure hands over
 * from the site); `saved()` is what the site would hand over after a reload.
 */
export function memoryStorage(): SavedPreferences & { saved(): Record<string, string> } {
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

export const SITE_ORIGIN = 'http://127.0.0.1:4410'

/** The deployment's API: the project allows `allowedOrigins` and has `features`. Records the paths asked. */
export function fakeApi(options: { allowedOrigins?: string[]; features?: object; originsStatus?: number } = {}) {
  const asked: string[] = []
  const fetch = (async (input: string | URL | Request) => {
    const url = new URL(String(input))
    asked.push(url.pathname)
    if (url.pathname === '/appkit/v1/config') return Response.json({ features: options.features ?? {} })
    if (url.pathname === '/projects/v1/origins') {
      if (options.originsStatus) return new Response('{}', { status: options.originsStatus })
      return Response.json({ allowedOrigins: options.allowedOrigins ?? [SITE_ORIGIN] })
    }
    return new Response('{}', { status: 404 })
  }) as typeof globalThis.fetch
  return { fetch, asked }
}

/** Lets every pending promise chain of the controller run (no timers are involved). */
export const settle = () => new Promise<void>((resolve) => setImmediate(resolve))

/** A configured controller with the fake wallet announced. `saved` is what the site kept from an earlier visit. */
export function setup(
  options: {
    attributes?: Record<string, string>
    saved?: Record<string, string>
    chainId?: number
    api?: ReturnType<typeof fakeApi>
  } = {},
) {
  const wallet = fakeWallet(options.chainId)
  const loader = fakeLoader(wallet)
  const storage = memoryStorage()
  const api = options.api ?? fakeApi()
  const widget = createWidget({
    loader: loader.loader,
    storage,
    readBalance: async () => 10n ** 18n,
    afterPaint: (callback) => callback(),
    apiUrl: 'http://api.test/',
    siteOrigin: SITE_ORIGIN,
    fetch: api.fetch,
  })
  const report = widget.api.configure({ ...ATTRIBUTES, ...options.attributes }, options.saved ?? {})
  widget.api.walletsChanged([WALLET])
  const view = () => widget.store.get().history.at(-1)?.name
  return { widget, wallet, loader, storage, report, view }
}

/** Connects through the modal, as a user clicking the wallet would. */
export async function connected(options: Parameters<typeof setup>[0] = {}) {
  const context = setup(options)
  context.widget.api.open()
  await context.widget.actions.connectWallet(WALLET.id)
  expect(context.widget.store.get().status).toBe('connected')
  return context
}
