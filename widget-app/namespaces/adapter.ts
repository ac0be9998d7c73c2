/**
 * What the widget needs of a chain namespace (CAIP-2 `namespace`, e.g. `eip155`): finding the
 * site's wallets, connecting one, reading its accounts and chain, reading a balance,
 * switching networks, and answering the site's provider. One adapter per namespace, looked up
 * by the namespace of the network or connector at hand.
 */
import type { ChainNamespace } from '../../shared/caip.js'
import type { Network } from '../../shared/networks.js'
import type { LoaderApi, RpcRequest, WalletInfo } from '../../shared/protocol/loader-widget.js'
import type { Connector } from '../connectors/connector.js'
import { WidgetError } from '../../shared/errors.js'

/** A chain id within its namespace, as `Network.id` holds it (a number for eip155). */
export type ChainId = Network['id']

/** A wallet of the site's page this namespace speaks to: what the views list, and how to reach it. */
export interface DiscoveredWallet {
  /** The announcement, with anything unsafe (an icon that is not a data:image URI) dropped. */
  info: WalletInfo
  connector: Connector
}

/** The active connection, as the site's provider sees it. */
export interface ActiveConnection {
  connector: Connector
  address: string
  chainId: ChainId
}

/** What answering the site's provider may do beside asking the wallet. */
export interface ProviderContext {
  /** The active connection; undefined while no wallet is connected. */
  connection(): ActiveConnection | undefined
  /** The site's networks (`data-networks`). */
  networks(): readonly Network[]
  /** Resolves when the project's origin check lets `connector` go on (see Project); rejects (4100) otherwise. */
  requireAllowedOrigin(connector?: Pick<Connector, 'type'>): Promise<void>
  /** Switches the connected wallet to one of the site's networks. */
  switchTo(connector: Connector, network: Network): Promise<void>
  /** The connected wallet is now on `chainId`. */
  chainChanged(connector: Connector, chainId: ChainId): void
  /** Opens the modal and resolves with the address once the user connects (4001 if they close it). */
  waitForConnection(): Promise<string>
}

export interface NamespaceAdapter {
  readonly namespace: ChainNamespace
  /**
   * The records (name, currency, explorer) of the namespace's known networks, when they come with the adapter
   * rather than with the configuration (bip122, polkadot: shared/namespace-network-ids.ts).
   */
  readonly knownNetworks?: readonly Network[]
  /** The wallets of the loader's announcement that speak this namespace, in the announced order. */
  discover(announced: readonly WalletInfo[], loader: Pick<LoaderApi, 'walletRequest'>): DiscoveredWallet[]
  /** Asks the wallet for its accounts, prompting the user when it needs to. */
  requestAccounts(connector: Connector): Promise<string[]>
  /** The accounts the wallet already allows, without a prompt (none when it is locked). */
  accounts(connector: Connector): Promise<string[]>
  /** The chain the wallet is on; rejects when it names none. */
  chainId(connector: Connector): Promise<ChainId>
  /** Accounts in a wallet's answer or event; anything that is not an address is dropped. */
  parseAccounts(value: unknown): string[]
  /** The wallet of `connector` told its accounts changed (`accountsChanged`); called before the connection hears. */
  accountsChanged?(connector: Connector, value: unknown): void
  /** A chain id in a wallet's answer or event; null when it is not one. */
  parseChainId(value: unknown): ChainId | null
  /** The chain id as the site's provider reports it in its events. */
  encodeChainId(chainId: ChainId): unknown
  /** The native balance of `address` on `network` (one with an RPC URL), in the currency's smallest unit. */
  readBalance(network: Network, address: string): Promise<bigint>
  /** The latest block number of `network`, through the same transport as the balance (to learn of new blocks). */
  readBlockNumber(network: Network): Promise<bigint>
  /** Asks the wallet to switch to `network`, adding the network first when the wallet does not know it. */
  switchNetwork(connector: Connector, network: Network): Promise<void>
  /** Asks the wallet to forget the site's permission, so the next connect prompts again. */
  forget(connector: Connector): Promise<void>
  /** Answers a request of the site's provider: from the widget's state, or by asking the wallet (sign, send). */
  answer(request: RpcRequest, context: ProviderContext): Promise<unknown>
}

export interface NamespaceAdapters {
  /** Every registered adapter, in registration order. */
  readonly all: readonly NamespaceAdapter[]
  /** The adapter of `namespace`, or undefined when the widget does not serve it. */
  find(namespace: string | null | undefined): NamespaceAdapter | undefined
  /** The adapter of `namespace`; throws when the widget does not serve it. */
  get(namespace: string | null | undefined): NamespaceAdapter
  /**
   * Downloads and registers the on-demand adapters of `namespaces` (those the site's networks name);
   * resolves once they are in `all` (one that fails to download is left out, and asked for again next time).
   */
  load(namespaces: readonly string[]): Promise<void>
  /** Resolves once every adapter being downloaded is registered (or has failed to). */
  ready(): Promise<void>
}

/** Adapters downloaded only when a site's networks name their namespace, by namespace. */
export type OnDemandAdapters = Readonly<Record<string, () => Promise<NamespaceAdapter>>>

/** Looks adapters up by namespace (one adapter per namespace). */
export function namespaceAdapters(
  registered: readonly NamespaceAdapter[],
  onDemand: OnDemandAdapters = {},
): NamespaceAdapters {
  const list = [...registered]
  const loading = new Map<string, Promise<void>>()
  const find = (namespace: string | null | undefined) => list.find((adapter) => adapter.namespace === namespace)
  const load = (namespace: string): Promise<void> => {
    const create = Object.hasOwn(onDemand, namespace) ? onDemand[namespace] : undefined
    if (!create || find(namespace)) return Promise.resolve()
    const started =
      loading.get(namespace) ??
      create()
        .then((adapter) => void list.push(adapter))
        .catch(() => undefined)
        .finally(() => loading.delete(namespace))
    loading.set(namespace, started)
    return started
  }
  return {
    all: list,
    find,
    load: async (namespaces) => void (await Promise.all([...new Set(namespaces)].map(load))),
    ready: async () => void (await Promise.all(loading.values())),
    get(namespace) {
      const adapter = find(namespace)
      if (!adapter)
        throw new WidgetError(`The namespace ${namespace} is not supported`, { code: 'unsupported_namespace' })
      return adapter
    },
  }
}
