/**
 * The site's wallets: the loader's announcement turned into connectors by each namespace's
 * adapter (listed in the Connect view), the silent reconnect once they are known, and their
 * EIP-1193 events passed to the connection they belong to.
 */
import type { LoaderApi, WalletEventName, WalletInfo } from '../../shared/protocol/loader-widget.js'
import type { Connector } from '../connectors/connector.js'
import type { ConnectorRegistry } from '../connectors/registry.js'
import type { NamespaceAdapters } from '../namespaces/adapter.js'
import type { AppState } from './app-state.js'
import type { Connections } from './connection-manager.js'
import { findConnection } from './connections.js'
import type { Store } from './store.js'

export interface SiteWallets {
  /** The full list of the page's wallets, sent again whenever it changes. */
  walletsChanged(list: WalletInfo[]): void
  /** An EIP-1193 event of the page's wallet `walletId`. */
  walletEvent(walletId: string, event: WalletEventName, data: unknown): void
  /** The connector of the page's wallet `walletId`. */
  connector(walletId: string): Connector | undefined
  /** Lists the page's last announced wallets again (an adapter was added). */
  rediscover(): void
}

export interface SiteWalletsDeps {
  store: Store<AppState>
  loader: Pick<LoaderApi, 'walletRequest'>
  adapters: Pick<NamespaceAdapters, 'all' | 'get'>
  registry: Pick<ConnectorRegistry, 'set'>
  connections: Pick<Connections, 'reconnect' | 'connectionLost' | 'accountChanged' | 'chainChanged'>
}

export function createSiteWallets({ store, loader, adapters, registry, connections }: SiteWalletsDeps): SiteWallets {
  /** Connectors by the wallet's id in the site's page. */
  const byWalletId = new Map<string, Connector>()
  let announced: WalletInfo[] = []

  function walletsChanged(list: WalletInfo[]): void {
    announced = list
    const found = adapters.all.flatMap((adapter) => adapter.discover(list, loader))
    byWalletId.clear()
    for (const { info, connector } of found) byWalletId.set(info.id, connector)
    registry.set('announced', [...byWalletId.values()])
    store.set({ wallets: found.map(({ info }) => info) })
    void connections.reconnect([...byWalletId.values()])
  }

  return {
    walletsChanged,
    walletEvent(walletId, event, data) {
      const connector = byWalletId.get(walletId)
      if (!connector || !findConnection(store.get().connections, connector.id)) return
      const adapter = adapters.get(connector.chainNamespace)
      if (event === 'accountsChanged') adapter.accountsChanged?.(connector, data)
      const [address] = event === 'accountsChanged' ? adapter.parseAccounts(data) : []
      if (event === 'disconnect' || (event === 'accountsChanged' && !address))
        return connections.connectionLost(connector.id)
      if (address) connections.accountChanged(connector.id, address)
      if (event === 'chainChanged') {
        const chainId = adapter.parseChainId(data)
        if (chainId !== null) connections.chainChanged(connector.id, chainId)
      }
    },
    connector: (walletId) => byWalletId.get(walletId),
    rediscover: () => walletsChanged(announced),
  }
}
