/**
 * The smart-account chunk (`chunks/account-clients-<hash>.js`): builds the owner's smart account on a network, its
 * reads through the deployment's chain API and its bundler client sponsored by the network's paymaster service
 * (viem's account-abstraction). accounts.ts imports it the first time a smart-account-enabled network is used, so
 * a login on a project without smart accounts never downloads it.
 */
import { type Address, type Chain, createPublicClient, http, type LocalAccount } from 'viem'
import { createBundlerClient, createPaymasterClient } from 'viem/account-abstraction'
import { knownNetwork } from '../../shared/networks.js'
import { toWalletSmartAccount } from '../../shared/smart-account/account.js'
import type { FetchLike } from '../auth-api.js'
import type { ActiveSmartAccount } from './active-account.js'
import type { SmartAccountNetwork } from './networks.js'

export interface AccountClientsParameters {
  owner: LocalAccount
  network: SmartAccountNetwork
  /** The deployment's chain API for a chain (config.ts `deploymentRpcUrl`). */
  rpcUrlFor: (chainId: number) => string
  /** Fetch for the chain API, the bundler and the paymaster. */
  fetch: FetchLike
  /** How often receipts are polled (ms). */
  pollingInterval: number
}

export async function buildSmartAccount(parameters: AccountClientsParameters): Promise<ActiveSmartAccount> {
  const { owner, network, rpcUrlFor, fetch, pollingInterval } = parameters
  const transport = (url: string) =>
    http(url, { fetchFn: (input, init) => fetch(String(input instanceof Request ? input.url : input), init ?? {}) })
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
