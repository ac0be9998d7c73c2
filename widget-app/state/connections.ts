/**
 * The list of wallet connections. Pure functions;
 * connector ids compare case-insensitively.
 */

export interface ConnectionAccount {
  address: string
}

export interface Connection {
  connectorId: string
  accounts: ConnectionAccount[]
  caipNetworkId: string
  walletName: string
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** Adds a connection, replacing one with the same connector id (case-insensitive), keeping its place. */
export function addConnection(list: readonly Connection[], connection: Connection): Connection[] {
  const index = list.findIndex((existing) => same(existing.connectorId, connection.connectorId))
  if (index === -1) return [...list, connection]
  return list.map((existing, i) => (i === index ? connection : existing))
}

export function findConnection(list: readonly Connection[], connectorId: string): Connection | undefined {
  return list.find((existing) => same(existing.connectorId, connectorId))
}

export type RemoveResult =
  /** No connection is left: a disconnect event fires. */
  | { list: Connection[]; event: 'disconnect' }
  /** Others remain: the first one is announced as the active connection. */
  | { list: Connection[]; event: 'announce'; next: Connection }

export function removeConnection(list: readonly Connection[], connectorId: string): RemoveResult {
  const rest = list.filter((existing) => !same(existing.connectorId, connectorId))
  const next = rest[0]
  return next ? { list: rest, event: 'announce', next } : { list: rest, event: 'disconnect' }
}
