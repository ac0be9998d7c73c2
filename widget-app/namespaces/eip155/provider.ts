/**
 * Answers the site's EIP-1193 requests (`WalletWidget.getProvider('eip155')`): with no wallet,
 * as EIP-1193 says (4100 for what needs an account, 4900 for the rest, `eth_requestAccounts`
 * opens the modal); with one, from the widget's state or the connected wallet. Signing waits for
 * the project's allowed-origin check.
 */
import { ProviderRpcError, RpcErrorCode } from '../../../shared/errors.js'
import type { RpcRequest } from '../../../shared/protocol/loader-widget.js'
import type { ProviderContext } from '../adapter.js'
import { parseChainId, toHexChainId } from './encoding.js'

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

export async function answerEip155Request({ method, params }: RpcRequest, context: ProviderContext): Promise<unknown> {
  let connection = context.connection()
  if (!connection && method === 'eth_requestAccounts') {
    await context.waitForConnection()
    // The wallet the user connected may be of another namespace: only an EVM account answers (else 4900).
    connection = context.connection()
  }
  if (!connection) {
    if (method === 'eth_accounts') return []
    if (NEEDS_ACCOUNT.has(method))
      throw new ProviderRpcError(
        RpcErrorCode.unauthorized,
        'The requested method and/or account has not been authorized by the user.',
      )
    throw new ProviderRpcError(RpcErrorCode.disconnected, 'The provider is disconnected from all chains.')
  }
  const { connector, address } = connection
  const chainId = Number(connection.chainId)
  if (NEEDS_ACCOUNT.has(method)) await context.requireAllowedOrigin(connector)
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [address]
    case 'eth_chainId':
      return toHexChainId(chainId)
    case 'net_version':
      return String(chainId)
    case 'wallet_switchEthereumChain': {
      const target = parseChainId((params as [{ chainId?: unknown }] | undefined)?.[0]?.chainId)
      if (target === null)
        throw new ProviderRpcError(
          RpcErrorCode.invalidParams,
          'wallet_switchEthereumChain expects [{ chainId: "0x…" }]',
        )
      const network = context
        .networks()
        .find((candidate) => candidate.chainNamespace === 'eip155' && candidate.id === target)
      if (network) await context.switchTo(connector, network)
      else if (connector.type === 'AUTH')
        throw new ProviderRpcError(RpcErrorCode.unrecognizedChain, `Unrecognized chain ID ${toHexChainId(target)}`)
      else await connector.request(method, params)
      context.chainChanged(connector, target)
      return null
    }
    default:
      return connector.request(method, params)
  }
}
