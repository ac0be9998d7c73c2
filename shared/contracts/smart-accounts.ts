/**
 * The smart-account API, served by server/smart-accounts and called by the secure frame (same origin):
 *
 *   GET  /v1/smart-accounts/networks?projectId&st&sv     → SmartAccountNetworksAnswer
 *   POST /v1/paymaster/{chainId}?projectId               ERC-7677 JSON-RPC: pm_getPaymasterStubData, pm_getPaymasterData
 *   POST /v1/bundler/{chainId}?projectId                 ERC-4337 JSON-RPC, forwarded to the network's bundler
 *
 * `{chainId}` is the chain's number (31337). The networks answer carries AppKit's frame answer
 * (`smartAccountEnabledNetworks`, chain numbers) and, per network, what the account's client needs.
 */
import * as z from 'zod/mini'

const Address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))

/** One smart-account-enabled network of the project. */
export const SmartAccountNetworkAnswer = z.object({
  /** CAIP-2 id. */
  caipNetworkId: z.string(),
  chainId: z.number(),
  entryPoint: Address,
  /** The WalletSmartAccountFactory: the account's address is its `getAddress(owner, 0)`. */
  factory: Address,
  paymaster: Address,
  /** This server's bundler route for the network (JSON-RPC). */
  bundlerUrl: z.string(),
  /** This server's ERC-7677 paymaster service for the network. */
  paymasterUrl: z.string(),
})
export type SmartAccountNetworkAnswer = z.infer<typeof SmartAccountNetworkAnswer>

export const SmartAccountNetworksAnswer = z.object({
  smartAccountEnabledNetworks: z.array(z.number()),
  networks: z.array(SmartAccountNetworkAnswer),
})
export type SmartAccountNetworksAnswer = z.infer<typeof SmartAccountNetworksAnswer>

/** The bundler methods the server forwards; every other method is refused with JSON-RPC error -32601. */
export const BUNDLER_METHODS = [
  'eth_sendUserOperation',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
  'eth_supportedEntryPoints',
  'eth_chainId',
  'pimlico_getUserOperationGasPrice',
] as const
