/**
 * The list of wallet connections. Pure functions;
 * connector ids compare case-insensitively.
 */
import type { EmailAccountState } from './email-account-state.js'

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

export interface ConnectionAccount {
  address: string
}

export interface Connection {
  connectorId: string
  accounts: ConnectionAccount[]
  caipNetworkId: string
  walletName: string
  /** A stored connection whose wallet has not connected again since the page loaded (connections-restore.ts). */
  disconnected?: true
  /** What the widget knew of the account beyond its address (email, social login), restored when it is active again. */
  account?: ConnectionExtras
  /**
   * The native balance last read while it was not the active connection, in the currency's smallest unit
   * (connections-balances.ts); the active one's is the state's `balance`.
   */
  balance?: bigint
}

/** The fields of the widget's state that belong to one connection's account. */
export interface ConnectionExtras {
  userEmail?: string | null
  social?: { provider: string; userName: string | null } | null
  emailAccount?: EmailAccountState | null
}

/** The connector ids of the connections other than `connectorId`'s: with one connection at a time, those a new one replaces. */
export const otherConnectorIds = (list: readonly Connection[], connectorId: string): string[] =>
  list.filter((existing) => !same(existing.connectorId, connectorId)).map((existing) => existing.connectorId)

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
  /** No live connection is left (stored disconnected ones may remain): a disconnect event fires. */
  | { list: Connection[]; event: 'disconnect' }
  /** Live ones remain: the first of them is announced as the active connection. */
  | { list: Connection[]; event: 'announce'; next: Connection }

export function removeConnection(list: readonly Connection[], connectorId: string): RemoveResult {
  const rest = list.filter((existing) => !same(existing.connectorId, connectorId))
  const next = rest.find((existing) => !existing.disconnected)
  return next ? { list: rest, event: 'announce', next } : { list: rest, event: 'disconnect' }
}

/**
 * When `connectorId` is not the active connection (and one is active), the list without it: the
 * active account stays as it is. Undefined when it is the active one.
 */
export function connectionsAfterLoss(
  state: { status: string; connectorId: string | null },
  connectorId: string,
  rest: Connection[],
): Connection[] | undefined {
  const active = state.status === 'connected' ? state.connectorId : null
  if (!active || same(active, connectorId)) return undefined
  return rest
}
