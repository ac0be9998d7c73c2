/**
 * What the connectors of a WalletConnect session's solana and bip122 namespaces share
 * (walletconnect-solana.ts, walletconnect-bip122.ts): the session's addresses and chains of the
 * namespace, the chain a request goes to, and reading the Wallet Standard feature calls their
 * namespace adapter makes (`request(feature, [input])`).
 */
import type { ChainNamespace } from '../../shared/caip.js'
import { ProviderRpcError, RpcErrorCode } from '../../shared/errors.js'
import type { Connector } from './connector.js'
import { walletConnectConnectorId } from './walletconnect.js'
import type { WalletConnectClient, WalletConnectSession } from './walletconnect-client.js'

export interface WalletConnectNamespaceConnector extends Connector {
  type: 'WALLET_CONNECT'
  session: WalletConnectSession
  /** The session's chains of the connector's namespace (CAIP-2), as the namespace adapter reads a wallet's chains. */
  chains: readonly string[]
}

export interface WalletConnectNamespaceConnectorDeps {
  client: Pick<WalletConnectClient, 'request'>
  session: WalletConnectSession
  /** The chain (CAIP-2, one of the session's) a request without its own goes to: the connection's network. */
  chain(): string
}

/**
 * The connector of the session's `namespace`: each feature call (`request(feature, [input])`) is
 * handed to `answer` with its input.
 */
export function namespaceConnector(
  session: WalletConnectSession,
  namespace: ChainNamespace,
  answer: (self: WalletConnectNamespaceConnector, feature: string, input: Record<string, unknown>) => Promise<unknown>,
): WalletConnectNamespaceConnector {
  const connector: WalletConnectNamespaceConnector = {
    id: walletConnectConnectorId(namespace),
    type: 'WALLET_CONNECT',
    name: session.walletName || 'WalletConnect',
    chainNamespace: namespace,
    session,
    chains: sessionChains(session, namespace),
    request: (feature, params) => answer(connector, feature, featureInput(params)),
  }
  return connector
}

/** The plain addresses of the session's accounts in `namespace`, each once, in the wallet's order. */
export function sessionAddresses(session: WalletConnectSession, namespace: string): string[] {
  const accounts = session.namespaces[namespace]?.accounts ?? []
  return [...new Set(accounts.map((account) => account.split(':').slice(2).join(':')).filter(Boolean))]
}

/** The session's chains of `namespace`. */
export function sessionChains(session: WalletConnectSession, namespace: string): string[] {
  return [...(session.namespaces[namespace]?.chains ?? [])]
}

/** The input of a feature call (`request(feature, [input])`); an empty one when there is none. */
export function featureInput(params: unknown): Record<string, unknown> {
  const first: unknown = Array.isArray(params) ? params[0] : params
  return typeof first === 'object' && first !== null ? (first as Record<string, unknown>) : {}
}

/** The address a feature input names: a plain address or a Wallet Standard account's `address`. */
export function accountAddressOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  const address = (value as { address?: unknown } | null | undefined)?.address
  return typeof address === 'string' ? address : undefined
}

/** The chain a request goes to: the one the input names (when the session has it), else the connection's. */
export function requestChain(
  connector: Pick<WalletConnectNamespaceConnector, 'chains' | 'name'>,
  named: unknown,
  fallback: () => string,
): string {
  if (named === undefined) return fallback()
  if (typeof named === 'string' && connector.chains.includes(named)) return named
  throw new ProviderRpcError(
    RpcErrorCode.unrecognizedChain,
    `${connector.name} did not approve ${String(named).slice(0, 80)} in this WalletConnect session`,
  )
}

/** The input's account, which must be one of the session's addresses of the namespace. */
export function ownAddress(connector: Pick<Connector, 'name'>, addresses: readonly string[], value: unknown): string {
  const address = accountAddressOf(value)
  if (address !== undefined && addresses.includes(address)) return address
  throw new ProviderRpcError(
    RpcErrorCode.unauthorized,
    `${String(address ?? 'no account').slice(0, 80)} is not an account ${connector.name} approved in this session`,
  )
}

/** The wallet's answer was not what the method returns. */
export function invalidAnswer(wallet: string, method: string, what: string): ProviderRpcError {
  return new ProviderRpcError(RpcErrorCode.internal, `${wallet} answered ${method} without ${what}`)
}

/** A feature the connector does not offer. */
export function unsupportedFeature(wallet: string, feature: string): ProviderRpcError {
  return new ProviderRpcError(
    RpcErrorCode.unsupportedMethod,
    `${feature.slice(0, 60)} is not offered through ${wallet}'s WalletConnect session`,
  )
}
