/** The account state per namespace that getState() and the events carry beside the active account's fields. */
import type { WalletWidgetNamespaceAccount } from '../../shared/protocol/wallet-widget-api.js'
import type { AppState } from './app-state.js'
import { connectionStatus, namespaceOf } from './connections-several.js'

/** One entry per namespace with a connection; the active connection's wins over a stored one of its namespace. */
export function namespaceAccounts(state: AppState): Partial<Record<string, WalletWidgetNamespaceAccount>> {
  const active = state.status === 'connected' ? state.connectorId : null
  const accounts: Partial<Record<string, WalletWidgetNamespaceAccount>> = {}
  for (const connection of state.connections) {
    const namespace = namespaceOf(connection)
    const address = connection.accounts[0]?.address
    const status = connectionStatus(connection, active)
    if (!address || (accounts[namespace] && status !== 'active')) continue
    // The active connection's network is the live one (its record keeps the network it connected on).
    const caipNetworkId =
      status === 'active' && state.chainId !== null ? `${namespace}:${state.chainId}` : connection.caipNetworkId
    const liveAddress = status === 'active' && state.address ? state.address : address
    accounts[namespace] = {
      status: status === 'disconnected' ? 'disconnected' : 'connected',
      active: status === 'active',
      caipAddress: `${caipNetworkId}:${liveAddress}`,
      address: liveAddress,
      caipNetworkId,
      connectorId: connection.connectorId,
      walletName: connection.walletName,
    }
  }
  return accounts
}
