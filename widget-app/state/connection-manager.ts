/**
 * The wallet connections: connecting the wallet the user picked,
 * finishing any connection (browser wallet, email wallet, WalletConnect), the silent reconnect,
 * disconnecting, and the wallet's own account and chain changes. What is chain-specific comes
 * from the adapter of the connector's namespace; only an allowed origin connects.
 */
import { ProviderRpcError, RpcErrorCode } from '../../shared/errors.js'
import type { Connector } from '../connectors/connector.js'
import type { ConnectorRegistry } from '../connectors/registry.js'
import type { ChainId, NamespaceAdapters } from '../namespaces/adapter.js'
import type { Account } from './account.js'
import {
  accountReset,
  isNetworkSupported,
  multiWalletEnabled,
  type AppState,
  useNamespaceAccounts,
} from './app-state.js'
import {
  addConnection,
  connectionsAfterLoss,
  findConnection,
  otherConnectorIds,
  removeConnection,
} from './connections.js'
import type { Connections } from './connections-api.js'
import type { SeveralConnections } from './several-connections.js'
import type { View } from './router.js'
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

export type { Connections } from './connections-api.js'

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
  /** Downloads several connections' chunk, which hands its rules over ({@link Connections.useSeveralConnections}). */
  loadSeveralConnections?: () => Promise<unknown>
}

export function createConnectionManager(deps: ConnectionManagerDeps): Connections {
  const { store, adapters, events, modal, navigation, prefs } = deps
  const get = store.get
  let reconnectTried = false
  let returnTo: View | null = null
  let several: SeveralConnections | undefined
  const activeConnector = () => deps.registry.find(get().connectorId)
  /** Several connections' rules when the site has them on (downloaded first if need be), else undefined. */
  async function severalConnections(): Promise<SeveralConnections | undefined> {
    if (!multiWalletEnabled(get())) return undefined
    if (!several) await deps.loadSeveralConnections?.()
    return several
  }

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
    const rules = await severalConnections()
    // One connection per namespace with several at once; else the new one replaces the old.
    const list = get().connections
    const replacedIds = rules
      ? rules.replacedBy(list, connector.id, adapter.namespace)
      : otherConnectorIds(list, connector.id)
    const replacedNamespace = get().chainNamespace
    for (const replaced of replacedIds) await disconnectConnector(replaced, { announce: false })
    // With one connection at a time, the provider of another namespace whose wallet was replaced learns it has none.
    if (!rules && replacedNamespace && replacedNamespace !== adapter.namespace) events.walletGone()
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
      connections: addConnection(rules ? rules.keepActiveAccount(get()) : get().connections, {
        connectorId: connector.id,
        walletName: connector.name,
        accounts: [{ address }],
        caipNetworkId: `${adapter.namespace}:${chainId}`,
        ...(account && { account }),
      }),
    })
    events.provider('connect', { chainId: adapter.encodeChainId(chainId) })
    events.provider('accountsChanged', [address])
    events.emit('connect')
    modal.connected()
    const then = silent ? null : returnTo
    returnTo = null
    if (showUnsupportedChainIfNeeded() || silent) return
    if (then) navigation.reset(then)
    else modal.close()
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
    // Another connection than the active one: only the list changes.
    const others = connectionsAfterLoss(get(), connectorId, result.list)
    if (others) {
      store.set({ connections: others })
      return events.emit('accountChanged')
    }
    deps.account.forgetBalances()
    const rules = result.event === 'announce' && announce ? await severalConnections() : undefined
    if (result.event === 'disconnect' || !announce || !rules) {
      store.set({ ...accountReset(), connections: result.list })
      if (!announce) return
      events.walletGone()
      events.emit('disconnect')
      if (get().open) navigation.reset({ name: 'Connect' })
      return
    }
    rules.announceConnection({ store, adapters, events }, result.next, result.list)
  }

  function accountChanged(connectorId: string, address: string): void {
    if (connectorId !== get().connectorId)
      return void several?.otherConnectionChanged({ store, events }, connectorId, { address })
    if (address === get().address) return
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
    if (connectorId !== get().connectorId)
      return void several?.otherConnectionChanged({ store, events }, connectorId, { chainId })
    if (chainId === get().chainId) return
    const wasSupported = isNetworkSupported(get())
    store.set({ chainId, balance: { state: 'idle' } })
    events.provider('chainChanged', adapters.get(get().chainNamespace).encodeChainId(chainId))
    events.emit('chainChanged')
    if (showUnsupportedChainIfNeeded()) return
    // After a switch, close the modal if the previous network was not among the site's networks.
    if (!wasSupported && get().open && navigation.current()?.name === 'UnsupportedChain') modal.close()
    void deps.account.loadBalance()
  }

  const connectionsApi: Connections = {
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
    inNamespace: (namespace) =>
      several?.inNamespace(namespace) ?? (get().chainNamespace === namespace ? connectionsApi.active() : undefined),
    useSeveralConnections(rules) {
      several = rules
      useNamespaceAccounts(rules.namespaceAccounts)
    },
    returnAfterConnect(view) {
      returnTo = view
    },
    switchConnector: (connector, network) =>
      connector.switchNetwork
        ? connector.switchNetwork(network)
        : adapters.get(network.chainNamespace).switchNetwork(connector, network),
  }
  return connectionsApi
}
