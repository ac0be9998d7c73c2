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
  // The three below come with the widget's first event (the loader's state before it leaves them out).
  /** The social login of the connected wallet (`google`, …, `farcaster`); null for other wallets. */
  socialProvider?: string | null
  /** The name that social login knows the user by (a Farcaster username); null when there is none. */
  socialUsername?: string | null
  /** The Farcaster sign-in link the widget last showed (kept once it connected); null otherwise. */
  farcasterUrl?: string | null
  /** The email wallet's active account: its smart account or its EOA (§4); null for other wallets. */
  accountType?: 'smartAccount' | 'eoa' | null
  /** Whether the email wallet's smart account is deployed yet; null unless it is the active account's wallet. */
  smartAccountDeployed?: boolean | null
  /**
   * The account of each namespace that has a connection (`eip155`, `solana`, …); the top-level
   * fields describe the active one. With several connections at once (`data-multi-wallet`) it can
   * hold more than one; empty while none.
   */
  accounts?: Partial<Record<string, WalletWidgetNamespaceAccount>>
}

/** One namespace's account in {@link WalletWidgetState.accounts}. */
export interface WalletWidgetNamespaceAccount {
  /** `disconnected` for a connection kept from an earlier visit whose wallet has not connected again. */
  status: 'connected' | 'disconnected'
  /** Whether it is the active account (the one the top-level fields describe). */
  active: boolean
  caipAddress: string
  address: string
  caipNetworkId: string
  connectorId: string
  walletName: string
  /**
   * With several connections at once: the native balance last read, in whole units as exact decimal text
   * (`1.5`), with its currency's symbol; absent until read, or while the read fails.
   */
  balance?: string
  balanceSymbol?: string
}

export type WalletWidgetEventName =
  | 'open'
  | 'close'
  | 'connect'
  | 'accountChanged'
  | 'chainChanged'
  | 'disconnect'
  | 'error'
  /** A sign-in with the wallet succeeded (`getSession()` answers it). */
  | 'signIn'
  /** The sign-in session ended (`signOut()`, or the wallet disconnected). */
  | 'signOut'
  /** The Farcaster sign-in link changed: the ConnectingFarcaster view shows a new one, or it was dropped. */
  | 'farcasterUrlChanged'
  /**
   * The state changed in a way no other event names: the email wallet's smart account was deployed, or, with
   * several connections at once, a balance in `accounts` was read anew.
   */
  | 'stateChanged'

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
 * The Bitcoin (`bip122`) and Polkadot providers: they sign with the connected wallet of their namespace. Bitcoin:
 * `signMessage` `{ message, address? }` → `{ address, signature }` (BIP-322 simple, base64; the payment address
 * unless another of the connection's is named), `signPsbt` `{ psbt (base64), signInputs: { <address>: number[] } }`
 * → `{ psbt }`. Polkadot: `polkadot_signMessage` `{ message, address? }` → `{ signature }` (the extension's
 * `signRaw`, hex). Without a connected wallet of the namespace they reject with 4100; other methods with 4200.
 */
export interface WalletWidgetSigningProvider {
  request(args: { method: string; params?: object }): Promise<unknown>
}

/**
 * The Solana provider: WalletConnect's Solana JSON-RPC methods, keys and signatures in base58,
 * transactions in base64 (wire format). Without a connected Solana wallet, `solana_getAccounts`
 * answers `[]`, `solana_requestAccounts` opens the modal, the others reject with 4100.
 */
export interface WalletWidgetSolanaProvider {
  request(args: { method: 'solana_getAccounts' | 'solana_requestAccounts' }): Promise<{ pubkey: string }[]>
  request(args: { method: 'solana_signMessage'; params: { message: string; pubkey: string } }): Promise<{
    signature: string
  }>
  request(args: { method: 'solana_signTransaction'; params: { transaction: string } }): Promise<{
    signature: string
    transaction: string
  }>
  request(args: {
    method: 'solana_signAndSendTransaction'
    params: { transaction: string; sendOptions?: object }
  }): Promise<{ signature: string }>
  request(args: { method: string; params?: object }): Promise<unknown>
  /** `accountsChanged` (the accounts' base58 addresses) and `disconnect`. */
  // biome-ignore lint/suspicious/noExplicitAny: as for WalletWidgetProvider
  on(event: 'accountsChanged' | 'disconnect' | (string & {}), listener: (data: any) => void): WalletWidgetSolanaProvider
  // biome-ignore lint/suspicious/noExplicitAny: as for `on`
  removeListener(event: string, listener: (data: any) => void): WalletWidgetSolanaProvider
}

/**
 * A sign-in with the wallet (EIP-4361): the message the account signed, its fields, and a
 * short-lived token (ES256 JWT; `sub` the CAIP-10 account, `aud` this site's origin) that the
 * site's backend verifies against the deployment's JWKS (`/.well-known/jwks.json`).
 */
export interface WalletWidgetSession {
  id: string
  /** CAIP-10, e.g. `eip155:1:0xabc…`. */
  account: string
  /** The site signed in to. */
  origin: string
  message: string
  signature: string
  data: {
    accountAddress: string
    /** CAIP-2. */
    chainId: string
    domain: string
    uri: string
    version: string
    nonce: string
    statement?: string
    resources?: string[]
    requestId?: string
    issuedAt?: string
    expirationTime?: string
    notBefore?: string
  }
  cacao?: unknown
  expiresAt: string
  token: string
  tokenExpiresAt: string
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
  /**
   * Signs in with the connected wallet (opening Connect first when none is): resolves with the
   * session, at once when the account already has one. Rejects with code 4001 when the visitor
   * cancels, and 'SIWX is not enabled' without `data-sign-in`. Waits on the visitor, without a time limit.
   */
  signIn(): Promise<WalletWidgetSession>
  /** The connected account's session, its token renewed when it is about to expire; null when none. */
  getSession(): Promise<WalletWidgetSession | null>
  /** Ends the sign-in session (revoked on the server); the wallet stays connected. */
  signOut(): Promise<void>
  /** A copy of the current state; safe to call before the widget has loaded. */
  getState(): WalletWidgetState
  getProvider(namespace: 'eip155'): WalletWidgetProvider
  /** Present when `data-networks` names a Solana network; throws otherwise. */
  getProvider(namespace: 'solana'): WalletWidgetSolanaProvider
  /** The Bitcoin or Polkadot provider, answered when `data-networks` names such a network. */
  getProvider(namespace: 'bip122' | 'polkadot'): WalletWidgetSigningProvider
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
