/** What the connection manager (connection-manager.ts) offers the other modules. */
import type { Network } from '../../shared/networks.js'
import type { Connector } from '../connectors/connector.js'
import type { ActiveConnection, ChainId } from '../namespaces/adapter.js'
import type { AppState } from './app-state.js'
import type { View } from './router.js'
import type { SeveralConnections } from './several-connections.js'

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
  /** The live connection of `namespace` (the active one when it is of that namespace); undefined when it has none. */
  inNamespace(namespace: string): ActiveConnection | undefined
  /** The rules of several connections at once, handed over by their chunk (connections-switch.ts) once downloaded. */
  useSeveralConnections(rules: SeveralConnections): void
  /** The next connection the user makes shows `view` instead of closing the modal (once). */
  returnAfterConnect(view: View | null): void
}
