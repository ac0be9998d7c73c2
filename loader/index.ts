/**
 * loader.js — the script a site pastes. Reads its data attributes, injects the widget iframe,
 * discovers the page's browser wallets and defines `window.WalletWidget`.
 * Every byte here is paid by every visitor of every site: the widget does the work; the loader
 * only carries calls. The attributes are validated (with zod) by the widget, and the loader
 * prints what it reports in this page's console.
 */
import { CHANNEL_VERSION } from '../shared/protocol/host-widget-handshake.js'
import { INITIAL_STATE, SAVED_KEY_PREFIX, type HostApi, type RpcResult, type WidgetEvent, type WidgetState } from '../shared/protocol/host-widget.js'
import { connectWidget, type WidgetCall } from './channel.js'
import { createEmitter } from './emitter.js'
import { createWidgetFrame } from './frame.js'
import { createHostProvider } from './provider.js'
import { discoverWallets } from './wallets.js'
import type { WalletWidgetApi } from './wallet-widget.js'

const PREFIX = '[WalletWidget] '
const WALLET_EVENTS = ['accountsChanged', 'chainChanged', 'connect', 'disconnect'] as const

function start(script: HTMLScriptElement | null): void {
  if (window.WalletWidget) return console.warn(PREFIX + 'loader.js is included twice; the second copy is ignored')
  const attributes: Record<string, string> = {}
  for (const { name, value } of script?.attributes ?? []) if (name.startsWith('data-')) attributes[name] = value

  let widgetUrl: URL | undefined
  try {
    widgetUrl = new URL(attributes['data-widget-url'] ?? './widget/', script?.src)
  } catch {}
  let fatal = !/^https?:$/.test(widgetUrl?.protocol ?? '')
    ? `data-widget-url must be an http: or https: URL, got ${JSON.stringify(attributes['data-widget-url'])}`
    : location.origin === 'null' ? 'the page must be served over http(s)' : ''

  let widget: WidgetCall | undefined
  let ready = false
  let queue: (() => void)[] = []
  let state: WidgetState = { ...INITIAL_STATE }
  const events = createEmitter<WidgetEvent>()
  const subscribed = new Set<string>()

  /** Runs `task` once the widget is connected and configured; until then calls wait in order. Every call settles. */
  const call = <T>(task: (widget: WidgetCall) => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const run = () => (fatal || !widget ? reject(new Error(PREFIX + (fatal || 'not connected'))) : task(widget).then(resolve, reject))
      ready || fatal ? run() : queue.push(run)
    })
  const flush = () => {
    const pending = queue
    queue = []
    pending.forEach((run) => run())
  }

  const { provider, emit: providerEvent } = createHostProvider((request) => call((w) => w('providerRequest', request)))
  const wallets = discoverWallets((list) => void widget?.('walletsChanged', list))
  const frame = widgetUrl && !fatal ? createWidgetFrame(frameSource(widgetUrl)) : undefined

  const host: HostApi = {
    async walletRequest(walletId, request): Promise<RpcResult> {
      const wallet = wallets.provider(walletId)
      if (!wallet) return { ok: false, error: { code: 4900, message: 'Provider not found.' } }
      if (!subscribed.has(walletId)) {
        subscribed.add(walletId)
        for (const name of WALLET_EVENTS) wallet.on?.(name, (data) => void widget?.('walletEvent', walletId, name, cloneable(data)))
      }
      try {
        return { ok: true, result: cloneable(await wallet.request(request)) }
      } catch (error) {
        const { code, message, data } = (error ?? {}) as { code?: unknown; message?: unknown; data?: unknown }
        return { ok: false, error: { code: typeof code === 'number' ? code : -32603, message: String(message ?? error), data: cloneable(data) } }
      }
    },
    emit(event) {
      state = event.state
      events.emit(event.type, { ...event, state: { ...state } })
    },
    providerEvent,
    persist(key, value) {
      try {
        if (!key.startsWith(SAVED_KEY_PREFIX)) return
        value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value.slice(0, 4096))
      } catch {}
    },
    setVisible: (visible) => frame?.setVisible(visible),
  }

  if (frame && widgetUrl) {
    connectWidget(frame.element, widgetUrl.origin, attributes, host,
      async (connected) => {
        widget = connected
        ready = false
        const saved: Record<string, string> = {}
        try {
          for (const key of Object.keys(localStorage)) if (key.startsWith(SAVED_KEY_PREFIX)) saved[key] = localStorage[key]
        } catch {}
        const report = await connected('configure', attributes, saved)
        for (const { message } of report.warnings) console.warn(PREFIX + message)
        for (const { message } of report.errors) console.error(PREFIX + message)
        if (!report.ok) fatal = report.errors.map((error) => error.message).join('; ')
        await connected('walletsChanged', wallets.list())
        ready = true
        flush()
      },
      (version) => {
        console.error(PREFIX + (fatal = `widget speaks channel v${version}, loader v${CHANNEL_VERSION}`))
        flush()
      },
    )
  } else console.error(PREFIX + fatal)

  const api: WalletWidgetApi = {
    open: (options) => call((w) => w('open', options)),
    close: () => call((w) => w('close')),
    disconnect: () => call((w) => w('disconnect')),
    getState: () => ({ ...state }),
    getProvider(namespace) {
      if (namespace !== 'eip155') throw new Error(PREFIX + `unsupported namespace ${JSON.stringify(namespace)}`)
      return provider
    },
    on(event, listener) {
      events.on(event, listener)
      return () => events.off(event, listener)
    },
    off: events.off,
  }
  Object.defineProperty(window, 'WalletWidget', { value: Object.freeze(api), enumerable: true })
}

/** The widget learns the host origin from its URL and posts its hello only there. */
function frameSource(widgetUrl: URL): string {
  const url = new URL(widgetUrl)
  url.searchParams.set('host', location.origin)
  url.searchParams.set('v', String(CHANNEL_VERSION))
  return url.href
}

/** Wallet results cross to the widget by structured clone; what cannot be cloned goes as JSON. */
function cloneable(value: unknown): unknown {
  try {
    return structuredClone(value)
  } catch {
    return JSON.parse(JSON.stringify(value) ?? 'null')
  }
}

start(document.currentScript as HTMLScriptElement | null)
