/**
 * The sign-in message of the connected account and its signature by the wallet: EIP-4361 signed with
 * `personal_sign` for an EVM account; the CAIP-122 Solana message signed with `solana_signMessage`
 * for a Solana one (namespaces/solana/sign-in.ts, downloaded only for a Solana account).
 */
import { getAddress, type Hex, toHex } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { fromErrorPayload } from '../../shared/errors.js'
import type { RpcRequest, RpcResult } from '../../shared/protocol/loader-widget.js'

export interface SignInMessageParameters {
  namespace: string | null
  address: string
  /** The network's id in its namespace (a number for eip155, the CAIP-2 reference for solana). */
  chainId: string | number
  /** The site's origin from the loader's handshake: the message's domain and URI. */
  siteOrigin: string
  nonce: string
  issuedAt: Date
  statement?: string | undefined
  resources?: readonly string[] | undefined
  walletRequest(request: RpcRequest): Promise<RpcResult>
}

export async function signSignInMessage(
  parameters: SignInMessageParameters,
): Promise<{ message: string; signature: Hex }> {
  const { statement, resources, siteOrigin } = parameters
  if (parameters.namespace === 'solana') {
    const { signInWithSolana } = await import('../namespaces/solana/sign-in.js')
    return signInWithSolana({ ...parameters, chainId: String(parameters.chainId) })
  }
  const address = getAddress(parameters.address)
  const message = createSiweMessage({
    address,
    chainId: Number(parameters.chainId),
    domain: new URL(siteOrigin).host,
    uri: siteOrigin,
    version: '1',
    nonce: parameters.nonce,
    issuedAt: parameters.issuedAt,
    ...(statement && { statement }),
    ...(resources && { resources: [...resources] }),
  })
  const reply = await parameters.walletRequest({ method: 'personal_sign', params: [toHex(message), address] })
  if (!reply.ok) throw fromErrorPayload(reply.error)
  return { message, signature: reply.result as Hex }
}
