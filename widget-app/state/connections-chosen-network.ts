/**
 * The network chosen when SwitchActiveChain was shown, applied to the wallet the user then connects: once a
 * connection of the network's namespace is the active one, its wallet is asked to switch to that network (when
 * it is on another), so the site's `chainChanged` and getState() name the network the user chose. Closing the
 * modal before a wallet of that namespace connects forgets the choice; a newer choice replaces it.
 */
import type { Network } from '../../shared/networks.js'
import type { AppState } from './app-state.js'
import type { Store } from './store.js'

/** The choice waiting for its connection, per widget (its store), to forget it when a newer one comes. */
const waiting = new WeakMap<Store<AppState>, () => void>()

export function switchAfterConnect(
  store: Store<AppState>,
  network: Pick<Network, 'caipNetworkId' | 'chainNamespace' | 'id'>,
  switchNetwork: (caipNetworkId: string) => Promise<void>,
): void {
  waiting.get(store)?.()
  const forget = () => {
    unsubscribe()
    waiting.delete(store)
  }
  const unsubscribe = store.subscribe(() => {
    const state = store.get()
    if (state.status === 'connected' && state.chainNamespace === network.chainNamespace) {
      forget()
      // Asked once the connection is announced (the site's `connect`, the modal closed), like a switch the user makes.
      if (state.chainId !== network.id) queueMicrotask(() => void switchNetwork(network.caipNetworkId))
    } else if (!state.open) forget()
  })
  waiting.set(store, forget)
}
