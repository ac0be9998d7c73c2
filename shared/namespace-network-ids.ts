/**
 * The bip122 and polkadot networks the widget knows, by CAIP-2 id alone (the namespace and the first 32 hex
 * characters of the genesis hash). The site's configuration accepts them by id (config.ts); their records (name,
 * currency, explorer: bitcoin-networks.ts, polkadot-networks.ts) come with their namespace's adapter, so the
 * widget's first download does not carry them. The ids are written here again rather than imported from those
 * records: importing them would bring the records along (config.test.ts checks both lists agree).
 */
import type { NamespaceNetwork } from './namespace-network.js'

export const LISTED_NETWORK_IDS: readonly string[] = [
  'bip122:000000000019d6689c085ae165831e93',
  'bip122:000000000933ea01ad0ee984209779ba',
  'bip122:530827f38f93b43ed12af0b3ad25a288',
  'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  'polkadot:b0a8d493285c2df73290dfb7e61f870f',
  'polkadot:e143f23803ac50e8f6f8e62695d1ce9e',
]

/**
 * A listed bip122 or polkadot network as the configuration holds it until its record arrives with its adapter:
 * its ids, its CAIP-2 id as its name, no currency yet. Undefined for an id the widget does not know.
 */
export function listedNetwork(caipNetworkId: string): NamespaceNetwork<'bip122' | 'polkadot'> | undefined {
  if (!LISTED_NETWORK_IDS.includes(caipNetworkId)) return undefined
  const [chainNamespace, id] = caipNetworkId.split(':') as ['bip122' | 'polkadot', string]
  return {
    id,
    caipNetworkId: `${chainNamespace}:${id}`,
    chainNamespace,
    name: caipNetworkId,
    nativeCurrency: { name: '', symbol: '', decimals: 0 },
    rpcUrls: [],
    blockExplorers: [],
    testnet: false,
  }
}
