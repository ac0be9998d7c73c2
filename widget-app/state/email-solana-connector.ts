/**
 * The email wallet seen as a Wallet Standard wallet of a Solana network (email-solana.ts), downloaded
 * only once an email user is on a site with a Solana network: the Wallet Standard feature calls of the
 * solana namespace's provider become the secure frame's `solana_*` methods.
 */
import { ProviderRpcError, RpcErrorCode } from '../../shared/errors.js'
import type { Network } from '../../shared/networks.js'
import {
  parseSolanaFrameResult,
  type SolanaFrameMethod,
  type SolanaFrameResult,
} from '../../shared/protocol/secure-frame-solana.js'
import { decodeBase58, decodeBase64, encodeBase58, encodeBase64 } from '../../shared/solana/encoding.js'
import type { Connector } from '../connectors/connector.js'
import { AUTH_CONNECTOR_ID } from '../connectors/email.js'

/** The address in the frame's `solana_getAccounts` answer; undefined when it has none. */
export function accountOf(result: unknown): string | undefined {
  return parseSolanaFrameResult('solana_getAccounts', result)?.[0]?.pubkey
}

interface FeatureInput {
  message?: unknown
  transaction?: unknown
  chain?: unknown
  options?: unknown
}

/**
 * The email wallet seen as a Wallet Standard wallet of `network`: what the solana namespace's provider
 * (namespaces/solana/provider.ts) asks of a wallet, answered by the frame.
 */
export function solanaConnector(email: Connector, address: string, network: Network): Connector {
  const ask = async <M extends SolanaFrameMethod>(method: M, params: object): Promise<SolanaFrameResult<M>> => {
    const answer = parseSolanaFrameResult(method, await email.request(method, params))
    if (!answer) throw new ProviderRpcError(RpcErrorCode.internal, `The email wallet gave an invalid ${method} answer`)
    return answer
  }
  const bytesOf = (value: unknown, what: string): Uint8Array => {
    if (value instanceof Uint8Array) return value
    throw new ProviderRpcError(RpcErrorCode.invalidParams, `expected the ${what} as bytes`)
  }
  const chainOf = (input: FeatureInput) => (typeof input.chain === 'string' ? input.chain : network.caipNetworkId)
  return {
    id: AUTH_CONNECTOR_ID,
    type: 'AUTH',
    name: email.name,
    chainNamespace: 'solana',
    async request(method, params) {
      const input: FeatureInput = (Array.isArray(params) ? params[0] : undefined) ?? {}
      switch (method) {
        case 'solana:signMessage': {
          const message = bytesOf(input.message, 'message')
          const { signature } = await ask('solana_signMessage', {
            message: encodeBase58(message),
            pubkey: address,
            network: network.caipNetworkId,
          })
          return [{ signedMessage: message, signature: decodeBase58(signature) }]
        }
        case 'solana:signTransaction': {
          const transaction = encodeBase64(bytesOf(input.transaction, 'transaction'))
          const signed = await ask('solana_signTransaction', { transaction, network: chainOf(input) })
          return [{ signedTransaction: decodeBase64(signed.transaction) }]
        }
        case 'solana:signAndSendTransaction': {
          const transaction = encodeBase64(bytesOf(input.transaction, 'transaction'))
          const options = typeof input.options === 'object' && input.options !== null ? input.options : undefined
          const { signature } = await ask('solana_signAndSendTransaction', {
            transaction,
            network: chainOf(input),
            ...(options ? { sendOptions: options } : {}),
          })
          return [{ signature: decodeBase58(signature) }]
        }
        default:
          throw new ProviderRpcError(RpcErrorCode.unsupportedMethod, `The email wallet does not offer ${method}`)
      }
    },
  }
}
