/**
 * The page's sats-connect wallets: `window.btc_providers` lists `{ id, name, icon, … }`, each wallet's provider
 * object found at the window path `id` (e.g. `XverseProviders.BitcoinProvider`). They are reported beside the Wallet
 * Standard Bitcoin wallets with the same feature names (sats-requests.ts translates them), reading the list alone:
 * @sats-connect/core comes in a chunk of its own on the first request. A wallet that also registers with the Wallet
 * Standard under the same name is listed once, as that (Xverse and others do both).
 *
 * Wallets add themselves to the list now or later. Watching it costs no timer: the list's `push` and the
 * `btc_providers` property itself are observed (a wallet pushes onto it, or assigns a new list), and the list is
 * sent again once the page has loaded, for a wallet that edits it some other way before then.
 *
 * A connected wallet's account changes are reported as `accountsChanged` (sats-events.ts).
 */
import type { WalletInfo } from '../../shared/protocol/loader-widget.js'
import type { Eip1193, WalletRegistry } from '../wallets.js'
import { createSatsWalletEvents } from './sats-events.js'
import { callSatsConnectFeature, type SatsConnect, type SatsProvider } from './sats-requests.js'
import { BITCOIN_FEATURES, type PlainBitcoinAccount, paymentFirst } from './standard-wallets.js'

const LIST = 'btc_providers'
const ID_PREFIX = 'sats-connect:'

interface ProviderEntry {
  id: string
  name: string
  icon?: string
}

/** What `bitcoin:connect` answers (sats-requests.ts). */
type Connected = { accounts: PlainBitcoinAccount[] }

const page = (): Record<string, unknown> => window as unknown as Record<string, unknown>

/** The provider object at `path` on `window`, when it has a `request` function. */
function providerAt(path: string): SatsProvider['provider'] | undefined {
  let value: unknown = window
  for (const part of path.split('.')) value = value == null ? undefined : (value as Record<string, unknown>)[part]
  const request = (value as { request?: unknown } | undefined)?.request
  return typeof request === 'function' ? (value as SatsProvider['provider']) : undefined
}

/** The listed wallets whose provider object is there, first entry of an id kept. */
function readEntries(): ProviderEntry[] {
  const list = page()[LIST]
  if (!Array.isArray(list)) return []
  const entries = new Map<string, ProviderEntry>()
  for (const item of list) {
    const { id, name, icon } = Object(item) as Record<string, unknown>
    if (typeof id !== 'string' || typeof name !== 'string' || !name || entries.has(id) || !providerAt(id)) continue
    entries.set(id, { id, name, ...(typeof icon === 'string' && { icon }) })
  }
  return [...entries.values()]
}

/** Calls `onChange` when a wallet pushes onto `window.btc_providers`, assigns a new list, or the page loads. */
export function watchSatsProviders(onChange: () => void): void {
  const observe = (list: unknown) => {
    if (!Array.isArray(list) || Object.hasOwn(list, 'push')) return
    const push = list.push
    Object.defineProperty(list, 'push', {
      configurable: true,
      writable: true,
      value(this: unknown[], ...items: unknown[]) {
        const length = push.apply(this, items)
        onChange()
        return length
      },
    })
  }
  const descriptor = Object.getOwnPropertyDescriptor(window, LIST)
  if (!descriptor || ('value' in descriptor && descriptor.configurable)) {
    let list = descriptor?.value
    Object.defineProperty(window, LIST, {
      configurable: true,
      enumerable: true,
      get: () => list,
      set(next: unknown) {
        list = next
        observe(next)
        onChange()
      },
    })
  }
  observe(page()[LIST])
  if (document.readyState !== 'complete') addEventListener('load', onChange, { once: true })
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * The sats-connect wallets, each under an id made of its provider path; `standardNames` are the names of the
 * Wallet Standard Bitcoin wallets listed, which win over a sats-connect wallet of the same name.
 */
export function discoverSatsConnectWallets(
  onChange: () => void,
  load: () => Promise<SatsConnect>,
  standardNames: () => readonly string[],
): WalletRegistry {
  let core: Promise<SatsConnect> | undefined
  const loadCore = (): Promise<SatsConnect> => {
    core ??= load()
    core.catch(() => {
      core = undefined
    })
    return core
  }
  const entries = () => {
    const standard = standardNames()
    return readEntries().filter((entry) => !standard.some((name) => sameName(name, entry.name)))
  }
  const events = createSatsWalletEvents()
  watchSatsProviders(onChange)
  return {
    list: (): WalletInfo[] =>
      entries().map(({ id, name, icon }) => ({
        id: `${ID_PREFIX}${id}`,
        name,
        ...(icon && { icon }),
        source: 'sats-connect',
        features: [...BITCOIN_FEATURES],
      })),
    provider(id): Eip1193 | undefined {
      const path = id.startsWith(ID_PREFIX) ? id.slice(ID_PREFIX.length) : undefined
      const entry = entries().find((candidate) => candidate.id === path)
      const provider = entry && providerAt(entry.id)
      if (!entry || !provider) return undefined
      const wallet: SatsProvider = { id: entry.id, name: entry.name, provider }
      const call = async (method: string, params: unknown) =>
        callSatsConnectFeature(await loadCore(), wallet, method, params)
      return {
        async request({ method, params }) {
          const result = await call(method, params)
          if (method === 'bitcoin:connect')
            events.connected(wallet, async () =>
              paymentFirst((Object(await call(method, params)) as Connected).accounts),
            )
          if (method === 'standard:disconnect') events.disconnected(wallet.id)
          return result
        },
        on(event, listener) {
          if (event === 'accountsChanged') events.listen(wallet.id, listener)
        },
      }
    },
  }
}
