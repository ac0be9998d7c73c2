/**
 * The Solana networks behind the node RPC address (`POST /v1/?chainId=solana:…`): the email wallet
 * in the secure frame reads accounts and fees and sends the transactions its user signed there,
 * through the node `config.solana` names for the network (chain-data/solana/settings.ts).
 *
 * As for EVM chains, only reads and the sending of an already signed transaction get through;
 * whatever would make the node act on its own (requestAirdrop, validator and admin calls) is
 * answered with a JSON-RPC error in place (rpc-proxy.ts).
 */
import type { SolanaSettings } from '../chain-data/solana/settings.js'

export const SOLANA_RPC_METHODS: ReadonlySet<string> = new Set([
  'getAccountInfo',
  'getBalance',
  'getBlockHeight',
  'getFeeForMessage',
  'getGenesisHash',
  'getHealth',
  'getLatestBlockhash',
  'getMinimumBalanceForRentExemption',
  'getMultipleAccounts',
  'getSignatureStatuses',
  'getSlot',
  'getTokenAccountBalance',
  'getTokenAccountsByOwner',
  'getVersion',
  'isBlockhashValid',
  'sendTransaction',
  'simulateTransaction',
])

/** The node of a configured Solana network, with the methods it may be asked; undefined when none is configured. */
export function solanaRpcNode(settings: SolanaSettings, caipNetworkId: string) {
  const network = settings.networks.find((candidate) => candidate.caipNetworkId === caipNetworkId)
  return network && { caipNetworkId, rpcUrl: network.rpcUrl, allowedMethods: SOLANA_RPC_METHODS }
}
