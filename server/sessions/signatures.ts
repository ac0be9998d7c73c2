/**
 * Checking an account's signature against the chain it signed for, through a public client on
 * that chain's node (the chains of `ServerConfig.chains`): an EOA's by recovery, a deployed
 * smart account's by ERC-1271, a not-yet-deployed one's by ERC-6492 (viem decides which).
 */
import {
  BaseError,
  createPublicClient,
  HttpRequestError,
  http,
  type Address,
  type Hex,
  type PublicClient,
  TimeoutError,
} from 'viem'
import { verifySiweMessage } from 'viem/siwe'
import type { ChainEndpoint } from '../config.js'
import { ApiError } from '../api-error.js'

export interface SiweSignatureCheck {
  message: string
  signature: Hex
  domain: string
  nonce: string
  time: Date
}

export interface SignatureChecker {
  /** Whether the deployment serves this CAIP-2 network (only eip155 ones can verify). */
  serves(caipNetworkId: string): boolean
  /** The EIP-4361 message's signature, with viem re-checking domain, nonce and time as given. */
  verifySiwe(caipNetworkId: string, check: SiweSignatureCheck): Promise<boolean>
  /** An EIP-191 message's signature by `address`. */
  verifyMessage(caipNetworkId: string, check: { address: Address; message: string; signature: Hex }): Promise<boolean>
}

const NODE_TIMEOUT_MS = 10_000

export function createSignatureChecker(chains: readonly ChainEndpoint[]): SignatureChecker {
  const rpcUrls = new Map(
    chains.filter(({ caipNetworkId }) => caipNetworkId.startsWith('eip155:')).map((c) => [c.caipNetworkId, c.rpcUrl]),
  )
  const clients = new Map<string, PublicClient>()
  const clientFor = (caipNetworkId: string): PublicClient => {
    const rpcUrl = rpcUrls.get(caipNetworkId)
    if (rpcUrl === undefined) throw new Error(`no node for ${caipNetworkId}`)
    let client = clients.get(caipNetworkId)
    if (!client) {
      client = createPublicClient({ transport: http(rpcUrl, { timeout: NODE_TIMEOUT_MS, retryCount: 1 }) })
      clients.set(caipNetworkId, client)
    }
    return client
  }
  return {
    serves: (caipNetworkId) => rpcUrls.has(caipNetworkId),
    verifySiwe: (caipNetworkId, check) =>
      answeredByNode(caipNetworkId, () => verifySiweMessage(clientFor(caipNetworkId), check)),
    verifyMessage: (caipNetworkId, check) =>
      answeredByNode(caipNetworkId, () => clientFor(caipNetworkId).verifyMessage(check)),
  }
}

/**
 * A node that cannot be reached is a 502 (try again), not a bad signature; anything else that
 * fails while checking (a malformed signature the validator cannot decode) is a signature that
 * does not verify.
 */
async function answeredByNode(caipNetworkId: string, check: () => Promise<boolean>): Promise<boolean> {
  try {
    return await check()
  } catch (err) {
    const unreachable =
      err instanceof BaseError && err.walk((e) => e instanceof HttpRequestError || e instanceof TimeoutError) !== null
    if (unreachable) throw new ApiError(502, `The node of ${caipNetworkId} did not answer; please try again`)
    return false
  }
}
