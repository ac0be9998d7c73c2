/**
 * Asks a wallet to switch to a network (EIP-3326); when the wallet does not know it (4902),
 * adds it (EIP-3085: chainId, chainName, rpcUrls, nativeCurrency, blockExplorerUrls) and asks again.
 */
import { ProviderRpcError, RpcErrorCode, rpcCodeOf } from '../../../shared/errors.js'
import type { Network } from '../../../shared/networks.js'

export type WalletRequest = (method: string, params: unknown[]) => Promise<unknown>

export interface AddEthereumChainParameter {
  chainId: `0x${string}`
  chainName: string
  rpcUrls: string[]
  nativeCurrency: { name: string; symbol: string; decimals: number }
  blockExplorerUrls?: string[]
  iconUrls?: string[]
}

export function addChainParameter(network: Network): AddEthereumChainParameter {
  return {
    chainId: `0x${Number(network.id).toString(16)}`,
    chainName: network.name,
    rpcUrls: network.rpcUrls,
    nativeCurrency: network.nativeCurrency,
    ...(network.blockExplorers.length
      ? { blockExplorerUrls: network.blockExplorers.map((explorer) => explorer.url) }
      : {}),
  }
}

export async function switchEvmNetwork(request: WalletRequest, network: Network, walletName: string): Promise<void> {
  const chainId = `0x${Number(network.id).toString(16)}`
  try {
    await request('wallet_switchEthereumChain', [{ chainId }])
  } catch (error) {
    const code = rpcCodeOf(error)
    if (code === RpcErrorCode.unsupportedMethod) {
      throw new ProviderRpcError(
        RpcErrorCode.unsupportedMethod,
        `${walletName} does not support programmatic chain switching.`,
        { cause: error },
      )
    }
    if (code !== RpcErrorCode.unrecognizedChain) throw error
    await request('wallet_addEthereumChain', [addChainParameter(network)])
    // Most wallets switch on add; asking again covers the ones that only add.
    await request('wallet_switchEthereumChain', [{ chainId }])
  }
}
