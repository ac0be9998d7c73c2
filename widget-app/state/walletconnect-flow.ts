/**
 * Connecting a remote wallet with WalletConnect (the ConnectingWalletConnect view): loads the
 * client on demand, shows a pairing URI (QR code, copy link, wallet deep links), makes a fresh
 * one when a proposal expires, and turns the approved session into connections: the one of the
 * site's active network's namespace (eip155, solana or bip122), or, with several connections at
 * once, one per namespace the wallet granted (walletconnect-session-connectors.ts).
 */
import { WidgetError } from '../../shared/errors.js'
import type { WalletEntry } from '../api/wallets.js'
import type { ConnectorRegistry } from '../connectors/registry.js'
import { loadWalletConnect, WALLET_CONNECT_ID } from '../connectors/walletconnect.js'
import type {
  WalletConnectClient,
  WalletConnectEvent,
  WalletConnectSession,
} from '../connectors/walletconnect-client.js'
import {
  connectionNamespaces,
  createSessionConnectors,
  grantedNamespaces,
  type SessionConnector,
} from '../connectors/walletconnect-session-connectors.js'
import { t } from '../i18n/i18n.js'
import type { NamespaceAdapters } from '../namespaces/adapter.js'
import { activeNetwork, multiWalletEnabled, type AppState } from './app-state.js'
import type { Connections } from './connection-manager.js'
import { addConnection, findConnection } from './connections.js'
import { connectionInNamespace } from './connections-several.js'
import { messageOf, type ReportError } from './errors.js'
import type { Navigation } from './navigation.js'
import type { Project } from './project.js'
import type { SiteEvents } from './site-events.js'
import type { Store } from './store.js'
import type { WalletConnectState } from './walletconnect-state.js'

export interface WalletConnectFlowDeps {
  store: Store<AppState>
  relayUrl: string | undefined
  siteOrigin: string
  adapters: Pick<NamespaceAdapters, 'get' | 'find' | 'ready'>
  registry: Pick<ConnectorRegistry, 'set'>
  navigation: Pick<Navigation, 'current' | 'push'>
  connections: Pick<Connections, 'finishConnect' | 'connectionLost' | 'accountChanged' | 'chainChanged'>
  events: Pick<SiteEvents, 'emit'>
  project: Pick<Project, 'requireAllowedOrigin'>
  reportError: ReportError
}

export type WalletConnectFlow = ReturnType<typeof createWalletConnectFlow>

/** The session's connections that were made: a connector and the address and chain id it connected with. */
interface Made {
  connector: SessionConnector
  address: string
  chainId: string | number
}

export function createWalletConnectFlow(deps: WalletConnectFlowDeps) {
  const { store, connections, adapters } = deps
  let client: Promise<WalletConnectClient> | undefined
  /** The live connectors of the current session, one per namespace that is a connection. */
  let connectors: SessionConnector[] = []
  let attempt = 0
  const set = (patch: Partial<WalletConnectState>) =>
    store.set({ walletConnect: { ...store.get().walletConnect, ...patch } })
  const onView = () => deps.navigation.current()?.name === 'ConnectingWalletConnect'
  const use = (next: SessionConnector[]) => {
    connectors = next
    deps.registry.set('walletconnect', next)
  }
  /** The plain addresses of CAIP-10 accounts (or of plain ones), as `namespace`'s adapter reads them. */
  const addressesOf = (namespace: string, accounts: readonly unknown[]) =>
    adapters.get(namespace).parseAccounts(accounts.map((account) => String(account).split(':').pop()))
  /** The CAIP-2 network of the connection of `connectorId`: the live state's for the active one, else the list's. */
  const connectionNetwork = (connectorId: string): string | undefined => {
    const state = store.get()
    if (state.status === 'connected' && state.connectorId === connectorId && state.chainNamespace)
      return `${state.chainNamespace}:${state.chainId}`
    return findConnection(state.connections, connectorId)?.caipNetworkId
  }

  function onEvent(event: WalletConnectEvent): void {
    if (event.type === 'requests') {
      set({ requests: event.pending })
      return
    }
    const mine = connectors.filter((connector) => connector.session.topic === event.topic)
    if (mine.length === 0) return
    if (event.type === 'deleted') {
      use([])
      for (const connector of mine) connections.connectionLost(connector.id)
      return
    }
    const namespace = event.chain.split(':')[0]
    const connector = mine.find((candidate) => candidate.chainNamespace === namespace)
    if (!connector) return
    if (event.type === 'accountsChanged') {
      const [address] = addressesOf(namespace!, Array.isArray(event.accounts) ? event.accounts : [])
      if (address) connections.accountChanged(connector.id, address)
    } else if (event.type === 'chainChanged') {
      const chainId = adapters
        .get(namespace)
        .parseChainId(typeof event.chainId === 'string' ? event.chainId.split(':').pop() : event.chainId)
      if (chainId !== null) connections.chainChanged(connector.id, chainId)
    } else {
      // A Bitcoin wallet's addresses changed: its accounts (with their keys) are asked again.
      void adapters
        .get(namespace)
        .requestAccounts(connector)
        .then(([address]) => address && connections.accountChanged(connector.id, address))
        .catch((error: unknown) => deps.reportError('WALLET_ERROR', error))
    }
  }

  function loadClient(): Promise<WalletConnectClient> {
    const { config } = store.get()
    if (!deps.relayUrl || !config) return Promise.reject(new Error('WalletConnect is not available on this deployment'))
    client ??= loadWalletConnect().then(({ createWalletConnectClient }) =>
      createWalletConnectClient(
        {
          projectId: config.projectId,
          relayUrl: deps.relayUrl!,
          metadata: {
            name: new URL(deps.siteOrigin).hostname,
            description: 'Connect a wallet',
            icons: [],
          },
        },
        onEvent,
      ),
    )
    client.catch(() => (client = undefined))
    return client
  }

  /** Ends the remote session (the wallet sees the disconnect). */
  async function disconnect(): Promise<void> {
    const current = connectors[0]
    use([])
    if (current && client) await (await client).disconnect(current.session.topic).catch(() => undefined)
  }

  /** Asks `connector`'s adapter for the accounts and chain it connects with. */
  async function prepare(connector: SessionConnector): Promise<Made | undefined> {
    const adapter = adapters.get(connector.chainNamespace)
    const [address] = await adapter.requestAccounts(connector)
    if (!address) return undefined
    return { connector, address, chainId: await adapter.chainId(connector) }
  }

  /** A connection of the session besides the active one: it replaces the other one of its namespace in the list. */
  function addConnectionOf({ connector, address, chainId }: Made): void {
    const namespace = connector.chainNamespace
    const replaced = connectionInNamespace(store.get().connections, namespace, connector.id)
    if (replaced) connections.connectionLost(replaced.connectorId)
    const connection = {
      connectorId: connector.id,
      walletName: connector.name,
      accounts: [{ address }],
      caipNetworkId: `${namespace}:${chainId}`,
    }
    store.set({ connections: addConnection(store.get().connections, connection) })
    deps.events.emit('accountChanged')
  }

  /** Turns an approved session into its connections, the active one first. */
  async function finish(wc: WalletConnectClient, session: WalletConnectSession): Promise<void> {
    await adapters.ready()
    const state = store.get()
    const granted = grantedNamespaces(session, (namespace) => Boolean(adapters.find(namespace)))
    const namespaces = connectionNamespaces(granted, activeNetwork(state)?.chainNamespace, multiWalletEnabled(state))
    if (namespaces.length === 0)
      throw new WidgetError("The wallet approved no account on this site's networks", {
        code: 'walletconnect_no_account',
        details: Object.keys(session.namespaces).join(', ') || 'no namespace',
      })
    const made = createSessionConnectors(
      {
        client: wc,
        session,
        evmChainId: () => {
          const network = connectionNetwork(WALLET_CONNECT_ID)
          return network?.startsWith('eip155:') ? Number(network.slice('eip155:'.length)) || 0 : 0
        },
        connectionNetwork,
        siteNetworks: () => (store.get().config?.networks ?? []).map((network) => network.caipNetworkId),
        ended: (connectorId) => use(connectors.filter((connector) => connector.id !== connectorId)),
      },
      namespaces,
    )
    use(made)
    const [active, ...others] = made
    const first = active && (await prepare(active))
    if (!first) throw new WidgetError('The wallet approved no account', { code: 'walletconnect_no_account' })
    const rest: Made[] = []
    for (const connector of others) {
      const prepared = await prepare(connector).catch(() => undefined)
      if (prepared) rest.push(prepared)
      else await connector.disconnect?.()
    }
    await connections.finishConnect(first.connector, first.address, { silent: false })
    for (const other of rest) addConnectionOf(other)
  }

  /** Shows a pairing URI until the wallet approves, the user leaves the view, or something fails. */
  async function connect(wallet: WalletEntry | null): Promise<void> {
    const mine = ++attempt
    set({ uri: null, error: null, wallet })
    if (!onView()) deps.navigation.push({ name: 'ConnectingWalletConnect' })
    try {
      await deps.project.requireAllowedOrigin({ type: 'WALLET_CONNECT' })
      const wc = await loadClient()
      const chains = (store.get().config?.networks ?? []).map((network) => network.caipNetworkId)
      for (;;) {
        const { uri, approval } = await wc.connect(chains)
        if (mine !== attempt || !onView()) return
        set({ uri })
        try {
          const session = await approval
          if (mine !== attempt) return
          await finish(wc, session)
          return
        } catch (error) {
          // An expired proposal: show a fresh URI while the user is still here.
          if (mine !== attempt || !onView()) return
          if (!/expired/i.test((error as Error).message ?? '')) throw error
        }
      }
    } catch (error) {
      if (mine !== attempt) return
      set({ error: (error as Error).message ? messageOf(error) : t('errors.connectFailed') })
      deps.reportError('CONNECTION_ERROR', error)
    }
  }

  /** Stops waiting for one of the wallet's requests (the site gets 4001 at once). */
  const cancelRequest = (id: number): void => void client?.then((wc) => wc.cancelRequest(id))

  return { connect, disconnect, cancelRequest }
}
