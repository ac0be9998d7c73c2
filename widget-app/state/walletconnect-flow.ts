/**
 * Connecting a remote wallet with WalletConnect (SPEC §2 ConnectingWalletConnect): loads the
 * client on demand, shows a pairing URI (QR code, copy link, wallet deep links), makes a fresh
 * one when a proposal expires, and turns the approved session into the active connection.
 */
import type { WalletEntry } from '../api/wallets.js'
import {
  createWalletConnectConnector,
  loadWalletConnect,
  WALLET_CONNECT_ID,
  type WalletConnectConnector,
} from '../connectors/walletconnect.js'
import type { WalletConnectClient, WalletConnectEvent } from '../connectors/walletconnect-client.js'
import { parseAccounts, parseChainId } from '../connectors/injected.js'
import type { AppState } from './app-state.js'
import type { View } from './router.js'
import type { Store } from './store.js'

export interface WalletConnectState {
  uri: string | null
  error: string | null
  /** The directory wallet the user picked, for its name, image and deep links. */
  wallet: WalletEntry | null
}

export const initialWalletConnect = (): WalletConnectState => ({ uri: null, error: null, wallet: null })

export interface WalletConnectFlowDeps {
  store: Store<AppState>
  relayUrl: string | undefined
  hostOrigin: string
  requireAllowedOrigin(): Promise<void>
  push(view: View): void
  onConnected(connector: WalletConnectConnector, address: `0x${string}`): Promise<void>
  onDisconnected(connectorId: string): void
  onAccounts(address: `0x${string}`): void
  onChain(chainId: number): void
  onError(error: unknown): void
}

export function createWalletConnectFlow(deps: WalletConnectFlowDeps) {
  const { store } = deps
  let client: Promise<WalletConnectClient> | undefined
  let connector: WalletConnectConnector | undefined
  let attempt = 0
  const set = (patch: Partial<WalletConnectState>) =>
    store.set({ walletConnect: { ...store.get().walletConnect, ...patch } })
  const onView = () => store.get().history.at(-1)?.name === 'ConnectingWalletConnect'

  function onEvent(event: WalletConnectEvent): void {
    if (!connector || event.topic !== connector.session.topic) return
    if (event.type === 'deleted') {
      connector = undefined
      deps.onDisconnected(WALLET_CONNECT_ID)
      return
    }
    if (event.type === 'accountsChanged') {
      const address = parseAccounts(
        Array.isArray(event.accounts) ? event.accounts.map((account) => String(account).split(':').pop()) : [],
      )[0]
      if (address) deps.onAccounts(address)
    } else {
      const chainId = parseChainId(typeof event.chainId === 'string' ? event.chainId.split(':').pop() : event.chainId)
      if (chainId !== null) deps.onChain(chainId)
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
            name: new URL(deps.hostOrigin).hostname,
            description: 'Connect a wallet',
            url: deps.hostOrigin,
            icons: [],
          },
        },
        onEvent,
      ),
    )
    client.catch(() => (client = undefined))
    return client
  }

  /** Shows a pairing URI until the wallet approves, the user leaves the view, or something fails. */
  async function connect(wallet: WalletEntry | null): Promise<void> {
    const mine = ++attempt
    set({ uri: null, error: null, wallet })
    if (!onView()) deps.push({ name: 'ConnectingWalletConnect' })
    try {
      await deps.requireAllowedOrigin()
      const wc = await loadClient()
      const chains = (store.get().config?.networks ?? []).map((network) => network.caipNetworkId)
      for (;;) {
        const { uri, approval } = await wc.connect(chains)
        if (mine !== attempt || !onView()) return
        set({ uri })
        try {
          const session = await approval
          if (mine !== attempt) return
          const address = parseAccounts(session.accounts.map((account) => account.split(':').pop()))[0]
          if (!address) throw new Error('The wallet approved no Ethereum account')
          connector = createWalletConnectConnector(wc, session, () => store.get().chainId ?? 0)
          await deps.onConnected(connector, address)
          return
        } catch (error) {
          // An expired proposal: show a fresh URI while the user is still here.
          if (mine !== attempt || !onView()) return
          if (!/expired/i.test((error as Error).message ?? '')) throw error
        }
      }
    } catch (error) {
      if (mine !== attempt) return
      set({ error: (error as Error).message || 'Failed to connect' })
      deps.onError(error)
    }
  }

  return {
    connect,
    /** Ends the remote session (the wallet sees the disconnect). */
    async disconnect(): Promise<void> {
      const current = connector
      connector = undefined
      if (current && client) await (await client).disconnect(current.session.topic).catch(() => undefined)
    },
    connector: () => connector,
  }
}
