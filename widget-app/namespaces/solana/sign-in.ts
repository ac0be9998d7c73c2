/**
 * Sign-in with a Solana account: the CAIP-122 message of the Solana profile for the site, signed by
 * the connected wallet with `solana_signMessage` (its UTF-8 bytes, base58 on the provider's path).
 * The signature goes to the server as hex, like every sign-in signature; the server checks it with
 * Ed25519 against the address.
 */
import { fromErrorPayload, ProviderRpcError, RpcErrorCode } from '../../../shared/errors.js'
import type { RpcRequest, RpcResult } from '../../../shared/protocol/loader-widget.js'
import { decodeBase58, encodeBase58 } from '../../../shared/solana/encoding.js'
import { createSolanaSignInMessage } from '../../../shared/solana/sign-in-message.js'

export interface SolanaSignInParameters {
  address: string
  /** The CAIP-2 reference of the account's network. */
  chainId: string
  /** The site's origin (from the loader's handshake): the message's domain and URI. */
  siteOrigin: string
  nonce: string
  issuedAt: Date
  statement?: string | undefined
  resources?: readonly string[] | undefined
  walletRequest(request: RpcRequest): Promise<RpcResult>
}

export interface SignedSolanaSignIn {
  message: string
  /** 0x and 128 hex digits. */
  signature: `0x${string}`
}

export async function signInWithSolana(parameters: SolanaSignInParameters): Promise<SignedSolanaSignIn> {
  const { address, siteOrigin } = parameters
  const message = createSolanaSignInMessage({
    domain: new URL(siteOrigin).host,
    address,
    statement: parameters.statement,
    uri: siteOrigin,
    version: '1',
    chainId: parameters.chainId,
    nonce: parameters.nonce,
    issuedAt: parameters.issuedAt,
    resources: parameters.resources,
  })
  const reply = await parameters.walletRequest({
    method: 'solana_signMessage',
    params: { message: encodeBase58(new TextEncoder().encode(message)), pubkey: address },
  })
  if (!reply.ok) throw fromErrorPayload(reply.error)
  const signature = decodeBase58(String((reply.result as { signature?: unknown })?.signature ?? ''))
  if (signature.length !== 64)
    throw new ProviderRpcError(RpcErrorCode.internal, 'The wallet returned no 64-byte Ed25519 signature')
  const hex = Array.from(signature, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return { message, signature: `0x${hex}` }
}
