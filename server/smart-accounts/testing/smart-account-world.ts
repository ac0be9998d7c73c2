/**
 * For the smart-account tests: anvil with the demo assets and the ERC-4337 contracts, Alto in front of it, and
 * clients for an email wallet's smart account that reach the bundler and the paymaster through a test server.
 */
import { type Chain, createPublicClient, http, type LocalAccount, type PublicClient, type Transport } from 'viem'
import { type BundlerClient, createBundlerClient, createPaymasterClient } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { anvil as anvilChain } from 'viem/chains'
import { startAnvil, type AnvilNode } from '../../../dev/world/anvil.js'
import { type Bundler, startBundler } from '../../../dev/world/bundler.js'
import { deployDemoAssets } from '../../../dev/world/demo-assets.js'
import { deploySmartAccounts, SMART_ACCOUNT_ADDRESSES } from '../../../dev/world/smart-accounts.js'
import { toWalletSmartAccount, type WalletSmartAccount } from '../../../shared/smart-account/account.js'

export const CHAIN_ID = 31337

export interface SmartAccountChain {
  node: AnvilNode
  bundler: Bundler
  chain: Chain
  client: PublicClient<Transport, Chain>
  stop(): Promise<void>
}

/** Anvil on `port` with the demo assets and the smart-account contracts, and Alto in front of it. */
export async function startSmartAccountChain(port: number): Promise<SmartAccountChain> {
  const node = await startAnvil({ port, chainId: CHAIN_ID })
  try {
    await deployDemoAssets(node.rpcUrl, CHAIN_ID)
    await deploySmartAccounts(node.rpcUrl, CHAIN_ID)
    const bundler = await startBundler({ rpcUrl: node.rpcUrl, entryPoint: SMART_ACCOUNT_ADDRESSES.entryPoint })
    const chain: Chain = { ...anvilChain, id: CHAIN_ID, rpcUrls: { default: { http: [node.rpcUrl] } } }
    const client = createPublicClient({ chain, transport: http(node.rpcUrl) })
    return { node, bundler, chain, client, stop: () => bundler.stop().finally(node.stop) }
  } catch (err) {
    await node.stop()
    throw err
  }
}

export interface EmailWalletAccount {
  owner: LocalAccount
  account: WalletSmartAccount
  /** Sends user operations through the server's bundler route, sponsored by its paymaster service. */
  bundler: BundlerClient<Transport, Chain, WalletSmartAccount>
}

/** A new owner key and its smart account, with clients on the server at `serverUrl` for `projectId`. */
export async function newEmailWalletAccount(
  world: SmartAccountChain,
  serverUrl: string,
  projectId: string,
): Promise<EmailWalletAccount> {
  const owner = privateKeyToAccount(generatePrivateKey())
  const account = await toWalletSmartAccount({
    client: world.client,
    owner,
    factory: SMART_ACCOUNT_ADDRESSES.factory,
  })
  const query = `?projectId=${encodeURIComponent(projectId)}`
  const paymaster = createPaymasterClient({ transport: http(`${serverUrl}/v1/paymaster/${CHAIN_ID}${query}`) })
  const bundler = createBundlerClient({
    client: world.client,
    account,
    paymaster,
    transport: http(`${serverUrl}/v1/bundler/${CHAIN_ID}${query}`),
  })
  return { owner, account, bundler }
}
