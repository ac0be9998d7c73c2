/**
 * The API a site gets from loader.js: `window.WalletWidget`, its state, events and EIP-1193
 * provider. The loader implements it; the widget's side of the channel (loader-widget.ts) speaks
 * in these same types. This module imports nothing, so the build turns it as it is into the
 * `wallet-widget.d.ts` sites copy (scripts/wallet-widget-dts.ts): keep it self-contained.
 */

/** The views a site may open. */
export type WalletWidgetView = 'Connect' | 'Account' | 'Networks'

export type WalletWidgetStatus = 'disconnected' | 'connecting' | 'connected'

/** The snapshot `WalletWidget.getState()` returns (a copy each time). */
export interface WalletWidgetState {
  open: boolean
  view: string | null
  status: WalletWidgetStatus
  /** CAIP-10 id of the active account, e.g. `eip155:1:0xabc…`. */
  caipAddress: string | null
  address: string | null
  /** CAIP-2 id of the active network, e.g. `eip155:1`. */
  caipNetworkId: string | null
  chainId: number | null
  /** False while the wallet is on a network the site did not list in data-networks. */
  networkSupported: boolean
  connectorId: string | null
  walletName: string | null
}

export type WalletWidgetEventName =
  | 'open'
  | 'close'
  | 'connect'
  | 'accountChanged'
  | 'chainChanged'
  | 'disconnect'
  | 'error'

/** An error as it crosses to the page: its class name, a stable code, the message and any data. */
export interface WalletWidgetError {
  name: string
  code: string | number
  message: string
  data?: unknown
}

export interface WalletWidgetEvent {
  type: WalletWidgetEventName
  /** The state right after the event (a copy). */
  state: WalletWidgetState
  error?: WalletWidgetError
}

/** An EIP-1193 provider (viem `custom(provider)`, ethers `BrowserProvider`, wagmi `injected`). */
export interface WalletWidgetProvider {
  /**
   * Has no time limit: it waits for the user as long as they take. When the widget iframe
   * reloads or is removed from the page first, it rejects with error 4900 (disconnected) and a
   * message saying which; the wallet may still have acted on it.
   */
  request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown>
  on(
    event: 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect' | (string & {}),
    // biome-ignore lint/suspicious/noExplicitAny: each event has its own payload; `unknown` would refuse typed listeners
    listener: (data: any) => void,
  ): WalletWidgetProvider
  // biome-ignore lint/suspicious/noExplicitAny: as for `on`
  removeListener(event: string, listener: (data: any) => void): WalletWidgetProvider
}

/**
 * `open`, `close` and `disconnect` settle once the widget has done it. They reject with a
 * `[WalletWidget] …` error when the configuration is invalid, when the widget has not answered
 * within 30 s (counted from the call, so also when it never loaded), or when the widget iframe
 * reloads or is removed from the page before answering.
 */
export interface WalletWidgetApi {
  /**
   * Opens the modal: Connect, or Account when connected, unless `view` says otherwise. Rejects
   * an unknown view or options that are not an object, naming the valid views.
   */
  open(options?: { view?: WalletWidgetView }): Promise<void>
  close(): Promise<void>
  disconnect(): Promise<void>
  /** Shows the widget in `locale` (a BCP 47 tag) instead of the one it chose. */
  setLocale(locale: string): Promise<void>
  /** A copy of the current state; safe to call before the widget has loaded. */
  getState(): WalletWidgetState
  getProvider(namespace: 'eip155'): WalletWidgetProvider
  /** Returns a function that removes the listener. */
  on(event: WalletWidgetEventName, listener: (event: WalletWidgetEvent) => void): () => void
  off(event: WalletWidgetEventName, listener: (event: WalletWidgetEvent) => void): void
}

declare global {
  interface Window {
    /** Defined by loader.js as soon as it runs. */
    WalletWidget?: WalletWidgetApi
  }
}
