/**
 * View history of the modal. Pure functions over the history array; the
 * last entry is the current view.
 */
import type { RedirectProvider } from '../../shared/contracts/social.js'

export type ViewName =
  | 'Connect'
  | 'ConnectingExternal'
  | 'Account'
  | 'Networks'
  | 'SwitchNetwork'
  | 'UnsupportedChain'
  | 'EmailLogin'
  | 'UpdateEmailWallet'
  | 'ApproveTransaction'
  | 'AllWallets'
  | 'ConnectingWalletConnect'
  /** Sign In With Farcaster: the relay's request as a QR code and a link. */
  | 'ConnectingFarcaster'
  /** A social login with a provider's popup, opened from the secure frame's button. */
  | 'ConnectingSocial'
  | 'Send'
  /** The sign-message view of sign-in with the wallet. */
  | 'SignIn'
  /** The form that registers an account name, and the view after a registration. */
  | 'RegisterAccountName'
  | 'RegisterAccountNameSuccess'
  /** Swapping one token for another (behind the `swaps` switch). */
  | 'Swap'
  /** Buying tokens through the onramp's checkout (behind the `onramp` switch). */
  | 'Buy'
  /** The connections by namespace: switch the active one, disconnect one, add one (several connections at once). */
  | 'ProfileWallets'
  /** A network of a namespace with no connection was chosen: offers to connect a wallet for it. */
  | 'SwitchActiveChain'

export interface View {
  name: ViewName
  /** Data the view needs, e.g. the wallet being connected or the target network. */
  data?: { walletId?: string; caipNetworkId?: string; provider?: RedirectProvider }
}

export type History = readonly View[]

export function push(history: History, view: View): History {
  return [...history, view]
}

export function replace(history: History, view: View): History {
  return [...history.slice(0, -1), view]
}

export function reset(view: View): History {
  return [view]
}

export type BackResult = { close: true } | { close: false; history: History }

/**
 * Going back pops the history; from the first view it closes the modal; from a Connect view
 * while connected it shows Account.
 */
export function goBack(history: History, connected: boolean): BackResult {
  const current = history[history.length - 1]
  if (current?.name === 'Connect' && connected) return { close: false, history: reset({ name: 'Account' }) }
  if (history.length <= 1) return { close: true }
  return { close: false, history: history.slice(0, -1) }
}

/** The view a fresh `open()` shows: Account when connected, else Connect. */
export function initialView(connected: boolean): View {
  return { name: connected ? 'Account' : 'Connect' }
}
