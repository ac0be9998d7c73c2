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
