/**
 * The connector of a WalletConnect session's solana namespace. The solana namespace adapter speaks
 * to it as to a Wallet Standard wallet (`standard:connect`, `solana:signMessage`, …, with bytes);
 * each call becomes WalletConnect's Solana method on the session's chain: messages in base58,
 * transactions in base64 (wire format), signatures answered in base58.
 */
import { decodeBase58, decodeBase64, encodeBase58, encodeBase64 } from '../../shared/solana/encoding.js'
import { ProviderRpcError, RpcErrorCode } from '../../shared/errors.js'
import {
  invalidAnswer,
  namespaceConnector,
  ownAddress,
  requestChain,
  sessionAddresses,
  unsupportedFeature,
  type WalletConnectNamespaceConnector,
  type WalletConnectNamespaceConnectorDeps,
} from './walletconnect-namespace-connector.js'

const NAMESPACE = 'solana' as const

function bytesOf(value: unknown, what: string): Uint8Array {
  if (value instanceof Uint8Array) return value
  throw new ProviderRpcError(RpcErrorCode.invalidParams, `expected the ${what} as bytes`)
}

/** A 64-byte Ed25519 signature in the wallet's base58 answer. */
function signatureOf(answer: unknown, wallet: string, method: string): Uint8Array {
  const text = (answer as { signature?: unknown } | null)?.signature
  try {
    const bytes = typeof text === 'string' ? decodeBase58(text) : undefined
    if (bytes?.length === 64) return bytes
  } catch {
    // Not base58: told below.
  }
  throw invalidAnswer(wallet, method, 'a base58 64-byte signature')
}

export function createWalletConnectSolanaConnector(
  deps: WalletConnectNamespaceConnectorDeps,
): WalletConnectNamespaceConnector {
  const { client, session } = deps
  const addresses = sessionAddresses(session, NAMESPACE)
  const name = session.walletName || 'WalletConnect'
  return namespaceConnector(session, NAMESPACE, async (connector, method, input) => {
    const send = (wcMethod: string, chain: string, wcParams: object) =>
      client.request(session.topic, chain, wcMethod, wcParams)
    switch (method) {
      // The session is the permission: its accounts are the connection's, without asking again.
      case 'standard:connect':
        return { accounts: addresses.map((address) => ({ address })) }
      // Ending the session is the connector's own disconnect (walletconnect-session-connectors.ts).
      case 'standard:disconnect':
        return undefined
      case 'solana:signMessage': {
        const pubkey = ownAddress(connector, addresses, input.account)
        const message = bytesOf(input.message, 'message')
        const answer = await send('solana_signMessage', deps.chain(), { message: encodeBase58(message), pubkey })
        return [{ signedMessage: message, signature: signatureOf(answer, name, 'solana_signMessage') }]
      }
      case 'solana:signTransaction': {
        ownAddress(connector, addresses, input.account)
        const chain = requestChain(connector, input.chain, deps.chain)
        const transaction = encodeBase64(bytesOf(input.transaction, 'transaction'))
        const answer = await send('solana_signTransaction', chain, { transaction })
        const signed = (answer as { transaction?: unknown } | null)?.transaction
        if (typeof signed !== 'string') throw invalidAnswer(name, 'solana_signTransaction', 'the signed transaction')
        try {
          return [{ signedTransaction: decodeBase64(signed) }]
        } catch {
          throw invalidAnswer(name, 'solana_signTransaction', 'a base64 transaction')
        }
      }
      case 'solana:signAndSendTransaction': {
        ownAddress(connector, addresses, input.account)
        const chain = requestChain(connector, input.chain, deps.chain)
        const transaction = encodeBase64(bytesOf(input.transaction, 'transaction'))
        const options = typeof input.options === 'object' && input.options !== null ? input.options : undefined
        const answer = await send('solana_signAndSendTransaction', chain, {
          transaction,
          ...(options && { sendOptions: options }),
        })
        return [{ signature: signatureOf(answer, name, 'solana_signAndSendTransaction') }]
      }
      default:
        throw unsupportedFeature(name, method)
    }
  })
}
