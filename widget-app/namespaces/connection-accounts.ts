/**
 * The accounts of the active connection with their purpose (§3: payment or ordinal, public key, path), for the
 * namespaces whose wallets tell them (bip122); none for the others.
 */
import type { ConnectorRegistry } from '../connectors/registry.js'
import type { AppState } from '../state/app-state.js'
import type { NamespaceAdapter, NamespaceAdapters } from './adapter.js'
import type { BitcoinConnectionAccount } from './bip122/standard-wallets.js'

export type ConnectionAccount = BitcoinConnectionAccount

interface WithConnectionAccounts extends NamespaceAdapter {
  connectionAccounts(connector: NonNullable<ReturnType<ConnectorRegistry['find']>>): readonly ConnectionAccount[]
}

/** One empty list, so a view selecting the accounts sees the same value while there are none. */
const NONE: readonly ConnectionAccount[] = Object.freeze([])

const hasConnectionAccounts = (adapter: NamespaceAdapter | undefined): adapter is WithConnectionAccounts =>
  typeof (adapter as Partial<WithConnectionAccounts> | undefined)?.connectionAccounts === 'function'

export function activeConnectionAccounts(
  adapters: Pick<NamespaceAdapters, 'find'>,
  registry: Pick<ConnectorRegistry, 'find'>,
  state: Pick<AppState, 'status' | 'connectorId' | 'chainNamespace'>,
): readonly ConnectionAccount[] {
  if (state.status !== 'connected') return NONE
  const adapter = adapters.find(state.chainNamespace)
  const connector = registry.find(state.connectorId)
  return connector && hasConnectionAccounts(adapter) ? adapter.connectionAccounts(connector) : NONE
}
