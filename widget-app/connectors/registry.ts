/**
 * The connectors the widget can reach now, grouped by where they come from (the site's
 * announcement, the email wallet, a WalletConnect session), so the active one can be found by id.
 */
import type { Connector } from './connector.js'

export type ConnectorSource = 'announced' | 'email' | 'walletconnect'

export interface ConnectorRegistry {
  /** Replaces the connectors of one source. */
  set(source: ConnectorSource, connectors: readonly Connector[]): void
  /** The connector with exactly this id (ids do not repeat across sources). */
  find(connectorId: string | null): Connector | undefined
}

export function createConnectorRegistry(): ConnectorRegistry {
  const sources = new Map<ConnectorSource, readonly Connector[]>()
  return {
    set(source, connectors) {
      sources.set(source, [...connectors])
    },
    find(connectorId) {
      return [...sources.values()].flat().find((connector) => connector.id === connectorId)
    },
  }
}
