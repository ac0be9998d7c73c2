/**
 * The solana namespace: Wallet Standard wallets of the site's page. Listing them and reading
 * their events is here; everything that talks to a wallet or a node (and the base58/base64
 * codecs) is a chunk of its own (operations.ts), downloaded the first time it is needed, so a
 * site without a Solana network does not pay for it.
 */
import type { Network } from '../../../shared/networks.js'
import type { NamespaceAdapter } from '../adapter.js'
import { discoverStandardWallets, parseSolanaAccounts } from './standard-wallets.js'

export interface SolanaAdapterOptions {
  /** The site's networks (`data-networks`): a wallet connects on the first Solana one it has. */
  networks?: (() => readonly Network[]) | undefined
}

const load = () => import('./operations.js')

export function createSolanaAdapter(options: SolanaAdapterOptions = {}): NamespaceAdapter {
  const networks = () => options.networks?.() ?? []
  return {
    namespace: 'solana',
    discover: discoverStandardWallets,
    requestAccounts: async (connector) => (await load()).requestAccounts(connector),
    accounts: async (connector) => (await load()).accounts(connector),
    chainId: async (connector) => (await load()).chainIdOf(connector, networks()),
    parseAccounts: parseSolanaAccounts,
    parseChainId: (value) => (typeof value === 'string' && /^[-_a-zA-Z0-9]{1,32}$/.test(value) ? value : null),
    encodeChainId: (chainId) => `solana:${chainId}`,
    readBalance: async (network, address) => (await load()).readSolanaBalance(network.rpcUrls[0]!, address),
    readBlockNumber: async (network) => (await load()).readSolanaSlot(network.rpcUrls[0]!),
    switchNetwork: async (connector, network) => (await load()).switchSolanaNetwork(connector, network),
    forget: async (connector) => (await load()).forget(connector),
    answer: async (request, context) => (await load()).answerSolanaRequest(request, context),
  }
}
