/** The owner's smart account on one network, as the frame uses it once its clients are built (account-clients.ts). */
import type { Chain, PublicClient, Transport } from 'viem'
import type { BundlerClient } from 'viem/account-abstraction'
import type { WalletSmartAccount } from '../../shared/smart-account/account.js'
import type { SmartAccountNetwork } from './networks.js'

export interface ActiveSmartAccount {
  network: SmartAccountNetwork
  account: WalletSmartAccount
  /** Reads of the chain (through the deployment's chain API). */
  client: PublicClient<Transport, Chain>
  /** Prepares and sends user operations, sponsored by the network's paymaster service. */
  bundler: BundlerClient<Transport, Chain, WalletSmartAccount>
}
