/** What every way of connecting offers the controller. */
import type { ChainNamespace } from '../../shared/caip.js'
import type { Network } from '../../shared/networks.js'

export type ConnectorType = 'ANNOUNCED' | 'INJECTED' | 'AUTH' | 'WALLET_CONNECT' | 'EXTERNAL' | 'MULTI_CHAIN'

export interface Connector {
  /** Stable across page loads; connection ids compare case-insensitively. */
  id: string
  type: ConnectorType
  name: string
  /** The namespace the wallet's accounts live in; its adapter handles what is chain-specific. */
  chainNamespace: ChainNamespace
  icon?: string | undefined
  /** An EIP-1193 request; rejects with a ProviderRpcError-like error carrying the wallet's code. */
  request(method: string, params?: unknown): Promise<unknown>
  /** Present when the connector switches networks itself (the email wallet, in its frame); else its adapter asks the wallet. */
  switchNetwork?(network: Network): Promise<void>
  /**
   * Present when the connector ends its connection itself (signing out, ending a remote session);
   * else its adapter asks the wallet to forget the permission.
   */
  disconnect?(): Promise<void>
}
