/**
 * The active connection among several: keeping the active account's details in its connection
 * when another becomes active, and announcing the next one when the active one ends. Part of the
 * chunk downloaded for `data-multi-wallet` (connections-switch.ts).
 */
import type { ChainId, NamespaceAdapters } from '../namespaces/adapter.js'
import type { AppState } from './app-state.js'
import type { SeveralConnections } from './several-connections.js'
import { addConnection, type Connection, findConnection } from './connections.js'
import { namespaceOf, replacedBy } from './connections-several.js'
import type { SiteEvents } from './site-events.js'
import type { Store } from './store.js'

/**
 * The list with the active connection's account details (email, social login, account type) saved in its entry,
 * and its balance when one was read: shown for it until its own read while it is not active.
 */
export function keepActiveAccount(state: AppState): Connection[] {
  const { connectorId, userEmail, social, emailAccount, balance } = state
  if (state.status !== 'connected' || !connectorId) return state.connections
  return state.connections.map((connection) =>
    connection.connectorId.toLowerCase() === connectorId.toLowerCase()
      ? {
          ...connection,
          account: { userEmail, social, emailAccount },
          balance: balance.state === 'ready' ? balance.value : undefined,
        }
      : connection,
  )
}

/**
 * The active connection ended and `next` is left: it becomes the active one, with the account
 * details it had. The site's provider of the namespace that lost its wallet hears `disconnect`
 * when `next` is of another namespace; the provider of `next`'s namespace hears its accounts.
 */
export function announceConnection(
  deps: { store: Store<AppState>; adapters: Pick<NamespaceAdapters, 'find'>; events: SiteEvents },
  next: Connection,
  list: Connection[],
): void {
  const { store, adapters, events } = deps
  const address = next.accounts[0]?.address ?? null
  const namespace = namespaceOf(next)
  const adapter = adapters.find(namespace)
  if (store.get().chainNamespace && store.get().chainNamespace !== namespace) events.walletGone()
  store.set({
    connections: list,
    connectorId: next.connectorId,
    walletName: next.walletName,
    chainNamespace: adapter?.namespace ?? null,
    address,
    chainId: adapter?.parseChainId(next.caipNetworkId.slice(namespace.length + 1)) ?? null,
    userEmail: next.account?.userEmail ?? null,
    social: next.account?.social ?? null,
    emailAccount: next.account?.emailAccount ?? null,
    // The figure read while it was not active, until the active account's own read replaces it.
    balance: next.balance === undefined ? { state: 'idle' } : { state: 'ready', value: next.balance },
  })
  events.provider('accountsChanged', address ? [address] : [])
  events.emit('accountChanged')
}

/** A connection other than the active one moved to another account or chain: its entry follows. */
export function otherConnectionChanged(
  deps: { store: Store<AppState>; events: Pick<SiteEvents, 'emit'> },
  connectorId: string,
  change: { address?: string; chainId?: ChainId },
): void {
  const connection = findConnection(deps.store.get().connections, connectorId)
  if (!connection || connection.disconnected) return
  const { balance: _, ...rest } = connection
  // Another account or chain: the balance read for the former one is dropped until the next read.
  const next = {
    ...rest,
    ...(change.address && { accounts: [{ address: change.address }] }),
    ...(change.chainId !== undefined && { caipNetworkId: `${namespaceOf(connection)}:${change.chainId}` }),
  }
  if (next.caipNetworkId === connection.caipNetworkId && next.accounts[0]?.address === connection.accounts[0]?.address)
    return
  deps.store.set({ connections: addConnection(deps.store.get().connections, next) })
  deps.events.emit('accountChanged')
}

/** The rules above as the connection manager takes them (the namespace lookup needs the connectors: connections-switch.ts). */
export const severalConnectionRules: Omit<SeveralConnections, 'inNamespace' | 'namespaceAccounts'> = {
  replacedBy: (list, connectorId, namespace) => replacedBy(list, connectorId, namespace, true),
  keepActiveAccount,
  announceConnection,
  otherConnectionChanged,
}
