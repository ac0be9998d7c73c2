/**
 * The solana namespace's work with a wallet and a node, loaded on demand by adapter.ts: connecting
 * through `standard:connect`, the network a wallet is on, `standard:disconnect`, balances and slots,
 * and the site's `solana_*` requests.
 */
import { ProviderRpcError, RpcErrorCode } from '../../../shared/errors.js'
import type { Network } from '../../../shared/networks.js'
import type { Connector } from '../../connectors/connector.js'
import type { StandardWalletConnector } from './standard-wallets.js'
import { parseSolanaAccounts } from './standard-wallets.js'

export { readSolanaBalance, readSolanaSlot } from './node.js'
export { answerSolanaRequest } from './provider.js'

/** Asks the wallet to connect (it prompts when the site is not yet allowed); its accounts' addresses. */
export async function requestAccounts(connector: Connector): Promise<string[]> {
  return parseSolanaAccounts(await connector.request('standard:connect', {}))
}

/** The accounts the wallet already allows this site, without a prompt. */
export async function accounts(connector: Connector): Promise<string[]> {
  return parseSolanaAccounts(await connector.request('standard:connect', { silent: true }))
}

function chainsOf(connector: Connector): readonly string[] {
  return (connector as Partial<StandardWalletConnector>).chains ?? []
}

/**
 * A Wallet Standard wallet has no current network: it is on the first of the site's Solana networks
 * it names (or any of them when it names none); a wallet of none of them is on its own first chain,
 * which the site does not serve (the UnsupportedChain view says so).
 */
export function chainIdOf(connector: Connector, networks: readonly Network[]): string {
  const solana = networks.filter((network) => network.chainNamespace === 'solana')
  const chains = chainsOf(connector)
  const shared = solana.find((network) => chains.length === 0 || chains.includes(network.caipNetworkId))
  const chain = shared?.caipNetworkId ?? chains[0]
  if (!chain) throw new ProviderRpcError(RpcErrorCode.unrecognizedChain, `${connector.name} names no Solana network`)
  return chain.slice('solana:'.length)
}

/** The wallet signs for whichever network it is asked: switching only checks that it has `network`. */
export async function switchSolanaNetwork(connector: Connector, network: Network): Promise<void> {
  const chains = chainsOf(connector)
  if (chains.length > 0 && !chains.includes(network.caipNetworkId))
    throw new ProviderRpcError(RpcErrorCode.unrecognizedChain, `${connector.name} does not support ${network.name}`)
}

/** `standard:disconnect`, when the wallet has it (else there is nothing to forget). */
export async function forget(connector: Connector): Promise<void> {
  await connector.request('standard:disconnect')
}
