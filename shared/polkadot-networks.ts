/**
 * Polkadot networks by CAIP-2 id (`polkadot:` + the first 32 hex characters of the genesis hash). No node is
 * configured behind them: the widget connects extensions and signs, and reads no balance (the views say so).
 */
import { type NamespaceNetwork, networkWithoutRpc } from './namespace-network.js'

/** A `Network` (networks.ts) of the polkadot namespace. */
export type PolkadotNetwork = NamespaceNetwork<'polkadot'>

export const POLKADOT_NETWORK_ID = 'polkadot:91b171bb158e2d3848fa23a9f1c25182' as const
export const KUSAMA_NETWORK_ID = 'polkadot:b0a8d493285c2df73290dfb7e61f870f' as const
export const WESTEND_NETWORK_ID = 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e' as const

export const POLKADOT_NETWORKS: readonly PolkadotNetwork[] = [
  networkWithoutRpc(POLKADOT_NETWORK_ID, 'Polkadot', { name: 'Polkadot', symbol: 'DOT', decimals: 10 }, null, false),
  networkWithoutRpc(KUSAMA_NETWORK_ID, 'Kusama', { name: 'Kusama', symbol: 'KSM', decimals: 12 }, null, false),
  networkWithoutRpc(WESTEND_NETWORK_ID, 'Westend', { name: 'Westend', symbol: 'WND', decimals: 12 }, null, true),
]
