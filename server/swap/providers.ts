/**
 * The swap provider and node of each chain the server swaps on, built once from the settings: a chain needs a
 * node (`ServerConfig.chains`) and a provider (`ServerConfig.swap.providers`). Asking for any other chain throws
 * the §8 answer as a 400.
 */
import { knownNetwork } from '../../shared/networks.js'
import { GAS_PRICE_NETWORK_NOT_SUPPORTED, SWAP_NETWORK_NOT_SUPPORTED } from '../../shared/contracts/swap.js'
import { ApiError } from '../api-error.js'
import { createTokenMetadataCache } from '../chain-data/token-metadata.js'
import type { ChainEndpoint } from '../config.js'
import { createRpcClient, type RpcClient } from '../indexer/rpc-client.js'
import type { SwapProvider } from './provider.js'
import type { SwapProviderSetting, SwapSettings } from './settings.js'
import { createUniswapV2Provider } from './uniswap-v2.js'

export interface SwapChain {
  /** CAIP-2. */
  chainId: string
  rpc: RpcClient
  provider: SwapProvider
}

export interface SwapChains {
  /** The chain's provider and node; 400 'Network not supported for Swaps' without either. */
  swapChain(chainId: string): SwapChain
  /** The chain's node; 400 'Network not supported for Gas Price' without one. */
  gasNode(chainId: string): RpcClient
}

export interface CreateSwapChainsParameters {
  chains: readonly ChainEndpoint[]
  settings: SwapSettings
  nodeTimeoutMs: number
}

type ProviderFactory = (chainId: string, rpc: RpcClient, setting: SwapProviderSetting) => SwapProvider

export function createSwapChains({ chains, settings, nodeTimeoutMs }: CreateSwapChainsParameters): SwapChains {
  const metadata = createTokenMetadataCache()
  const createProvider: ProviderFactory = (chainId, rpc, setting) => {
    switch (setting.kind) {
      case 'uniswap-v2':
        return createUniswapV2Provider({
          chainId,
          rpc,
          setting,
          metadata,
          native: knownNetwork(chainId)?.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 },
          deadlineSeconds: settings.deadlineSeconds,
        })
    }
  }
  const nodes = new Map(
    chains.map((chain) => [chain.caipNetworkId, createRpcClient(chain.rpcUrl, { timeoutMs: nodeTimeoutMs })]),
  )
  const served = new Map<string, SwapChain>()
  for (const [chainId, setting] of Object.entries(settings.providers)) {
    const rpc = nodes.get(chainId)
    if (rpc) served.set(chainId, { chainId, rpc, provider: createProvider(chainId, rpc, setting) })
  }
  return {
    swapChain(chainId) {
      const chain = served.get(chainId)
      if (!chain) throw new ApiError(400, SWAP_NETWORK_NOT_SUPPORTED, { code: 'SWAP_NETWORK_NOT_SUPPORTED', chainId })
      return chain
    },
    gasNode(chainId) {
      const rpc = nodes.get(chainId)
      if (!rpc)
        throw new ApiError(400, GAS_PRICE_NETWORK_NOT_SUPPORTED, { code: 'GAS_PRICE_NETWORK_NOT_SUPPORTED', chainId })
      return rpc
    },
  }
}
