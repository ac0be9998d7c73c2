/** What every way of connecting offers the controller (SPEC §3 "Connector"). */
export type ConnectorType = 'ANNOUNCED' | 'INJECTED' | 'AUTH' | 'WALLET_CONNECT' | 'EXTERNAL' | 'MULTI_CHAIN'

export interface Connector {
  /** Stable across page loads; connection ids compare case-insensitively. */
  id: string
  type: ConnectorType
  name: string
  icon?: string | undefined
  /** An EIP-1193 request; rejects with a ProviderRpcError-like error carrying the wallet's code. */
  request(method: string, params?: unknown): Promise<unknown>
}
