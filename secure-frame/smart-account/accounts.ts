/**
 * The signed-in owner's smart account on each smart-account-enabled network: a {@link WalletSmartAccount}
 * over the deployment's chain API, with a bundler client on this origin's bundler route and the paymaster
 * client on its ERC-7677 service. The address is the factory's CREATE2 address, known before deployment.
 * One account per owner and chain, kept while the owner is signed in.
 */
import {
  type Address,
  type Chain,
  createPublicClient,
  http,
  type LocalAccount,
  type PublicClient,
  type Transport,
} from 'viem'
import { type BundlerClient, createBundlerClient, createPaymasterClient } from 'viem/account-abstraction'
import { toWalletSmartAccount, type WalletSmartAccount } from '../../shared/smart-account/account.js'
import { knownNetwork } from '../../shared/networks.js'
import type { FetchLike } from '../auth-api.js'
import type { SmartAccountNetwork, SmartAccountNetworks } from './networks.js'

export interface ActiveSmartAccount {
  network: SmartAccountNetwork
  account: WalletSmartAccount
  /** Reads of the chain (through the deployment's chain API). */
  client: PublicClient<Transport, Chain>
  /** Prepares and sends user operations, sponsored by the network's paymaster service. */
  bundler: BundlerClient<Transport, Chain, WalletSmartAccount>
}

export interface SmartAccountsOptions {
  networks: SmartAccountNetworks
  /** The deployment's chain API for a chain (config.ts `deploymentRpcUrl`). */
  rpcUrlFor: (chainId: number) => string
  /** Fetch for the chain API, the bundler and the paymaster (all on this frame's origin in a deployment). */
  fetch: FetchLike
  /** How often receipts are polled (ms). */
  pollingInterval?: number
}

export type SmartAccounts = ReturnType<typeof createSmartAccounts>

export function createSmartAccounts({ networks, rpcUrlFor, fetch, pollingInterval = 500 }: SmartAccountsOptions) {
  const cache = new Map<string, Promise<ActiveSmartAccount>>()
  const transport = (url: string) =>
    http(url, { fetchFn: (input, init) => fetch(String(input instanceof Request ? input.url : input), init ?? {}) })

  async function build(owner: LocalAccount, network: SmartAccountNetwork): Promise<ActiveSmartAccount> {
    const known = knownNetwork(network.caipNetworkId)
    const rpcUrl = rpcUrlFor(network.chainId)
    const chain: Chain = {
      id: network.chainId,
      name: known?.name ?? `Chain ${network.chainId}`,
      nativeCurrency: known?.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    }
    const client = createPublicClient({ chain, transport: transport(rpcUrl), pollingInterval })
    const account = await toWalletSmartAccount({ client, owner, factory: network.factory as Address })
    const bundler = createBundlerClient({
      client,
      account,
      chain,
      pollingInterval,
      paymaster: createPaymasterClient({ transport: transport(network.paymasterUrl) }),
      transport: transport(network.bundlerUrl),
    })
    // The address is read once from the factory here, so later answers need no chain call.
    await account.getAddress()
    return { network, account, client, bundler }
  }

  return {
    networks,
    /** The owner's smart account on `chainId`, or null where smart accounts are not enabled. */
    async forChain(owner: LocalAccount, chainId: number, signal?: AbortSignal): Promise<ActiveSmartAccount | null> {
      const network = await networks.find(chainId, signal)
      if (!network) return null
      const key = `${owner.address}:${chainId}`
      let entry = cache.get(key)
      if (!entry) {
        entry = build(owner, network).catch((error: unknown) => {
          cache.delete(key)
          throw error
        })
        cache.set(key, entry)
      }
      return entry
    },
    /** Drops every account (the owner signed out). */
    clear(): void {
      cache.clear()
    },
  }
}
