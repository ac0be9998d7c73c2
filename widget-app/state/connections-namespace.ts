/** A namespace's own live connection among several, for the site's provider of that namespace. */
import type { ConnectorRegistry } from '../connectors/registry.js'
import type { ActiveConnection, NamespaceAdapters } from '../namespaces/adapter.js'
import type { AppState } from './app-state.js'
import { findConnection } from './connections.js'
import { connectionInNamespace, namespaceOf } from './connections-several.js'

/**
 * The live connection of `namespace` with its connector: the active one when it is of that
 * namespace, else another connected one. Undefined when the namespace has none.
 */
export function activeInNamespace(
  state: AppState,
  namespace: string,
  registry: Pick<ConnectorRegistry, 'find'>,
  adapters: Pick<NamespaceAdapters, 'find'>,
): ActiveConnection | undefined {
  if (state.status !== 'connected') return undefined
  const active = state.connectorId ? findConnection(state.connections, state.connectorId) : undefined
  const connection =
    active && namespaceOf(active) === namespace && !active.disconnected
      ? active
      : connectionInNamespace(
          state.connections.filter((candidate) => !candidate.disconnected),
          namespace,
        )
  const connector = connection ? registry.find(connection.connectorId) : undefined
  const address = connection?.accounts[0]?.address
  const chainId = connection
    ? adapters.find(namespace)?.parseChainId(connection.caipNetworkId.slice(namespace.length + 1))
    : null
  if (!connection || !connector || !address || chainId === null || chainId === undefined) return undefined
  if (connection === active) return undefined // the caller's active() answers it, with the live chain id
  return { connector, address, chainId }
}
