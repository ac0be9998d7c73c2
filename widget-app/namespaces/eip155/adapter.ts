/**
 * The eip155 (EVM) namespace: EIP-6963 and legacy browser wallets, EIP-1193 requests, balances
 * read with viem (loaded on demand), network switching by EIP-3326 with EIP-3085 on 4902.
 */
import { ProviderRpcError, RpcErrorCode } from '../../../shared/errors.js'
import type { NamespaceAdapter } from '../adapter.js'
import { parseAccounts, parseChainId, toHexChainId } from './encoding.js'
import { discoverInjected } from './injected.js'
import { answerEip155Request } from './provider.js'
import { switchEvmNetwork } from './switch-network.js'

/** Reads a native balance from an EVM node. */
export type ReadEvmBalance = (rpcUrl: string, address: `0x${string}`) => Promise<bigint>

/** Reads the latest block number from an EVM node. */
export type ReadEvmBlockNumber = (rpcUrl: string) => Promise<bigint>

export interface Eip155AdapterOptions {
  /** Reads balances instead of asking the node (tests); by default viem, imported on first use. */
  readBalance?: ReadEvmBalance | undefined
  /** Reads block numbers instead of asking the node (tests); by default viem, imported on first use. */
  readBlockNumber?: ReadEvmBlockNumber | undefined
}

const readWithViem: ReadEvmBalance = async (rpcUrl, address) =>
  (await import('./balance.js')).readEvmBalance(rpcUrl, address)
const readBlockWithViem: ReadEvmBlockNumber = async (rpcUrl) =>
  (await import('./balance.js')).readEvmBlockNumber(rpcUrl)

export function createEip155Adapter(options: Eip155AdapterOptions = {}): NamespaceAdapter {
  const readBalance = options.readBalance ?? readWithViem
  const readBlockNumber = options.readBlockNumber ?? readBlockWithViem
  return {
    namespace: 'eip155',
    discover: discoverInjected,
    requestAccounts: async (connector) => parseAccounts(await connector.request('eth_requestAccounts')),
    accounts: async (connector) => parseAccounts(await connector.request('eth_accounts')),
    async chainId(connector) {
      const chainId = parseChainId(await connector.request('eth_chainId'))
      if (chainId === null) throw new ProviderRpcError(RpcErrorCode.internal, 'The wallet returned no chain id')
      return chainId
    },
    parseAccounts,
    parseChainId,
    encodeChainId: (chainId) => toHexChainId(Number(chainId)),
    readBalance: (network, address) => readBalance(network.rpcUrls[0]!, address as `0x${string}`),
    readBlockNumber: (network) => readBlockNumber(network.rpcUrls[0]!),
    switchNetwork: (connector, network) =>
      switchEvmNetwork((method, params) => connector.request(method, params), network, connector.name),
    async forget(connector) {
      await connector.request('wallet_revokePermissions', [{ eth_accounts: {} }])
    },
    answer: answerEip155Request,
  }
}
