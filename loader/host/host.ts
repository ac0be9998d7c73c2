/**
 * The loader's host chunk: what `window.WalletWidget` does once the core (loader/index.ts) has handed over. It runs
 * the site's calls on the widget's port once the widget is connected and configured, serves the widget the page's
 * browser wallets (EIP-6963 discovery, EIP-1193 requests and events), keeps the state and events the widget
 * reports, bridges the site's providers, and shows and hides the iframe the core created.
 */
import { CHANNEL_VERSION } from '../../shared/protocol/loader-widget-handshake.js'
import {
  INITIAL_STATE,
  SAVED_KEY_PREFIX,
  type LoaderApi,
  type RpcResult,
  type WidgetApi,
  type WidgetEvent,
  type WidgetState,
} from '../../shared/protocol/loader-widget.js'
import { callPort, type PortCall, servePort } from '../../shared/protocol/port-rpc.js'
import type { WalletWidgetApi } from '../../shared/protocol/wallet-widget-api.js'
import { createEmitter } from '../emitter.js'
import { controlWidgetFrame } from '../frame.js'
import { createLoaderProvider } from '../provider.js'
import type { ChainHostContext } from '../chain-host.js'
import type { SolanaHostContext } from '../solana/host.js'
import { discoverWallets } from '../wallets.js'

const PREFIX = '[WalletWidget] '
const WALLET_EVENTS = ['accountsChanged', 'chainChanged', 'connect', 'disconnect'] as const

/** What the core hands the host chunk. */
export interface HostContext {
  /** The loader script's `data-*` attributes, and `html-lang`. */
  attributes: Record<string, string>
  /** The widget iframe the core created (hidden); none when `fatal` says why there is none. */
  element?: HTMLIFrameElement
  /** Why calls are refused from the start (a configuration error), or ''. */
  fatal: string
  /** The Solana chunk's script element, when the site names a Solana network: it runs right after this chunk. */
  solana?: HTMLScriptElement & { host?: SolanaHostContext }
  /** The Bitcoin and Polkadot chunks' script elements, when the site names a network of their namespace. */
  bitcoin?: HTMLScriptElement & { host?: ChainHostContext }
  polkadot?: HTMLScriptElement & { host?: ChainHostContext }
}

/** What the core's `window.WalletWidget` forwards to (loader/deferred-api.ts). */
export interface HostApi extends Pick<WalletWidgetApi, 'getState' | 'getProvider' | 'on' | 'off'> {
  /** Calls the widget's `method` once it is connected and configured; see `startHost`. */
  // biome-ignore lint/suspicious/noExplicitAny: each method has its own answer type; the API's types name it
  call(method: keyof WidgetApi & string, ...args: unknown[]): Promise<any>
  /** The core's handshake gave the widget these ports: a first hello, or a reloaded widget's. */
  connected(widgetPort: MessagePort, loaderPort: MessagePort): void
  /** The widget speaks another channel version. */
  mismatch(widgetVersion: number): void
}

/** The host chunk's start, handed to the core on the chunk's script element. */
export type HostStart = (context: HostContext) => HostApi

export function startHost({ attributes, element, fatal, solana, bitcoin, polkadot }: HostContext): HostApi {
  if (fatal) console.error(PREFIX + fatal)
  let widget: PortCall<WidgetApi> | undefined
  let ready = false
  const queue: (() => void)[] = []
  let state: WidgetState = INITIAL_STATE
  const events = createEmitter<WidgetEvent>()
  const subscribed = new Set<string>()
  const frame = element && controlWidgetFrame(element)

  /**
   * Calls the widget's `method` once it is connected and configured; until then calls wait in
   * order. Every call settles: with the answer, or when the widget reloads or leaves the page (the core's
   * `window.WalletWidget` adds the 30 s limit of the calls that have one).
   */
  // biome-ignore lint/suspicious/noExplicitAny: each method has its own answer type; the callers below name it
  const call = (method: keyof WidgetApi & string, ...args: unknown[]): Promise<any> =>
    new Promise((resolve, reject) => {
      // Any of the site's calls may show the widget, which may then take focus: the site's focus is recorded first.
      frame?.recordFocus()
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

  // Taken out of the page, the full-viewport iframe's size drops to 0 × 0: a resize observer
  // notices without watching the page's other changes. Put back, the iframe loads again and
  // its hello reconnects it; calls made before that hello are refused like the others.
  if (element)
    new ResizeObserver(() => element.isConnected || cancel('the widget was removed from the page')).observe(element)

  /** A hello from the widget: a second one means it reloaded, and it starts afresh. */
  const connected = async (connection: PortCall<WidgetApi>) => {
    // A reloaded widget starts closed, so its overlay must not stay over the page, and its old state is gone.
    if (widget) {
      cancel('the widget reloaded')
      frame?.setVisible(false)
      state = INITIAL_STATE
    }
    widget = connection
    ready = false
    fatal = ''
    const saved: Record<string, string> = {}
    try {
      for (const key of Object.keys(localStorage)) if (key.startsWith(SAVED_KEY_PREFIX)) saved[key] = localStorage[key]
    } catch {}
    try {
      const report = await connection('configure', attributes, saved)
      for (const { message } of report.warnings) console.warn(PREFIX + message)
      for (const { message } of report.errors) console.error(PREFIX + message)
      // A report with errors is not ok: its messages become the reason calls are refused.
      fatal = report.errors.map((error) => error.message).join('; ')
      await connection('walletsChanged', wallets.list())
    } catch {
      // Reloaded or removed meanwhile: the newer connection, or the cancellation, took over.
      return
    }
    ready = true
    flush()
  }

  // The Solana chunk runs next and adds its Wallet Standard wallets to `wallets`.
  if (solana) solana.host = [wallets, changed, attributes]
  for (const script of [bitcoin, polkadot]) if (script) script.host = [wallets, changed, attributes]

  return {
    call,
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
    connected(widgetPort, loaderPort) {
      servePort(loaderPort, loaderApi)
      void connected(callPort<WidgetApi>(widgetPort))
    },
    mismatch(version) {
      cancel(`widget speaks channel v${version}, loader v${CHANNEL_VERSION}`)
      console.error(PREFIX + fatal)
    },
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
