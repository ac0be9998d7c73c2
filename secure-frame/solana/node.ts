/**
 * JSON-RPC to the deployment's Solana node of a network (`<own origin>/v1/?chainId=solana:…`): the
 * frame reads accounts and fees and sends signed transactions there, never to a node a site names.
 * Every call gives up after {@link SOLANA_CALL_TIMEOUT_MS}; a node error keeps its code and message.
 */
import * as z from 'zod/mini'
import { ProviderRpcError, RpcErrorCode } from '../../shared/errors.js'
import type { FetchLike } from '../auth-api.js'

export const SOLANA_CALL_TIMEOUT_MS = 10_000

const AnswerSchema = z.object({
  result: z.optional(z.unknown()),
  error: z.optional(z.object({ code: z.number(), message: z.string().check(z.maxLength(2000)) })),
})

export type SolanaNodeCall = (method: string, params: readonly unknown[], signal?: AbortSignal) => Promise<unknown>

/** The deployment's RPC address of a Solana network. */
export function solanaRpcUrl(ownOrigin: string, projectId: string, network: string): string {
  const url = new URL('/v1/', ownOrigin)
  url.searchParams.set('chainId', network)
  url.searchParams.set('projectId', projectId)
  return url.href
}

export function solanaNode(fetch: FetchLike, rpcUrl: string, network: string): SolanaNodeCall {
  let nextId = 1
  return async (method, params, signal) => {
    const deadline = AbortSignal.timeout(SOLANA_CALL_TIMEOUT_MS)
    const both = signal ? AbortSignal.any([signal, deadline]) : deadline
    let json: unknown
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        credentials: 'omit',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
        signal: both,
      })
      json = await response.json()
    } catch (cause) {
      if (signal?.aborted) throw signal.reason
      const why = deadline.aborted
        ? `did not answer ${method} within ${SOLANA_CALL_TIMEOUT_MS / 1000} s`
        : 'could not be reached'
      throw new ProviderRpcError(RpcErrorCode.chainDisconnected, `The node of ${network} ${why}`, { cause })
    }
    const parsed = z.safeParse(AnswerSchema, json)
    if (parsed.success && parsed.data.error)
      throw new ProviderRpcError(parsed.data.error.code, parsed.data.error.message)
    if (!parsed.success || !Object.hasOwn(json as object, 'result'))
      throw new ProviderRpcError(RpcErrorCode.internal, `The node of ${network} answered ${method} without a result`)
    return parsed.data.result
  }
}

const AccountInfoSchema = z.object({
  value: z.nullable(z.object({ data: z.tuple([z.string(), z.literal('base64')]) })),
})

/** An account's data, or null when it does not exist. */
export async function readAccountData(node: SolanaNodeCall, address: string, signal?: AbortSignal) {
  const answer = z.parse(
    AccountInfoSchema,
    await node('getAccountInfo', [address, { encoding: 'base64', commitment: 'confirmed' }], signal),
  )
  if (!answer.value) return null
  return Uint8Array.from(atob(answer.value.data[0]), (char) => char.charCodeAt(0))
}

/** The fee the network charges for a message (lamports), or null when the node cannot price it. */
export async function readFee(node: SolanaNodeCall, messageBase64: string, signal?: AbortSignal) {
  try {
    const answer = (await node('getFeeForMessage', [messageBase64, { commitment: 'confirmed' }], signal)) as {
      value?: unknown
    }
    return typeof answer?.value === 'number' && Number.isSafeInteger(answer.value) ? BigInt(answer.value) : null
  } catch (error) {
    if (signal?.aborted) throw error
    return null
  }
}
