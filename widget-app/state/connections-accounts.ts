/** The account state per namespace that getState() and the events carry beside the active account's fields. */
import { formatUnitsExact } from '../../shared/format.js'
import type { WalletWidgetNamespaceAccount } from '../../shared/protocol/wallet-widget-api.js'
import type { AppState } from './app-state.js'
import type { Connection } from './connections.js'
import { connectionStatus, namespaceOf } from './connections-several.js'

/** The balance of `connection` (the state's own for the active one) with its network's currency, when known. */
export function connectionBalance(
  state: AppState,
  connection: Connection,
  caipNetworkId: string,
  active: boolean,
): { value: bigint; decimals: number; symbol: string } | undefined {
  const value = active ? (state.balance.state === 'ready' ? state.balance.value : undefined) : connection.balance
  const currency = state.config?.networks.find((network) => network.caipNetworkId === caipNetworkId)?.nativeCurrency
  if (value === undefined || !currency) return undefined
  return { value, decimals: currency.decimals, symbol: currency.symbol }
}

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
    const balance = connectionBalance(state, connection, caipNetworkId, status === 'active')
    accounts[namespace] = {
      status: status === 'disconnected' ? 'disconnected' : 'connected',
      active: status === 'active',
      caipAddress: `${caipNetworkId}:${liveAddress}`,
      address: liveAddress,
      caipNetworkId,
      connectorId: connection.connectorId,
      walletName: connection.walletName,
      ...(balance && { balance: formatUnitsExact(balance.value, balance.decimals), balanceSymbol: balance.symbol }),
    }
  }
  return accounts
}
