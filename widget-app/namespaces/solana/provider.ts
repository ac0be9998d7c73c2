/**
 * Answers the site's Solana provider (`WalletWidget.getProvider('solana')`) with WalletConnect's
 * Solana JSON-RPC methods: keys and signatures in base58, transactions in base64 (wire format).
 * Without a connected Solana wallet, `solana_getAccounts` is `[]`, `solana_requestAccounts` opens
 * the modal, and signing is 4100. Signing waits for the project's allowed-origin check.
 */
import { ProviderRpcError, RpcErrorCode } from '../../../shared/errors.js'
import type { RpcRequest } from '../../../shared/protocol/loader-widget.js'
import type { ActiveConnection, ProviderContext } from '../adapter.js'
import { decodeBase58, decodeBase64, encodeBase58, encodeBase64 } from '../../../shared/solana/encoding.js'
import { signatureOf } from './wire.js'

/** Methods that need the user's authorized account. */
export const SOLANA_SIGN_METHODS: ReadonlySet<string> = new Set([
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
])

function invalid(message: string): ProviderRpcError {
  return new ProviderRpcError(RpcErrorCode.invalidParams, message)
}

/** A string parameter in `encoding`, decoded; throws -32602 naming the parameter when it is not one. */
function bytesOf(params: Record<string, unknown>, name: string, encoding: 'base58' | 'base64', method: string) {
  const value = params[name]
  try {
    if (typeof value !== 'string' || value.length === 0) throw Error()
    return encoding === 'base58' ? decodeBase58(value) : decodeBase64(value)
  } catch {
    throw invalid(`${method} expects params.${name} as a ${encoding} string`)
  }
}

function solanaConnection(context: ProviderContext): ActiveConnection | undefined {
  const connection = context.connection()
  return connection?.connector.chainNamespace === 'solana' ? connection : undefined
}

export async function answerSolanaRequest({ method, params }: RpcRequest, context: ProviderContext): Promise<unknown> {
  let connection = solanaConnection(context)
  if (method === 'solana_getAccounts') return connection ? [{ pubkey: connection.address }] : []
  if (method === 'solana_requestAccounts') {
    if (!connection) {
      await context.waitForConnection()
      connection = solanaConnection(context)
      if (!connection)
        throw new ProviderRpcError(RpcErrorCode.unauthorized, 'The connected wallet has no Solana account.')
    }
    return [{ pubkey: connection.address }]
  }
  if (!SOLANA_SIGN_METHODS.has(method))
    throw new ProviderRpcError(RpcErrorCode.unsupportedMethod, `The method ${method} is not supported`)
  if (!connection)
    throw new ProviderRpcError(
      RpcErrorCode.unauthorized,
      'The requested method and/or account has not been authorized by the user.',
    )
  if (typeof params !== 'object' || params === null || Array.isArray(params))
    throw invalid(`${method} expects params as an object`)
  const input = params as Record<string, unknown>
  const { connector, address } = connection
  if (input.pubkey !== undefined && input.pubkey !== address)
    throw new ProviderRpcError(
      RpcErrorCode.unauthorized,
      `The account ${String(input.pubkey)} is not the connected one`,
    )
  await context.requireAllowedOrigin(connector)
  const chain = `solana:${connection.chainId}`

  if (method === 'solana_signMessage') {
    const message = bytesOf(input, 'message', 'base58', method)
    const [output] = (await connector.request('solana:signMessage', [{ account: address, message }])) as {
      signature: Uint8Array
    }[]
    return { signature: encodeBase58(signatureBytes(output?.signature)) }
  }
  const transaction = bytesOf(input, 'transaction', 'base64', method)
  if (method === 'solana_signTransaction') {
    const [output] = (await connector.request('solana:signTransaction', [
      { account: address, transaction, chain },
    ])) as {
      signedTransaction: Uint8Array
    }[]
    const signed = output?.signedTransaction
    if (!(signed instanceof Uint8Array))
      throw new ProviderRpcError(RpcErrorCode.internal, `${connector.name} returned no signed transaction`)
    const signature = signatureOf(signed, decodeBase58(address))
    if (!signature) throw new ProviderRpcError(RpcErrorCode.internal, `${connector.name} did not sign the transaction`)
    return { signature: encodeBase58(signature), transaction: encodeBase64(signed) }
  }
  const options = typeof input.sendOptions === 'object' && input.sendOptions !== null ? input.sendOptions : undefined
  const [output] = (await connector.request('solana:signAndSendTransaction', [
    { account: address, transaction, chain, ...(options && { options }) },
  ])) as { signature: Uint8Array }[]
  return { signature: encodeBase58(signatureBytes(output?.signature)) }
}

function signatureBytes(value: unknown): Uint8Array {
  if (!(value instanceof Uint8Array) || value.length !== 64)
    throw new ProviderRpcError(RpcErrorCode.internal, 'The wallet returned no 64-byte signature')
  return value
}
