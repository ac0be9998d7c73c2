/**
 * Networks the widget knows by CAIP-2 id (eip155 and solana; the bip122 and polkadot ones are in
 * bitcoin-networks.ts and polkadot-networks.ts, downloaded with their adapters). A site names networks in
 * `data-networks`; one not listed here is accepted when the site also gives its RPC URL.
 */
import type { CaipNetworkId, ChainNamespace } from './caip.js'
import { SOLANA_NETWORKS } from './solana-networks.js'

export interface NativeCurrency {
  name: string
  symbol: string
  decimals: number
}

export interface Network {
  /** Chain id within the namespace (a number for eip155). */
  id: number | string
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
  name: string
  nativeCurrency: NativeCurrency
  rpcUrls: string[]
  blockExplorers: { name: string; url: string }[]
  testnet: boolean
}

const ETH: NativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }

function evm(id: number, name: string, rpcUrl: string, explorer: string | null, extra: Partial<Network> = {}): Network {
  return {
    id,
    caipNetworkId: `eip155:${id}`,
    chainNamespace: 'eip155',
    name,
    nativeCurrency: ETH,
    rpcUrls: [rpcUrl],
    blockExplorers: explorer ? [{ name: `${name} explorer`, url: explorer }] : [],
    testnet: false,
    ...extra,
  }
}

export const KNOWN_NETWORKS: readonly Network[] = [
  evm(1, 'Ethereum', 'https://eth.merkle.io', 'https://etherscan.io'),
  evm(11155111, 'Sepolia', 'https://sepolia.drpc.org', 'https://sepolia.etherscan.io', {
    testnet: true,
    nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  }),
  evm(10, 'OP Mainnet', 'https://mainnet.optimism.io', 'https://optimistic.etherscan.io'),
  evm(42161, 'Arbitrum One', 'https://arb1.arbitrum.io/rpc', 'https://arbiscan.io'),
  evm(8453, 'Base', 'https://mainnet.base.org', 'https://basescan.org'),
  evm(137, 'Polygon', 'https://polygon-rpc.com', 'https://polygonscan.com', {
    nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  }),
  evm(56, 'BNB Smart Chain', 'https://bsc-dataseed.bnbchain.org', 'https://bscscan.com', {
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  }),
  evm(100, 'Gnosis', 'https://rpc.gnosischain.com', 'https://gnosisscan.io', {
    nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
  }),
  evm(43114, 'Avalanche', 'https://api.avax.network/ext/bc/C/rpc', 'https://snowtrace.io', {
    nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  }),
  evm(324, 'zkSync Era', 'https://mainnet.era.zksync.io', 'https://explorer.zksync.io'),
  evm(42220, 'Celo', 'https://forno.celo.org', 'https://celoscan.io', {
    nativeCurrency: { name: 'CELO', symbol: 'CELO', decimals: 18 },
  }),
  evm(7777777, 'Zora', 'https://rpc.zora.energy', 'https://explorer.zora.energy'),
  evm(31337, 'Anvil Local', 'http://127.0.0.1:8545', null, { testnet: true }),
  ...SOLANA_NETWORKS,
]

const byId = new Map(KNOWN_NETWORKS.map((network) => [network.caipNetworkId, network]))

export function knownNetwork(caipNetworkId: string): Network | undefined {
  return byId.get(caipNetworkId as CaipNetworkId)
}

export { customSolanaNetwork } from './solana-networks.js'

/** A network the widget does not list, described from what the site gave (an EVM chain id and an RPC URL). */
export function customEvmNetwork(id: number, rpcUrl: string): Network {
  return evm(id, `Chain ${id}`, rpcUrl, null)
}
