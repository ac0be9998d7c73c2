/**
 * The rules of several connections at once (`data-multi-wallet`) as pure functions: a connection's
 * namespace and status, the one of a namespace, and which connections a new one replaces. Only the
 * code downloaded for several connections uses them (connections-lazy.ts), so the Connect view does not carry them.
 */
import type { Connection } from './connections.js'

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** A connection is the active one, another live one, or a stored one not live since the page loaded. */
export type ConnectionStatus = 'active' | 'connected' | 'disconnected'

/** The namespace of a connection (`eip155`, `solana`, …): the first part of its network's CAIP-2 id. */
export const namespaceOf = (connection: Pick<Connection, 'caipNetworkId'>): string =>
  connection.caipNetworkId.slice(0, connection.caipNetworkId.indexOf(':'))

/** The status of `connection` when `activeConnectorId` is the active connection's connector (null: none). */
export function connectionStatus(connection: Connection, activeConnectorId: string | null): ConnectionStatus {
  if (connection.disconnected) return 'disconnected'
  return activeConnectorId !== null && same(connection.connectorId, activeConnectorId) ? 'active' : 'connected'
}

/** The connection of `namespace` other than `connectorId`, if any: with one per namespace, the one it replaces. */
export function connectionInNamespace(
  list: readonly Connection[],
  namespace: string,
  except?: string,
): Connection | undefined {
  return list.find((existing) => namespaceOf(existing) === namespace && !(except && same(existing.connectorId, except)))
}

/**
 * The connector ids a new connection of `connectorId` in `namespace` replaces: with several
 * connections, the other one of the same namespace (one per namespace); without, every other one.
 */
export function replacedBy(
  list: readonly Connection[],
  connectorId: string,
  namespace: string,
  multiWallet: boolean,
): string[] {
  const other = (connection: Connection) => connection.connectorId.toLowerCase() !== connectorId.toLowerCase()
  return list
    .filter((connection) => other(connection) && (!multiWallet || namespaceOf(connection) === namespace))
    .map((connection) => connection.connectorId)
}
