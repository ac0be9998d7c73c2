/**
 * Several connections' switching and storage (connections-switch.ts), downloaded only when the
 * site asks for them (`data-multi-wallet`) or a view uses them: sites with one connection at a
 * time never load that code, and the Connect view does not carry it.
 */
import type { Connector } from '../connectors/connector.js'
import { multiWalletEnabled } from './app-state.js'
import type { ActiveChainSwitchDeps } from './connections-network.js'
import type { ConnectionSwitch, ConnectionSwitchDeps } from './connections-switch.js'

export function lazyConnectionSwitch(deps: ConnectionSwitchDeps): ConnectionSwitch & { ready(): Promise<void> } {
  let loading: Promise<ConnectionSwitch> | undefined
  const load = () =>
    (loading ??= import('./connections-switch.js').then((module) => module.createConnectionSwitch(deps)))
  return {
    ready: async () => void (await load()),
    switchTo: async (connectorId) => (await load()).switchTo(connectorId),
    disconnectOne: async (connectorId) => (await load()).disconnectOne(connectorId),
    reconnect: async (candidates: readonly Connector[]) =>
      (deps.store.get().config?.multiWallet ? await load() : deps.connections).reconnect(candidates),
  }
}

/**
 * The network switch (network-switch.ts) with the namespace rules of several connections
 * (connections-network.ts), downloaded only on a site that asks for them.
 */
export function lazyActiveChainSwitch(
  switchNetwork: (caipNetworkId: string) => Promise<void>,
  deps: ActiveChainSwitchDeps,
): (caipNetworkId: string) => Promise<void> {
  return async (caipNetworkId) => {
    if (!multiWalletEnabled(deps.store.get())) return switchNetwork(caipNetworkId)
    const { withActiveChainSwitch } = await import('./connections-network.js')
    return withActiveChainSwitch(switchNetwork, deps)(caipNetworkId)
  }
}
