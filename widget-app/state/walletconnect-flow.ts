/**
 * Connecting a remote wallet with WalletConnect (the ConnectingWalletConnect view): loads the
 * client on demand, shows a pairing URI (QR code, copy link, wallet deep links), makes a fresh
 * one when a proposal expires, and turns the approved session into the active connection.
 */
import type { WalletEntry } from '../api/wallets.js'
import type { ConnectorRegistry } from '../connectors/registry.js'
import {
  createWalletConnectConnector,
  loadWalletConnect,
  WALLET_CONNECT_ID,
  WALLET_CONNECT_NAMESPACE,
  type WalletConnectConnector,
} from '../connectors/walletconnect.js'
import type { WalletConnectClient, WalletConnectEvent } from '../connectors/walletconnect-client.js'
import { t } from '../i18n/i18n.js'
import type { NamespaceAdapters } from '../namespaces/adapter.js'
import type { AppState } from './app-state.js'
import type { Connections } from './connection-manager.js'
import { messageOf, type ReportError } from './errors.js'
import type { Navigation } from './navigation.js'
import type { Project } from './project.js'
import type { Store } from './store.js'
import type { WalletConnectState } from './walletconnect-state.js'

export interface WalletConnectFlowDeps {
  store: Store<AppState>
  relayUrl: string | undefined
  siteOrigin: string
  adapters: Pick<NamespaceAdapters, 'get'>
  registry: Pick<ConnectorRegistry, 'set'>
  navigation: Pick<Navigation, 'current' | 'push'>
  connections: Pick<Connections, 'finishConnect' | 'connectionLost' | 'accountChanged' | 'chainChanged'>
  project: Pick<Project, 'requireAllowedOrigin'>
  reportError: ReportError
}

export type WalletConnectFlow = ReturnType<typeof createWalletConnectFlow>

export function createWalletConnectFlow(deps: WalletConnectFlowDeps) {
  const { store, connections } = deps
  const adapter = deps.adapters.get(WALLET_CONNECT_NAMESPACE)
  let client: Promise<WalletConnectClient> | undefined
  let connector: WalletConnectConnector | undefined
  let attempt = 0
  const set = (patch: Partial<WalletConnectState>) =>
    store.set({ walletConnect: { ...store.get().walletConnect, ...patch } })
  const onView = () => deps.navigation.current()?.name === 'ConnectingWalletConnect'
  /** The plain addresses of CAIP-10 accounts (or of plain ones). */
  const addressesOf = (accounts: readonly unknown[]) =>
    adapter.parseAccounts(accounts.map((account) => String(account).split(':').pop()))
  const use = (next: WalletConnectConnector | undefined) => {
    connector = next
    deps.registry.set('walletconnect', next ? [next] : [])
  }

  function onEvent(event: WalletConnectEvent): void {
    if (event.type === 'requests') {
      set({ requests: event.pending })
      return
    }
    if (!connector || event.topic !== connector.session.topic) return
    if (event.type === 'deleted') {
      use(undefined)
      connections.connectionLost(WALLET_CONNECT_ID)
      return
    }
    if (event.type === 'accountsChanged') {
      const [address] = addressesOf(Array.isArray(event.accounts) ? event.accounts : [])
      if (address) connections.accountChanged(WALLET_CONNECT_ID, address)
    } else {
      const chainId = adapter.parseChainId(
        typeof event.chainId === 'string' ? event.chainId.split(':').pop() : event.chainId,
      )
      if (chainId !== null) connections.chainChanged(WALLET_CONNECT_ID, chainId)
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
    const current = connector
    use(undefined)
    if (current && client) await (await client).disconnect(current.session.topic).catch(() => undefined)
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
          const [address] = addressesOf(session.accounts)
          if (!address) throw new Error('The wallet approved no Ethereum account')
          const chainId = () => {
            const current = store.get().chainId
            return typeof current === 'number' ? current : 0
          }
          use({ ...createWalletConnectConnector(wc, session, chainId), disconnect })
          await connections.finishConnect(connector!, address, { silent: false })
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
