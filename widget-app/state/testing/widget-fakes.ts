/**
 * Fakes for the controller's tests: the loader side of the channel with one browser wallet
 * answering by method, the site's saved preferences, the deployment's API, and a configured
 * widget built from them (`setup`, or `connected` through the modal).
 */
import { expect } from 'vitest'
import { ProviderRpcError } from '../../../shared/errors.js'
import type { SavedPreferences } from '../saved-preferences.js'
import { createWidget } from '../widget.js'
import { ADDRESS, ANVIL_CHAIN_ID, fakeLoader, fakeWallet, hex, WALLET } from './fake-loader.js'

export { ADDRESS, ANVIL_CHAIN_ID, fakeLoader, fakeWallet, hex, WALLET }
export type { FakeWallet, Handler } from './fake-loader.js'

/** Both networks are configured; 31337 (the fake wallet's chain) comes first. */
export const ATTRIBUTES = { 'data-project-id': 'test', 'data-networks': 'eip155:31337,eip155:1' }

export const userRejected = () => new ProviderRpcError(4001, 'User rejected the request.')

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
    readBlockNumber: async () => 1n,
    afterPaint: (callback) => callback(),
    apiUrl: 'http://api.test/',
    siteOrigin: SITE_ORIGIN,
    fetch: api.fetch,
    loadSignIn: () => import('../sign-in.js'),
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
