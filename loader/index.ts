/**
 * loader.js — the script a site pastes. Reads its data attributes, injects the widget iframe,
 * discovers the page's browser wallets and defines `window.WalletWidget`.
 * Every byte here is paid by every visitor of every site: the widget does the work; the loader
 * only carries calls. The attributes are validated (with zod) by the widget, and the loader
 * prints what it reports in this page's console.
 */
import { CHANNEL_VERSION } from '../shared/protocol/loader-widget-handshake.js'
import {
  INITIAL_STATE,
  SAVED_KEY_PREFIX,
  type LoaderApi,
  type RpcResult,
  type WidgetApi,
  type WidgetEvent,
  type WidgetState,
} from '../shared/protocol/loader-widget.js'
import { connectWidget, type WidgetCall } from './channel.js'
import { createEmitter } from './emitter.js'
import { createWidgetFrame } from './frame.js'
import { createLoaderProvider } from './provider.js'
import { discoverWallets } from './wallets.js'
import type { WalletWidgetApi } from '../shared/protocol/wallet-widget-api.js'
import type { SolanaHostContext } from './solana/host.js'

/** The Wallet Standard chunk's path on the loader's origin (content-hashed; set by scripts/build.ts). */
declare const SOLANA_HOST_CHUNK: string

const PREFIX = '[WalletWidget] '
/**
 * open, close and disconnect are answered at once by a live widget: they fail after 30 s.
 * Provider requests and signIn wait on the user (a connection, a signature, a transaction), so they have
 * no fixed limit and settle when the widget answers, reloads or leaves the page: a transaction
 * refused by a timer while the user still approves it would be sent with nobody told.
 */
const CONTROL_TIMEOUT_MS = 30_000
/** The methods of `window.WalletWidget` that only carry the call to the widget. */
const CALLS = ['open', 'close', 'disconnect', 'setLocale', 'signIn', 'getSession', 'signOut'] as const
const WALLET_EVENTS = ['accountsChanged', 'chainChanged', 'connect', 'disconnect'] as const

function start(script: HTMLScriptElement | null): void {
  if (window.WalletWidget) {
    console.warn(`${PREFIX}loader.js is included twice`)
    return
  }
  const attributes: Record<string, string> = {}
  for (const { name, value } of script?.attributes ?? []) if (name.startsWith('data-')) attributes[name] = value
  // The site page's language, a hint for the widget's own.
  attributes['html-lang'] = document.documentElement.lang

  let widgetUrl: URL | undefined
  try {
    // /widget/ on the loader's origin, whichever of its paths (/loader.js, /v1/…, /v1.2.3/…) the site pasted.
    widgetUrl = new URL(attributes['data-widget-url'] ?? '/widget/', script?.src)
  } catch {}
  /** Why calls are refused now (a configuration error, another channel version, the widget gone), or ''. */
  let fatal = !/^https?:$/.test(widgetUrl?.protocol ?? '')
    ? `data-widget-url must be an http(s) URL, got ${JSON.stringify(attributes['data-widget-url'])}`
    : location.origin === 'null'
      ? 'the page must be served over http(s)'
      : ''

  let widget: WidgetCall | undefined
  let ready = false
  const queue: (() => void)[] = []
  let state: WidgetState = INITIAL_STATE
  const events = createEmitter<WidgetEvent>()
  const subscribed = new Set<string>()

  /**
   * Calls the widget's `method` once it is connected and configured; until then calls wait in
   * order. Every call settles: with the answer; when the widget reloads or leaves the page; and,
   * for all but provider requests, after 30 s counted from the site's call (see CONTROL_TIMEOUT_MS).
   */
  // biome-ignore lint/suspicious/noExplicitAny: each method has its own answer type; the callers below name it
  const call = (method: keyof WidgetApi & string, ...args: unknown[]): Promise<any> =>
    new Promise((resolve, reject) => {
      // Any of the site's calls may show the widget, which may then take focus: the site's focus is recorded first.
      frame?.recordFocus()
      // Settling a settled promise does nothing: the timer needs no clearing.
      if (method !== 'providerRequest' && method !== 'signIn')
        setTimeout(reject, CONTROL_TIMEOUT_MS, Error(`${PREFIX}the widget did not answer ${method} in 30 s`))
      // Calls run once the widget is ready, or once `fatal` says why they cannot.
      const run = () =>
        fatal
          ? reject(Error(PREFIX + fatal))
          : (widget as (method: string, ...args: unknown[]) => Promise<unknown>)(method, ...args).then(resolve, reject)
      ready || fatal ? run() : queue.push(run)
    })
  const flush = () => queue.splice(0).forEach((run) => run())
  /**
   * The widget's document is gone (or cannot be spoken to): what it was asked and has not
   * answered is rejected with `why`, and so is every call until a widget says hello again. (A
   * browser wallet may still carry out a request whose answer was lost this way: the message says
   * what happened, not that nothing did.)
   */
  const cancel = (why: string) => {
    fatal = why
    widget?.destroy(PREFIX + why)
    flush()
  }

  /**
   * The site's providers by namespace, made on the first `getProvider(namespace)`: the widget answers their
   * requests, or refuses them with 'Unsupported chain namespace' for a namespace it does not serve.
   */
  const providers = new Map<string, ReturnType<typeof createLoaderProvider>>()
  // Updates nobody waits for: a reload or removal that cancels one is not an error for the page.
  // (`wallets.list()` includes the Solana chunk's wallets; an optional call evaluates no argument while `widget`
  // is undefined, as it is while the first announcements come in.)
  const changed = () => void widget?.('walletsChanged', wallets.list()).catch(() => {})
  const wallets = discoverWallets(changed)
  // The widget learns the site's origin from its URL (`?host=`) and posts its hello only there.
  widgetUrl?.searchParams.set('host', location.origin)
  widgetUrl?.searchParams.set('v', `${CHANNEL_VERSION}`)
  const frame = widgetUrl && !fatal ? createWidgetFrame(widgetUrl.href) : undefined

  const loaderApi: LoaderApi = {
    async walletRequest(walletId, request): Promise<RpcResult> {
      const wallet = wallets.provider(walletId)
      if (!wallet) return { ok: false, error: { code: 4900, message: 'Provider not found.' } }
      if (!subscribed.has(walletId)) {
        subscribed.add(walletId)
        for (const name of WALLET_EVENTS)
          wallet.on?.(name, (data) => void widget?.('walletEvent', walletId, name, cloneable(data)).catch(() => {}))
      }
      try {
        return { ok: true, result: cloneable(await wallet.request(request)) }
      } catch (error) {
        const { code, message, data } = Object(error) as { code?: unknown; message?: unknown; data?: unknown }
        return {
          ok: false,
          error: cloneable({ code: typeof code === 'number' ? code : -32603, message: String(message ?? error), data }),
        }
      }
    },
    emit(event) {
      state = event.state
      events.emit(event.type, { ...event, state: { ...state } })
    },
    providerEvent: (event, data, namespace) => providers.get(namespace)?.emit(event, data),
    persist(key, value) {
      try {
        if (key.startsWith(SAVED_KEY_PREFIX))
          value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value.slice(0, 4096))
      } catch {}
    },
    setVisible: (visible) => frame?.setVisible(visible),
  }

  if (frame && widgetUrl) {
    // Taken out of the page, the full-viewport iframe's size drops to 0 × 0: a resize observer
    // notices without watching the page's other changes. Put back, the iframe loads again and
    // its hello reconnects it; calls made before that hello are refused like the others.
    const element = frame.element
    new ResizeObserver(() => element.isConnected || cancel('the widget was removed from the page')).observe(element)
    connectWidget(
      element,
      widgetUrl.origin,
      attributes,
      loaderApi,
      async (connected) => {
        // A second hello means the widget reloaded: it starts afresh and closed, so its overlay
        // must not stay over the page, and its old state is gone.
        if (widget) {
          cancel('the widget reloaded')
          frame.setVisible(false)
          state = INITIAL_STATE
        }
        widget = connected
        ready = false
        fatal = ''
        const saved: Record<string, string> = {}
        try {
          for (const key of Object.keys(localStorage))
            if (key.startsWith(SAVED_KEY_PREFIX)) saved[key] = localStorage[key]
        } catch {}
        try {
          const report = await connected('configure', attributes, saved)
          for (const { message } of report.warnings) console.warn(PREFIX + message)
          for (const { message } of report.errors) console.error(PREFIX + message)
          // A report with errors is not ok: its messages become the reason calls are refused.
          fatal = report.errors.map((error) => error.message).join('; ')
          await connected('walletsChanged', wallets.list())
        } catch {
          // Reloaded or removed meanwhile: the newer connection, or the cancellation, took over.
          return
        }
        ready = true
        flush()
      },
      (version) => {
        cancel(`widget speaks channel v${version}, loader v${CHANNEL_VERSION}`)
        console.error(PREFIX + fatal)
      },
    )
  } else console.error(PREFIX + fatal)

  const api: WalletWidgetApi = {
    ...(Object.fromEntries(CALLS.map((name) => [name, (...args: unknown[]) => call(name, ...args)])) as Pick<
      WalletWidgetApi,
      (typeof CALLS)[number]
    >),
    getState: () => ({ ...state }),
    getProvider: ((namespace: string) =>
      (
        providers.get(namespace) ??
        providers
          .set(
            namespace,
            createLoaderProvider((request) => call('providerRequest', request, namespace)),
          )
          .get(namespace)!
      ).provider) as WalletWidgetApi['getProvider'],
    on(event, listener) {
      events.on(event, listener)
      return () => events.off(event, listener)
    },
    off: events.off,
  }
  Object.defineProperty(window, 'WalletWidget', { value: Object.freeze(api), enumerable: true })

  // Wallet Standard discovery, the Solana provider and the widget's own Wallet Standard wallet cost
  // only the sites that name a Solana network: they come in a chunk of their own.
  // (The widget checks data-networks and reports a bad value.) The chunk adds its wallets to `wallets`.
  if (/solana:/.test(attributes['data-networks']!)) {
    const chunk = document.createElement('script') as HTMLScriptElement & { host?: SolanaHostContext }
    chunk.src = `${new URL(SOLANA_HOST_CHUNK, script?.src)}`
    chunk.host = [wallets, changed, attributes]
    document.head.append(chunk)
  }
}

/** Wallet results cross to the widget by structured clone; what cannot be cloned goes as JSON. */
function cloneable<T>(value: T): T {
  try {
    return structuredClone(value)
  } catch {
    return JSON.parse(JSON.stringify(value) ?? 'null')
  }
}

start(document.currentScript as HTMLScriptElement | null)
