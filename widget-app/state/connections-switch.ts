/**
 * Several connections at once: switching the active one (§4: an active or connected one is
 * reconnected, a disconnected one reopens its login flow and then ProfileWallets), disconnecting
 * one, keeping the list across reloads and restoring it silently after a reload.
 */
import { WidgetError } from '../../shared/errors.js'
import { connectorIdOf } from '../connectors/announced.js'
import type { Connector } from '../connectors/connector.js'
import type { ConnectorRegistry } from '../connectors/registry.js'
import { isWalletConnectConnectorId } from '../connectors/walletconnect.js'
import type { NamespaceAdapters } from '../namespaces/adapter.js'
import type { AppState } from './app-state.js'
import type { Connections } from './connection-manager.js'
import { addConnection, type Connection, findConnection } from './connections.js'
import { connectionStatus, namespaceOf } from './connections-several.js'
import { NO_CONNECTOR_FOR_CONNECTION, type SwitchResult, switchPlan } from './connections-switch-plan.js'
import { namespaceAccounts } from './connections-accounts.js'
import { severalConnectionRules } from './connections-active.js'
import { activeInNamespace } from './connections-namespace.js'
import { watchOtherBalances } from './connections-balances.js'
import { loadConnections, saveConnections, storedText } from './connections-storage.js'
import type { Navigation } from './navigation.js'
import type { PreferenceStorage } from './saved-preferences.js'
import type { SiteEvents } from './site-events.js'
import type { Store } from './store.js'

export interface ConnectionSwitchDeps {
  store: Store<AppState>
  prefs: PreferenceStorage
  registry: Pick<ConnectorRegistry, 'find'>
  adapters: Pick<NamespaceAdapters, 'get' | 'find'>
  events: Pick<SiteEvents, 'emit'>
  navigation: Pick<Navigation, 'push'>
  connections: Pick<
    Connections,
    | 'finishConnect'
    | 'reconnect'
    | 'disconnect'
    | 'connectionLost'
    | 'returnAfterConnect'
    | 'activeConnector'
    | 'useSeveralConnections'
  >
  /** Connects the site's wallet `walletId` (the Connect view's button). */
  connectWallet(walletId: string): Promise<void>
  /** Opens WalletConnect's QR code or link. */
  connectWalletConnect(): Promise<void>
}

export interface ConnectionSwitch {
  /** Makes the connection of `connectorId` the active one (§4); resolves with what changed, or undefined for a login flow. */
  switchTo(connectorId: string): Promise<SwitchResult | undefined>
  /** Disconnects one connection: the active one as `disconnect()` does, another by removing it. */
  disconnectOne(connectorId: string): Promise<void>
  /** The silent reconnect after a reload: the last wallet, then every stored connection whose wallet is among `candidates`. */
  reconnect(candidates: readonly Connector[]): Promise<void>
}

const noConnector = (connectorId: string) =>
  new WidgetError(NO_CONNECTOR_FOR_CONNECTION, {
    code: 'connector_not_found',
    details: `no wallet of the connection "${connectorId.slice(0, 80)}" is on this page`,
  })

export function createConnectionSwitch(deps: ConnectionSwitchDeps): ConnectionSwitch {
  const { store, prefs, registry, adapters, events, connections } = deps
  const get = store.get
  /** The stored list is read once, at the first reconnect; nothing is written before (a reload would lose it). */
  let loaded = false
  const tried = new Set<string>()
  connections.useSeveralConnections({
    ...severalConnectionRules,
    inNamespace: (namespace) => activeInNamespace(get(), namespace, registry, adapters),
    namespaceAccounts,
  })

  store.subscribe(() => {
    const { connections: list, config } = get()
    if (!loaded || !config?.multiWallet || list === lastList) return
    lastList = list
    // Written only when what is kept changed: a balance read changes the list, not what is stored.
    const text = storedText(list)
    if (text === lastSaved) return
    lastSaved = text
    saveConnections(prefs, list)
  })
  let lastList: readonly Connection[] | null = null
  let lastSaved: string | null = null
  watchOtherBalances({ store, adapters, events })

  async function reconnectLive(connection: Connection): Promise<SwitchResult> {
    const connector = registry.find(connection.connectorId)
    if (!connector) throw noConnector(connection.connectorId)
    const [address] = await adapters.get(connector.chainNamespace).accounts(connector)
    if (!address) {
      connections.connectionLost(connector.id)
      throw new WidgetError('Not connected', {
        code: 'wallet_disconnected',
        details: `${connector.name} has no account`,
      })
    }
    const before = { address: get().address, connectorId: get().connectorId }
    await connections.finishConnect(connector, address, {
      silent: true,
      ...(connection.account && { account: connection.account }),
    })
    // The figure read while it was not active shows until the active account's own read (same account and chain).
    const same =
      address === connection.accounts[0]?.address &&
      `${namespaceOf(connection)}:${get().chainId}` === connection.caipNetworkId
    if (same && connection.balance !== undefined && get().balance.state === 'idle')
      store.set({ balance: { state: 'ready', value: connection.balance } })
    return {
      accountChanged: before.address !== address,
      walletChanged: before.connectorId?.toLowerCase() !== connector.id.toLowerCase(),
    }
  }

  async function login(connection: Connection): Promise<undefined> {
    const connector = registry.find(connection.connectorId)
    connections.returnAfterConnect({ name: 'ProfileWallets' })
    // After a reload a stored WalletConnect connection has no connector yet: it is paired again, like a live one.
    if (connector?.type === 'WALLET_CONNECT' || isWalletConnectConnectorId(connection.connectorId))
      return void (await deps.connectWalletConnect())
    if (connector?.type === 'AUTH') return void deps.navigation.push({ name: 'Connect' })
    const wallet = get().wallets.find(
      (info) => connectorIdOf(info).toLowerCase() === connection.connectorId.toLowerCase(),
    )
    if (!wallet) {
      connections.returnAfterConnect(null)
      throw noConnector(connection.connectorId)
    }
    await deps.connectWallet(wallet.id)
  }

  async function restoreStored(candidates: readonly Connector[]): Promise<void> {
    if (!get().config?.multiWallet) return
    if (!loaded) {
      loaded = true
      let list = get().connections
      for (const stored of loadConnections(prefs))
        if (!findConnection(list, stored.connectorId)) list = [...list, stored]
      store.set({ connections: list })
    }
    for (const stored of get().connections.filter((connection) => connection.disconnected)) {
      const connector = candidates.find((candidate) => candidate.id.toLowerCase() === stored.connectorId.toLowerCase())
      if (!connector || tried.has(connector.id.toLowerCase())) continue
      tried.add(connector.id.toLowerCase())
      try {
        const adapter = adapters.get(connector.chainNamespace)
        const [address] = await adapter.accounts(connector)
        if (!address) continue
        if (get().status !== 'connected') {
          await connections.finishConnect(connector, address, { silent: true })
          continue
        }
        const chainId = await adapter.chainId(connector)
        const { disconnected: _, ...live } = stored
        const restored = { ...live, accounts: [{ address }], caipNetworkId: `${adapter.namespace}:${chainId}` }
        store.set({ connections: addConnection(get().connections, restored) })
        events.emit('accountChanged')
      } catch {
        // The wallet is locked or gone: the connection stays disconnected, switching to it logs in again.
      }
    }
  }

  return {
    async switchTo(connectorId) {
      const connection = findConnection(get().connections, connectorId)
      if (!connection) throw noConnector(connectorId)
      const active = get().status === 'connected' ? get().connectorId : null
      const plan = switchPlan(connectionStatus(connection, active))
      return plan === 'reconnect' ? reconnectLive(connection) : login(connection)
    },
    async disconnectOne(connectorId) {
      const connection = findConnection(get().connections, connectorId)
      if (!connection) return
      const active = get().status === 'connected' ? get().connectorId : null
      if (connectionStatus(connection, active) === 'active') return connections.disconnect()
      const connector = registry.find(connection.connectorId)
      if (connector?.disconnect) await connector.disconnect().catch(() => undefined)
      else if (connector && !connection.disconnected)
        void adapters
          .get(namespaceOf(connection))
          .forget(connector)
          .catch(() => undefined)
      connections.connectionLost(connection.connectorId)
    },
    async reconnect(candidates) {
      await connections.reconnect(candidates)
      await restoreStored(candidates)
    },
  }
}
