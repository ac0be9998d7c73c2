/** What several connections at once change in the connection manager, as the manager takes it from their chunk. */
import type { ActiveConnection, ChainId, NamespaceAdapters } from '../namespaces/adapter.js'
import type { AppState, useNamespaceAccounts } from './app-state.js'
import type { Connection } from './connections.js'
import type { SiteEvents } from './site-events.js'
import type { Store } from './store.js'

/**
 * What several connections at once (`data-multi-wallet`) change in the connection manager
 * (connections-active.ts); downloaded with their chunk, so a site with one connection never loads it.
 */
export interface SeveralConnections {
  /** The live connection of `namespace` other than the active one, with its connector. */
  inNamespace(namespace: string): ActiveConnection | undefined
  /** The account of each namespace with a connection, for getState()'s `accounts` (connections-accounts.ts). */
  namespaceAccounts: Parameters<typeof useNamespaceAccounts>[0]
  /** The connector ids a new connection of `connectorId` in `namespace` replaces (the other one of its namespace). */
  replacedBy(list: readonly Connection[], connectorId: string, namespace: string): string[]
  /** The list with the active connection's account details saved in its entry. */
  keepActiveAccount(state: AppState): Connection[]
  /** The active connection ended and `next` becomes the active one. */
  announceConnection(
    deps: { store: Store<AppState>; adapters: Pick<NamespaceAdapters, 'find'>; events: SiteEvents },
    next: Connection,
    list: Connection[],
  ): void
  /** A connection other than the active one moved to another account or chain. */
  otherConnectionChanged(
    deps: { store: Store<AppState>; events: Pick<SiteEvents, 'emit'> },
    connectorId: string,
    change: { address?: string; chainId?: ChainId },
  ): void
}
