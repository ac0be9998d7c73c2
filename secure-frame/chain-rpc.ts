/**
 * JSON-RPC over HTTP to the deployment's chain API. Kept to one small function instead of a viem
 * client: the frame only forwards reads and sends a few calls of its own, and the injected
 * `fetch` lets the tests play the node. Every call gives up after {@link CHAIN_CALL_TIMEOUT_MS}
 * (the request is aborted, not left running) so nothing waits on a dead node.
 */
import * as z from 'zod/mini'
import { ProviderRpcError, RpcErrorCode } from '../shared/errors.js'
import type { FetchLike } from './auth-api.js'

const JsonRpcResponseSchema = z.object({
  result: z.optional(z.unknown()),
  error: z.optional(
    z.object({ code: z.number(), message: z.string().check(z.maxLength(2000)), data: z.optional(z.unknown()) }),
  ),
})

/** How long one chain call may take before it is aborted. */
export const CHAIN_CALL_TIMEOUT_MS = 10_000

export interface ChainTarget {
  chainId: number
  rpcUrl: string
}

export type ChainRpc = (
  target: ChainTarget,
  method: string,
  params: readonly unknown[],
  signal?: AbortSignal,
) => Promise<unknown>

export function createChainRpc(fetch: FetchLike, timeoutMs = CHAIN_CALL_TIMEOUT_MS): ChainRpc {
  let nextId = 1
  return async (target, method, params, signal) => {
    const deadline = new AbortController()
    const timer = setTimeout(() => deadline.abort(), timeoutMs)
    const both = signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal
    const failure = (cause: unknown): unknown => {
      if (signal?.aborted) return signal.reason
      if (deadline.signal.aborted)
        return new ProviderRpcError(
          RpcErrorCode.chainDisconnected,
          `The node of chain ${target.chainId} did not answer ${method} within ${timeoutMs / 1000} s`,
        )
      return new ProviderRpcError(
        RpcErrorCode.chainDisconnected,
        `The node of chain ${target.chainId} could not be reached`,
        { cause },
      )
    }
    let response: Response
    let json: unknown
    try {
      response = await fetch(target.rpcUrl, {
        method: 'POST',
        // The chain API needs no cookie of ours.
        credentials: 'omit',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
        signal: both,
      })
      json = await response.json().catch((cause: unknown) => {
        if (both.aborted) throw cause
        return undefined
      })
    } catch (cause) {
      throw failure(cause)
    } finally {
      clearTimeout(timer)
    }
    const parsed = z.safeParse(JsonRpcResponseSchema, json)
    if (parsed.success && parsed.data.error)
      throw new ProviderRpcError(parsed.data.error.code, parsed.data.error.message, { data: parsed.data.error.data })
    // `result: null` is a real answer (e.g. no receipt yet); a body without `result` is not.
    if (!parsed.success || !Object.hasOwn(json as object, 'result')) {
      throw new ProviderRpcError(
        RpcErrorCode.internal,
        `The node of chain ${target.chainId} answered ${method} with HTTP ${response.status} and no JSON-RPC result`,
      )
    }
    return parsed.data.result
  }
}
