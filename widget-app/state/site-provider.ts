/**
 * Answers the site's EIP-1193 requests (`WalletWidget.getProvider('eip155')`): with no wallet,
 * as EIP-1193 says (4100 for what needs an account, 4900 for the rest, `eth_requestAccounts`
 * opens the modal); with one, from the widget's state or the connected wallet. Signing waits for
 * the project's allowed-origin check.
 */
import { ProviderRpcError, RpcErrorCode, toErrorPayload } from '../../shared/errors.js'
import type { Network } from '../../shared/networks.js'
import type { RpcRequest, RpcResult } from '../../shared/protocol/host-widget.js'
import type { Connector } from '../connectors/connector.js'
import { parseChainId } from '../connectors/injected.js'
import type { AppState } from './app-state.js'

/** Methods that need an authorized account; without one they answer 4100 (EIP-1193). */
export const NEEDS_ACCOUNT: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_signTransaction',
  'wallet_sendCalls',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
])

export interface SiteProviderDeps {
  state(): AppState
  connector(): Connector | undefined
  requireAllowedOrigin(): Promise<void>
  /** Switches the connected wallet to one of the site's networks (adding it when needed). */
  switchTo(connector: Connector, network: Network): Promise<void>
  applyChain(chainId: number): void
  /** Opens the modal and resolves with the address once the user connects (4001 if they close it). */
  waitForConnection(): Promise<string>
}

export const hex = (chainId: number): `0x${string}` => `0x${chainId.toString(16)}`

export function createSiteProvider(deps: SiteProviderDeps) {
  async function answer({ method, params }: RpcRequest): Promise<unknown> {
    const state = deps.state()
    const connector = deps.connector()
    if (state.status !== 'connected' || !state.address || state.chainId === null || !connector) {
      if (method === 'eth_accounts') return []
      if (method === 'eth_requestAccounts') return [await deps.waitForConnection()]
      if (NEEDS_ACCOUNT.has(method))
        throw new ProviderRpcError(
          RpcErrorCode.unauthorized,
          'The requested method and/or account has not been authorized by the user.',
        )
      throw new ProviderRpcError(RpcErrorCode.disconnected, 'The provider is disconnected from all chains.')
    }
    if (NEEDS_ACCOUNT.has(method)) await deps.requireAllowedOrigin()
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [state.address]
      case 'eth_chainId':
        return hex(state.chainId)
      case 'net_version':
        return String(state.chainId)
      case 'wallet_switchEthereumChain': {
        const chainId = parseChainId((params as [{ chainId?: unknown }] | undefined)?.[0]?.chainId)
        if (chainId === null)
          throw new ProviderRpcError(
            RpcErrorCode.invalidParams,
            'wallet_switchEthereumChain expects [{ chainId: "0x…" }]',
          )
        const network = state.config?.networks.find((candidate) => candidate.id === chainId)
        if (network) await deps.switchTo(connector, network)
        else if (connector.type === 'AUTH')
          throw new ProviderRpcError(RpcErrorCode.unrecognizedChain, `Unrecognized chain ID ${hex(chainId)}`)
        else await connector.request(method, params)
        deps.applyChain(chainId)
        return null
      }
      default:
        return connector.request(method, params)
    }
  }

  return {
    /** Every request settles with a result or an error payload that keeps the EIP-1193 code. */
    async request(request: RpcRequest): Promise<RpcResult> {
      try {
        return { ok: true, result: await answer(request) }
      } catch (error) {
        return { ok: false, error: toErrorPayload(error) }
      }
    },
  }
}
