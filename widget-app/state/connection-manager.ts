/**
 * The wallet connections: connecting the wallet the user picked,
 * finishing any connection (browser wallet, email wallet, WalletConnect), the silent reconnect,
 * disconnecting, and the wallet's own account and chain changes. What is chain-specific comes
 * from the adapter of the connector's namespace; only an allowed origin connects.
 */
import type { Network } from '../../shared/networks.js'
import { ProviderRpcError, RpcErrorCode } from '../../shared/errors.js'
import type { Connector } from '../connectors/connector.js'
import type { ConnectorRegistry } from '../connectors/registry.js'
import type { ActiveConnection, ChainId, NamespaceAdapters } from '../namespaces/adapter.js'
import type { Account } from './account.js'
import { accountReset, isNetworkSupported, type AppState } from './app-state.js'
import { addConnection, findConnection, removeConnection } from './connections.js'
import { t } from '../i18n/i18n.js'
import { messageOf, type ReportError } from './errors.js'
import type { Modal } from './modal.js'
import type { Navigation } from './navigation.js'
import type { Project } from './project.js'
import { addRecentWallet, saveRecentWallets } from './recent-wallets.js'
import type { PreferenceStorage } from './saved-preferences.js'
import type { SiteEvents } from './site-events.js'
import type { Store } from './store.js'
import type { Toast } from './toast.js'

/** The connector to reconnect silently after a reload; removed when the user disconnects. */
export const LAST_CONNECTOR_KEY = 'wallet-widget:last-connector'

export interface Connections {
  /** The active connection with its connector; undefined while none (or its connector is gone). */
  active(): ActiveConnection | undefined
  activeConnector(): Connector | undefined
  /**
   * The user picked the site's wallet `walletId` (reached through `connector`): asks it to
   * connect, on the ConnectingExternal view (which shows the error, if any, with a retry).
   */
  connect(walletId: string, connector: Connector | undefined): Promise<void>
  /**
   * Makes `address` of `connector` the active connection; `silent` keeps the modal as it is; `account` is what
   * the connection knows of the account beyond its address, set before the site is told.
   */
  finishConnect(
    connector: Connector,
    address: string,
    options: { silent: boolean; account?: Partial<Pick<AppState, 'userEmail' | 'social' | 'emailAccount'>> },
  ): Promise<void>
  /** Restores the last connection without a prompt when its wallet is among `candidates` (once per page). */
  reconnect(candidates: readonly Connector[]): Promise<void>
  /** The user or the site disconnects: the wallet is told, the connection removed, the site told. */
  disconnect(): Promise<void>
  /** The wallet ended the connection (or has no account left). */
  connectionLost(connectorId: string): void
  /** The active wallet moved to another account. */
  accountChanged(connectorId: string, address: string): void
  /** The active wallet moved to another chain. */
  chainChanged(connectorId: string, chainId: ChainId): void
  /** Asks `connector` to switch to `network`: by itself when it can, else through the network's adapter. */
  switchConnector(connector: Connector, network: Network): Promise<void>
}

export interface ConnectionManagerDeps {
  store: Store<AppState>
  adapters: Pick<NamespaceAdapters, 'get' | 'find'>
  registry: Pick<ConnectorRegistry, 'find'>
  events: SiteEvents
  modal: Pick<Modal, 'open' | 'close' | 'connected'>
  navigation: Pick<Navigation, 'current' | 'push' | 'replace' | 'reset'>
  account: Pick<Account, 'loadBalance' | 'forgetBalances'>
  project: Pick<Project, 'requireAllowedOrigin'>
  prefs: PreferenceStorage
  toast: Pick<Toast, 'show'>
  reportError: ReportError
}

export function createConnectionManager(deps: ConnectionManagerDeps): Connections {
  const { store, adapters, events, modal, navigation, prefs } = deps
  const get = store.get
  let reconnectTried = false
  const activeConnector = () => deps.registry.find(get().connectorId)

  async function connect(walletId: string, connector: Connector | undefined): Promise<void> {
    if (!connector) return deps.toast.show('error', t('toasts.providerNotFound'))
    try {
      await deps.project.requireAllowedOrigin(connector)
    } catch (error) {
      return deps.toast.show('error', messageOf(error))
    }
    const view = { name: 'ConnectingExternal', data: { walletId } } as const
    if (navigation.current()?.name === 'ConnectingExternal') navigation.replace(view)
    else navigation.push(view)
    store.set({ status: get().status === 'connected' ? 'connected' : 'connecting', connectError: null })
    try {
      const [address] = await adapters.get(connector.chainNamespace).requestAccounts(connector)
      if (!address) throw new ProviderRpcError(RpcErrorCode.unauthorized, 'The wallet returned no account')
      await finishConnect(connector, address, { silent: false })
    } catch (error) {
      if (get().status === 'connecting') store.set({ status: 'disconnected' })
      store.set({ connectError: messageOf(error) })
      events.emit('error', error)
      deps.reportError('WALLET_ERROR', error)
    }
  }

  async function finishConnect(
    connector: Connector,
    address: string,
    {
      silent,
      account,
    }: { silent: boolean; account?: Partial<Pick<AppState, 'userEmail' | 'social' | 'emailAccount'>> },
  ) {
    const adapter = adapters.get(connector.chainNamespace)
    const chainId = await adapter.chainId(connector)
    const previous = get().connectorId
    if (previous && previous.toLowerCase() !== connector.id.toLowerCase())
      await disconnectConnector(previous, { announce: false })
    const isWallet = connector.type !== 'AUTH'
    const recentWallets = isWallet
      ? addRecentWallet(get().recentWallets, { id: connector.id, name: connector.name })
      : get().recentWallets
    if (isWallet) {
      saveRecentWallets(prefs, recentWallets)
      prefs.setItem(LAST_CONNECTOR_KEY, connector.id)
    }
    store.set({
      ...accountReset(),
      ...account,
      status: 'connected',
      connectorId: connector.id,
      walletName: connector.name,
      chainNamespace: adapter.namespace,
      address,
      chainId,
      recentWallets,
      connections: addConnection(get().connections, {
        connectorId: connector.id,
        walletName: connector.name,
        accounts: [{ address }],
        caipNetworkId: `${adapter.namespace}:${chainId}`,
      }),
    })
    events.provider('connect', { chainId: adapter.encodeChainId(chainId) })
    events.provider('accountsChanged', [address])
    events.emit('connect')
    modal.connected()
    if (!showUnsupportedChainIfNeeded() && !silent) modal.close()
  }

  /** UnsupportedChain unless unsupported chains are allowed or switching is disabled. */
  function showUnsupportedChainIfNeeded(): boolean {
    const { config } = get()
    if (!config || isNetworkSupported(get()) || config.allowUnsupportedChain || !config.enableNetworkSwitch)
      return false
    if (!get().open) modal.open()
    navigation.reset({ name: 'UnsupportedChain' })
    return true
  }

  async function reconnect(candidates: readonly Connector[]): Promise<void> {
    const lastId = prefs.getItem(LAST_CONNECTOR_KEY)
    const connector = candidates.find((candidate) => candidate.id === lastId)
    if (reconnectTried || !connector || get().status !== 'disconnected') return
    reconnectTried = true
    try {
      const [address] = await adapters.get(connector.chainNamespace).accounts(connector)
      if (address) await finishConnect(connector, address, { silent: true })
    } catch {
      // The wallet is locked or gone; the user connects again from the Connect view.
    }
  }

  async function disconnect(): Promise<void> {
    const id = get().connectorId
    if (!id) return
    const connector = activeConnector()
    if (connector?.disconnect) await connector.disconnect()
    // Best effort: wallets that support it forget the permission, so the next connect asks again.
    else if (connector)
      void adapters
        .get(connector.chainNamespace)
        .forget(connector)
        .catch(() => undefined)
    prefs.removeItem(LAST_CONNECTOR_KEY)
    await disconnectConnector(id, { announce: true })
  }

  /** Removes the connection; none left → disconnect event, else the first is announced. */
  async function disconnectConnector(connectorId: string, { announce }: { announce: boolean }): Promise<void> {
    const result = removeConnection(get().connections, connectorId)
    deps.account.forgetBalances()
    if (result.event === 'disconnect' || !announce) {
      store.set({ ...accountReset(), connections: result.list })
      if (!announce) return
      events.provider('accountsChanged', [])
      events.provider('disconnect', {
        code: RpcErrorCode.disconnected,
        message: 'The provider is disconnected from all chains.',
      })
      events.emit('disconnect')
      if (get().open) navigation.reset({ name: 'Connect' })
      return
    }
    const next = result.next
    const address = next.accounts[0]?.address
    const [namespace, reference] = next.caipNetworkId.split(':')
    const adapter = adapters.find(namespace)
    store.set({
      connections: result.list,
      connectorId: next.connectorId,
      walletName: next.walletName,
      chainNamespace: adapter?.namespace ?? null,
      address: address ?? null,
      chainId: adapter?.parseChainId(reference) ?? null,
    })
    events.provider('accountsChanged', address ? [address] : [])
    events.emit('accountChanged')
  }

  function accountChanged(connectorId: string, address: string): void {
    if (connectorId !== get().connectorId || address === get().address) return
    const connection = findConnection(get().connections, connectorId)
    store.set({
      address,
      balance: { state: 'idle' },
      ...(connection && { connections: addConnection(get().connections, { ...connection, accounts: [{ address }] }) }),
    })
    events.provider('accountsChanged', [address])
    events.emit('accountChanged')
    void deps.account.loadBalance()
  }

  function chainChanged(connectorId: string, chainId: ChainId): void {
    if (connectorId !== get().connectorId || chainId === get().chainId) return
    const wasSupported = isNetworkSupported(get())
    store.set({ chainId, balance: { state: 'idle' } })
    events.provider('chainChanged', adapters.get(get().chainNamespace).encodeChainId(chainId))
    events.emit('chainChanged')
    if (showUnsupportedChainIfNeeded()) return
    // After a switch, close the modal if the previous network was not among the site's networks.
    if (!wasSupported && get().open && navigation.current()?.name === 'UnsupportedChain') modal.close()
    void deps.account.loadBalance()
  }

  return {
    active() {
      const { status, address, chainId } = get()
      const connector = activeConnector()
      if (status !== 'connected' || !address || chainId === null || !connector) return undefined
      return { connector, address, chainId }
    },
    activeConnector,
    connect,
    finishConnect,
    reconnect,
    disconnect,
    connectionLost(connectorId) {
      const active = connectorId === get().connectorId
      if (active) prefs.removeItem(LAST_CONNECTOR_KEY)
      void disconnectConnector(connectorId, { announce: active })
    },
    accountChanged,
    chainChanged,
    switchConnector: (connector, network) =>
      connector.switchNetwork
        ? connector.switchNetwork(network)
        : adapters.get(network.chainNamespace).switchNetwork(connector, network),
  }
}
