/**
 * The signed-in owner's smart account on each smart-account-enabled network: a {@link WalletSmartAccount}
 * over the deployment's chain API, with a bundler client on this origin's bundler route and the paymaster
 * client on its ERC-7677 service. The address is the factory's CREATE2 address, known before deployment.
 * One account per owner and chain, kept while the owner is signed in.
 */
import type { LocalAccount } from 'viem'
import type { FetchLike } from '../auth-api.js'
import type { ActiveSmartAccount } from './active-account.js'
import type { SmartAccountNetwork, SmartAccountNetworks } from './networks.js'

export type { ActiveSmartAccount } from './active-account.js'

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
  // viem's clients and account abstraction come with the smart-account chunk, on first use (account-clients.ts).
  async function build(owner: LocalAccount, network: SmartAccountNetwork): Promise<ActiveSmartAccount> {
    const { buildSmartAccount } = await import('./account-clients.js')
    return buildSmartAccount({ owner, network, rpcUrlFor, fetch, pollingInterval })
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
