/**
 * The two interfaces called across the ports (port-rpc.ts) between the loader (in the site's page) and the widget iframe.
 * Declared once here; the loader implements {@link LoaderApi}, the widget {@link WidgetApi}. The
 * state and events the site sees are the public API's (wallet-widget-api.ts).
 */
import type { ConfigIssue } from '../config.js'
import { WidgetError, type ErrorPayload } from '../errors.js'
import type {
  WalletWidgetEvent,
  WalletWidgetEventName,
  WalletWidgetSession,
  WalletWidgetState,
  WalletWidgetStatus,
  WalletWidgetView,
} from './wallet-widget-api.js'

/** A browser wallet found in the site's page (EIP-6963 announcement or legacy `window.ethereum`). */
export interface WalletInfo {
  /** EIP-6963 `uuid`, or `'injected'` for the legacy provider. */
  id: string
  name: string
  /** Only `data:image/...` URIs are kept; anything else is dropped by the widget. */
  icon?: string
  rdns?: string
  /**
   * `'wallet-standard'`: a Wallet Standard wallet (`id` is given by the loader; it reaches a
   * feature through {@link LoaderApi.walletRequest} with `method` = the feature's name, e.g.
   * `standard:connect`, and `params` = its input; its `standard:events` account changes come
   * back as `walletEvent(id, 'accountsChanged', accounts)`).
   * `'injected-web3'`: a Polkadot extension of `window.injectedWeb3` (methods `polkadot:accounts`, `polkadot:signRaw`).
   * `'sats-connect'`: a Bitcoin wallet of `window.btc_providers`, reached with the same `bitcoin:` feature names as
   * a Wallet Standard Bitcoin wallet (the loader translates them into sats-connect requests).
   */
  source: 'eip6963' | 'legacy' | 'wallet-standard' | 'injected-web3' | 'sats-connect'
  /** A Wallet Standard wallet's chains (`solana:…`). */
  chains?: string[]
  /** A Wallet Standard wallet's feature names. */
  features?: string[]
}

/** The namespaces the site's page has a provider of (`WalletWidget.getProvider(namespace)`). */
export type ProviderNamespace = 'eip155' | 'solana'

export interface RpcRequest {
  method: string
  params?: unknown
}

/** Replies carry errors as data so the EIP-1193 `code` survives the frame boundary. */
export type RpcResult = { ok: true; result: unknown } | { ok: false; error: ErrorPayload }

export type ConnectionStatus = WalletWidgetStatus

/** The snapshot `WalletWidget.getState()` returns (a copy each time). */
export type WidgetState = WalletWidgetState

export type WidgetEventName = WalletWidgetEventName

/** A state change or event for the site; its error is an {@link ErrorPayload} with its name. */
export type WidgetEvent = WalletWidgetEvent

export type WalletEventName = 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect'

/** Views a site may open from outside: every {@link WalletWidgetView} (checked in wallet-widget-api.test.ts). */
export const PUBLIC_VIEWS = ['Connect', 'Account', 'Networks'] as const satisfies readonly WalletWidgetView[]
export type PublicView = (typeof PUBLIC_VIEWS)[number]

export interface OpenOptions {
  view?: PublicView
}

/**
 * Reads the argument of `WalletWidget.open()`, which plain JS may pass as anything: nothing, or
 * an object whose `view`, when present, is one of {@link PUBLIC_VIEWS}. Other keys are left
 * alone. Throws a WidgetError (`invalid_open_options`) that names the value and the valid views.
 */
export function parseOpenOptions(options: unknown): OpenOptions {
  const views = PUBLIC_VIEWS.map((view) => `'${view}'`).join(', ')
  if (options === undefined) return {}
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new WidgetError(
      `open() takes an options object such as { view: 'Networks' }, got ${describeValue(options)}; the views are ${views}`,
      { code: 'invalid_open_options' },
    )
  }
  const view: unknown = (options as { view?: unknown }).view
  if (view === undefined) return {}
  if (!(PUBLIC_VIEWS as readonly unknown[]).includes(view)) {
    throw new WidgetError(`open() got the unknown view ${describeValue(view)}; the views are ${views}`, {
      code: 'invalid_open_options',
    })
  }
  return { view: view as PublicView }
}

/** A short, safe description of a value from outside, for an error message. */
function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)
  if (value === null || Array.isArray(value)) return value === null ? 'null' : 'an array'
  return typeof value === 'object' || typeof value === 'function'
    ? `a ${typeof value}`
    : `${typeof value} ${String(value)}`
}

export interface ConfigReport {
  ok: boolean
  errors: ConfigIssue[]
  warnings: ConfigIssue[]
}

/** Exposed by the loader; called by the widget. */
export interface LoaderApi {
  /** Calls a discovered wallet's EIP-1193 `request`. */
  walletRequest(walletId: string, request: RpcRequest): Promise<RpcResult>
  /** State changes and events for the site (`WalletWidget.on`). */
  emit(event: WidgetEvent): void
  /**
   * An EIP-1193 event for the site's provider (`getProvider('eip155').on`). For `disconnect`
   * the data is an {@link ErrorPayload} (code 4900) and becomes an Error in the site's page.
   * `namespace` names the provider.
   */
  providerEvent(event: WalletEventName, data: unknown, namespace: ProviderNamespace): void
  /**
   * Saves (or, with `null`, removes) one of the widget's preferences in the site's storage,
   * under a key starting with {@link SAVED_KEY_PREFIX}. A cross-site iframe's own storage may be
   * blocked or partitioned away, so preferences that must survive a reload (recent wallets, the
   * last connector) live with the site. Never secrets: the site can read them.
   */
  persist(key: string, value: string | null): void
  /**
   * Shows the iframe (`true`: a full-viewport overlay) or hides it (`false`; also restores the site's focus).
   * `'rendering'` comes first on opening: the iframe is laid out and painted but transparent and lets clicks
   * through (focus moves into it), so the widget paints its dialog (a hidden cross-origin frame gets no animation frames) before it
   * says `true`. A loader that knows no `'rendering'` shows the iframe then, as before.
   */
  setVisible(visible: boolean | 'rendering'): void
}

/** Sign-in with the wallet, as the site calls it (`WalletWidget.signIn()`, `getSession()`, `signOut()`). */
export interface WidgetSignInApi {
  signIn(): Promise<WalletWidgetSession>
  getSession(): Promise<WalletWidgetSession | null>
  signOut(): Promise<void>
}

/** Exposed by the widget; called by the loader. */
export interface WidgetApi extends WidgetSignInApi {
  /**
   * Validates the site's data attributes (the loader prints the errors in the site's console) and
   * hands over the widget's saved preferences (see {@link LoaderApi.persist}).
   */
  configure(attributes: Record<string, string>, saved: Record<string, string>): ConfigReport
  open(options?: OpenOptions): void
  close(): void
  disconnect(): Promise<void>
  /** Shows the widget in `locale` (a BCP 47 tag). */
  setLocale(locale: string): Promise<void>
  /**
   * A request on `WalletWidget.getProvider(namespace)`. The site may name any namespace; one the widget
   * does not serve is refused ('Unsupported chain namespace').
   */
  providerRequest(request: RpcRequest, namespace?: string): Promise<RpcResult>
  /** The full list of discovered wallets, sent again whenever it changes. */
  walletsChanged(wallets: WalletInfo[]): void
  /** An EIP-1193 event of a discovered wallet. */
  walletEvent(walletId: string, event: WalletEventName, data: unknown): void
}

export const SAVED_KEY_PREFIX = 'wallet-widget:'

export const INITIAL_STATE: WidgetState = {
  open: false,
  view: null,
  status: 'disconnected',
  caipAddress: null,
  address: null,
  caipNetworkId: null,
  chainId: null,
  networkSupported: true,
  connectorId: null,
  walletName: null,
}
