/**
 * The connection list kept across reloads (with several connections at once): each connection's
 * connector, wallet name, network and accounts, never what the wallet alone knows (keys, sessions).
 * A stored list that is not what this module wrote is ignored, entry by entry.
 */
import type { Connection } from './connections.js'
import type { PreferenceStorage } from './saved-preferences.js'

export const CONNECTIONS_KEY = 'wallet-widget:connections'

/** At most this many connections are kept (one per namespace the widget serves). */
const MAX_STORED = 8

type StoredConnection = Pick<Connection, 'connectorId' | 'walletName' | 'caipNetworkId' | 'accounts'>

const isText = (value: unknown, max = 200): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max

function readEntry(value: unknown): StoredConnection | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { connectorId, walletName, caipNetworkId, accounts } = value as Record<string, unknown>
  if (!isText(connectorId) || !isText(walletName) || !isText(caipNetworkId) || !caipNetworkId.includes(':'))
    return undefined
  if (!Array.isArray(accounts) || accounts.length === 0 || accounts.length > 8) return undefined
  const addresses = accounts.map((account: unknown) => (account as { address?: unknown } | null)?.address)
  if (!addresses.every((address) => isText(address, 128))) return undefined
  return { connectorId, walletName, caipNetworkId, accounts: (addresses as string[]).map((address) => ({ address })) }
}

/** The text kept for the list: what a change of anything else (a balance read) leaves as it is. */
export function storedText(list: readonly Connection[]): string {
  const stored: StoredConnection[] = list
    .slice(0, MAX_STORED)
    .map(({ connectorId, walletName, caipNetworkId, accounts }) => ({
      connectorId,
      walletName,
      caipNetworkId,
      accounts: accounts.map(({ address }) => ({ address })),
    }))
  return JSON.stringify(stored)
}

/** Writes the list (an empty one removes the key). */
export function saveConnections(prefs: PreferenceStorage, list: readonly Connection[]): void {
  if (list.length === 0) prefs.removeItem(CONNECTIONS_KEY)
  else prefs.setItem(CONNECTIONS_KEY, storedText(list))
}

/** The stored connections, each marked disconnected until its wallet connects again. */
export function loadConnections(prefs: PreferenceStorage): Connection[] {
  const raw = prefs.getItem(CONNECTIONS_KEY)
  if (!raw) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(parsed)) return []
  return parsed.slice(0, MAX_STORED).flatMap((entry) => {
    const connection = readEntry(entry)
    return connection ? [{ ...connection, disconnected: true as const }] : []
  })
}
