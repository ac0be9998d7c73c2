/**
 * Types of `window.WalletWidget`, defined by loader.js. Copy this file into a site's project
 * (it is served as /wallet-widget.d.ts next to /loader.js) to type the global.
 */

export type WalletWidgetView = 'Connect' | 'Account' | 'Networks'

export type WalletWidgetStatus = 'disconnected' | 'connecting' | 'connected'

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

export type WalletWidgetEventName = 'open' | 'close' | 'connect' | 'accountChanged' | 'chainChanged' | 'disconnect' | 'error'

export interface WalletWidgetEvent {
  type: WalletWidgetEventName
  /** The state right after the event (a copy). */
  state: WalletWidgetState
  error?: { name: string; code: string | number; message: string; data?: unknown }
}

/** An EIP-1193 provider (viem `custom(provider)`, ethers `BrowserProvider`, wagmi `injected`). */
export interface WalletWidgetProvider {
  request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown>
  on(event: 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect' | (string & {}), listener: (data: any) => void): WalletWidgetProvider
  removeListener(event: string, listener: (data: any) => void): WalletWidgetProvider
}

export interface WalletWidgetApi {
  /** Opens the modal: Connect, or Account when connected, unless `view` says otherwise. */
  open(options?: { view?: WalletWidgetView }): Promise<void>
  close(): Promise<void>
  disconnect(): Promise<void>
  /** A copy of the current state; safe to call before the widget has loaded. */
  getState(): WalletWidgetState
  getProvider(namespace: 'eip155'): WalletWidgetProvider
  /** Returns a function that removes the listener. */
  on(event: WalletWidgetEventName, listener: (event: WalletWidgetEvent) => void): () => void
  off(event: WalletWidgetEventName, listener: (event: WalletWidgetEvent) => void): void
}

declare global {
  interface Window {
    WalletWidget?: WalletWidgetApi
  }
}
