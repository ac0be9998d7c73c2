/**
 * Send from the email wallet's Solana account.
 *
 * The Send form and the Solana send (namespaces/solana/send/) work on the widget's connected account:
 * its address, namespace, network and balances, and the wallet request of that namespace. An email
 * user on a site with a Solana network is connected with the wallet's EVM account and holds a Solana
 * account beside it (email-solana.ts). The widget seen from that Solana account is the same widget
 * whose account fields (address, namespace, chain) name the Solana account, and whose wallet requests
 * take the site provider's Solana path: the secure frame's approval, like the site's own requests.
 * Everything else (history, modal, toasts) is the widget's own, so leaving Send after a send shows
 * Account as usual.
 */
import type { Network } from '../../shared/networks.js'
import { activeNetwork, type AppState } from './app-state.js'
import type { Store } from './store.js'
import type { Widget } from './widget.js'

/** The Solana network whose Send the Account view offers the email wallet's Solana account. */
export function emailSolanaNetwork(state: AppState): Network | undefined {
  if (state.status !== 'connected' || state.chainNamespace === 'solana' || !state.emailSolanaAddress) return undefined
  return state.config?.networks.find((network) => network.chainNamespace === 'solana')
}

/** Whether the Send view on screen was opened for the email wallet's Solana account (its data names that network). */
export function sendsFromEmailSolana(state: AppState): boolean {
  const target = state.history.at(-1)
  const network = emailSolanaNetwork(state)
  return target?.name === 'Send' && network !== undefined && target.data?.caipNetworkId === network.caipNetworkId
}

/** The app state as seen from the email wallet's Solana account; not connected while it has none. */
function asSolanaAccount(state: AppState): AppState {
  const network = emailSolanaNetwork(state)
  if (!network) return { ...state, status: 'disconnected', address: null }
  return {
    ...state,
    address: state.emailSolanaAddress,
    chainNamespace: 'solana',
    chainId: network.id,
    balance: { state: 'idle' },
  }
}

/** A view of `store` through `see`: the same object while the store's state is the same, writes go to `store`. */
function seenStore(store: Store<AppState>, see: (state: AppState) => AppState): Store<AppState> {
  let source: AppState | null = null
  let seen: AppState | null = null
  return {
    get() {
      const state = store.get()
      if (state !== source || !seen) {
        source = state
        seen = see(state)
      }
      return seen
    },
    set: store.set,
    subscribe: store.subscribe,
  }
}

const perWidget = new WeakMap<Widget, Widget>()

/** The widget as seen from the email wallet's Solana account; one per widget, so what is cached per widget stays. */
export function emailSolanaWidget(widget: Widget): Widget {
  let seen = perWidget.get(widget)
  if (!seen) {
    const store = seenStore(widget.store, asSolanaAccount)
    seen = {
      ...widget,
      store,
      walletRequest: (request) => widget.api.providerRequest(request, 'solana'),
      activeNetwork: () => activeNetwork(store.get()),
    }
    perWidget.set(widget, seen)
  }
  return seen
}
