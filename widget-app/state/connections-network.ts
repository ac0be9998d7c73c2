/**
 * Choosing a network with several connections at once (§2): a network of the active
 * connection's namespace is switched to as before; one of a namespace with a live connection makes
 * that connection active first; one of a namespace with none shows SwitchActiveChain, which offers
 * to connect a wallet for it, and the wallet connected then is switched to the network chosen.
 */
import type { AppState } from './app-state.js'
import { switchAfterConnect } from './connections-chosen-network.js'
import { connectionInNamespace } from './connections-several.js'
import type { ConnectionSwitch } from './connections-switch.js'
import { messageOf } from './errors.js'
import type { Navigation } from './navigation.js'
import type { Store } from './store.js'
import type { Toast } from './toast.js'

export interface ActiveChainSwitchDeps {
  store: Store<AppState>
  navigation: Pick<Navigation, 'push' | 'reset'>
  toast: Pick<Toast, 'show'>
  connectionSwitch: Pick<ConnectionSwitch, 'switchTo'>
}

/**
 * Wraps the network switch (network-switch.ts) with the namespace rules of several connections, for a site that
 * has them on (connections-lazy.ts checks it before downloading this).
 */
export function withActiveChainSwitch(
  switchNetwork: (caipNetworkId: string) => Promise<void>,
  { store, navigation, toast, connectionSwitch }: ActiveChainSwitchDeps,
): (caipNetworkId: string) => Promise<void> {
  return async (caipNetworkId) => {
    const state = store.get()
    const network = state.config?.networks.find((candidate) => candidate.caipNetworkId === caipNetworkId)
    if (!network || state.status !== 'connected') return switchNetwork(caipNetworkId)
    if (network.chainNamespace === state.chainNamespace) return switchNetwork(caipNetworkId)
    const live = connectionInNamespace(
      state.connections.filter((connection) => !connection.disconnected),
      network.chainNamespace,
    )
    if (!live) {
      navigation.push({ name: 'SwitchActiveChain', data: { caipNetworkId } })
      return switchAfterConnect(store, network, switchNetwork)
    }
    try {
      await connectionSwitch.switchTo(live.connectorId)
    } catch (error) {
      return toast.show('error', messageOf(error))
    }
    if (store.get().chainId !== network.id) return switchNetwork(caipNetworkId)
    if (store.get().open) navigation.reset({ name: 'Account' })
  }
}
