/**
 * Solana networks by CAIP-2 id (`solana:` + the first 32 characters of the genesis hash): mainnet, devnet and
 * the local world's node. Registered in KNOWN_NETWORKS (networks.ts); `customSolanaNetwork` describes one a
 * site names with its own RPC URL.
 */
import type { NamespaceNetwork } from './namespace-network.js'

/** A `Network` (networks.ts) of the solana namespace. */
export type SolanaNetwork = NamespaceNetwork<'solana'>

export const SOL: SolanaNetwork['nativeCurrency'] = { name: 'Solana', symbol: 'SOL', decimals: 9 }

/** The genesis hash of the local world's Solana node (dev/world/solana/), answered by its `getGenesisHash`. */
export const SOLANA_LOCAL_GENESIS_HASH = 'WcDTDGFFUYcfEFzF6EbqUeEpD6epet4BUEEfHNvfwiF'
/** `solana:` and the genesis hash's first 32 characters. */
export const SOLANA_LOCAL_NETWORK_ID = 'solana:WcDTDGFFUYcfEFzF6EbqUeEpD6epet4B'
export const SOLANA_LOCAL_NAME = 'Solana Local'
/** Where the local node listens under `npm start`. */
export const SOLANA_LOCAL_RPC_URL = 'http://127.0.0.1:8899'

export const SOLANA_MAINNET_NETWORK_ID = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
export const SOLANA_DEVNET_NETWORK_ID = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

function solana(
  reference: string,
  name: string,
  rpcUrl: string,
  explorer: string | null,
  testnet: boolean,
): SolanaNetwork {
  return {
    id: reference,
    caipNetworkId: `solana:${reference}`,
    chainNamespace: 'solana',
    name,
    nativeCurrency: SOL,
    rpcUrls: [rpcUrl],
    blockExplorers: explorer ? [{ name: 'Solana Explorer', url: explorer }] : [],
    testnet,
  }
}

export const SOLANA_NETWORKS: readonly SolanaNetwork[] = [
  solana(
    '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    'Solana',
    'https://api.mainnet-beta.solana.com',
    'https://explorer.solana.com',
    false,
  ),
  solana(
    'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    'Solana Devnet',
    'https://api.devnet.solana.com',
    'https://explorer.solana.com/?cluster=devnet',
    true,
  ),
  solana(SOLANA_LOCAL_NETWORK_ID.slice('solana:'.length), SOLANA_LOCAL_NAME, SOLANA_LOCAL_RPC_URL, null, true),
]

/** A Solana network the widget does not list, from what the site gave: the CAIP-2 reference and an RPC URL. */
export function customSolanaNetwork(reference: string, rpcUrl: string): SolanaNetwork {
  return solana(reference, `Solana ${reference.slice(0, 8)}`, rpcUrl, null, false)
}
