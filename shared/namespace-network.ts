/**
 * A `Network` (networks.ts) of a namespace other than eip155, declared here rather than imported from
 * networks.ts, which lists these networks; KNOWN_NETWORKS only accepts them while this stays a `Network`.
 */
export interface NamespaceNetwork<Namespace extends string> {
  /** The CAIP-2 reference. */
  id: string
  caipNetworkId: `${Namespace}:${string}`
  chainNamespace: Namespace
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: string[]
  blockExplorers: { name: string; url: string }[]
  testnet: boolean
}

/**
 * A network read through no RPC URL of its own (bip122: the server's node; polkadot: none), from its CAIP-2 id;
 * one builder for both keeps the table small in the widget's first download.
 */
export function networkWithoutRpc<Namespace extends string>(
  caipNetworkId: `${Namespace}:${string}`,
  name: string,
  nativeCurrency: NamespaceNetwork<Namespace>['nativeCurrency'],
  explorer: string | null,
  testnet: boolean,
): NamespaceNetwork<Namespace> {
  const [chainNamespace, id] = caipNetworkId.split(':') as [Namespace, string]
  return {
    id,
    caipNetworkId,
    chainNamespace,
    name,
    nativeCurrency,
    rpcUrls: [],
    blockExplorers: explorer ? [{ name: `${name} explorer`, url: explorer }] : [],
    testnet,
  }
}
