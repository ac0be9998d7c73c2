/**
 * The connectors of one approved WalletConnect session: one per namespace the wallet granted and
 * the widget speaks (eip155, solana, bip122), which namespaces become connections (the one of the
 * site's active network alone, or each of them with several connections at once), the chain each
 * sends its requests to, and ending the session once none of its connections is left.
 */
import type { Connector } from './connector.js'
import type { WalletConnectClient, WalletConnectSession } from './walletconnect-client.js'
import { createWalletConnectConnector, WALLET_CONNECT_NAMESPACE } from './walletconnect.js'
import { createWalletConnectBip122Connector } from './walletconnect-bip122.js'
import { WALLET_CONNECT_NAMESPACES, type WalletConnectNamespace } from './walletconnect-namespaces.js'
import { sessionAddresses, sessionChains } from './walletconnect-namespace-connector.js'
import { createWalletConnectSolanaConnector } from './walletconnect-solana.js'

export interface SessionConnector extends Connector {
  type: 'WALLET_CONNECT'
  session: WalletConnectSession
  chainNamespace: WalletConnectNamespace
}

export interface SessionConnectorsDeps {
  client: Pick<WalletConnectClient, 'request' | 'disconnect'>
  session: WalletConnectSession
  /** The EVM chain id of the active connection, 0 when it is not on an EVM chain. */
  evmChainId(): number
  /** The CAIP-2 network the connection of `connectorId` is on, if it has one (the connection list's). */
  connectionNetwork(connectorId: string): string | undefined
  /** The site's networks (CAIP-2), in the site's order. */
  siteNetworks(): readonly string[]
  /** A connector's connection ended through its `disconnect` (the session may live on for the others). */
  ended?(connectorId: string): void
}

/** The namespaces the wallet granted with at least one account, that the widget serves, in the proposal's order. */
export function grantedNamespaces(
  session: WalletConnectSession,
  served: (namespace: string) => boolean,
): WalletConnectNamespace[] {
  return WALLET_CONNECT_NAMESPACES.filter(
    (namespace) => sessionAddresses(session, namespace).length > 0 && served(namespace),
  )
}

/**
 * The namespaces that become connections, the active one first: the active network's namespace
 * when granted (else eip155 when granted, else the first granted); with several connections at
 * once, every granted namespace.
 */
export function connectionNamespaces(
  granted: readonly WalletConnectNamespace[],
  activeNamespace: string | undefined,
  several: boolean,
): WalletConnectNamespace[] {
  const active =
    granted.find((namespace) => namespace === activeNamespace) ??
    granted.find((namespace) => namespace === WALLET_CONNECT_NAMESPACE) ??
    granted[0]
  if (!active) return []
  return several ? [active, ...granted.filter((namespace) => namespace !== active)] : [active]
}

/**
 * The chain a namespace's requests go to, one of `chains` (the session's): the connection's network,
 * else the first of the site's networks the session has, else the session's first chain.
 */
export function requestChainOf(
  chains: readonly string[],
  connectionNetwork: string | undefined,
  siteNetworks: readonly string[],
): string {
  if (connectionNetwork && chains.includes(connectionNetwork)) return connectionNetwork
  return siteNetworks.find((network) => chains.includes(network)) ?? chains[0] ?? ''
}

/**
 * A connector for each of `namespaces` (granted by the session), to become connections. Each one's
 * `disconnect` ends its connection; the session itself ends when the last of them does.
 */
export function createSessionConnectors(
  deps: SessionConnectorsDeps,
  namespaces: readonly WalletConnectNamespace[],
): SessionConnector[] {
  const { client, session } = deps
  const live = new Set<string>()
  const make = (namespace: WalletConnectNamespace): Connector => {
    if (namespace === 'eip155') return createWalletConnectConnector(client, session, deps.evmChainId)
    const chains = sessionChains(session, namespace)
    const chainDeps = {
      client,
      session,
      chain: (): string => requestChainOf(chains, deps.connectionNetwork(connector.id), deps.siteNetworks()),
    }
    const connector: Connector =
      namespace === 'solana'
        ? createWalletConnectSolanaConnector(chainDeps)
        : createWalletConnectBip122Connector(chainDeps)
    return connector
  }
  return namespaces.map((namespace) => {
    const connector = make(namespace)
    live.add(connector.id)
    return {
      ...connector,
      type: 'WALLET_CONNECT',
      session,
      chainNamespace: namespace,
      async disconnect() {
        live.delete(connector.id)
        deps.ended?.(connector.id)
        if (live.size === 0) await client.disconnect(session.topic).catch(() => undefined)
      },
    } as SessionConnector
  })
}
