/**
 * JSON-RPC over HTTP to the current chain's node. Kept to one small function instead of a viem
 * client: the frame only forwards reads and sends three calls of its own, and the injected
 * `fetch` lets the tests play the node.
 */
import * as z from 'zod/mini'
import { ProviderRpcError, RpcErrorCode } from '../shared/errors.js'
import type { FetchLike } from './auth-api.js'

const JsonRpcResponseSchema = z.object({
  result: z.optional(z.unknown()),
  error: z.optional(z.object({ code: z.number(), message: z.string().check(z.maxLength(2000)), data: z.optional(z.unknown()) })),
})

export interface ChainTarget {
  chainId: number
  rpcUrl: string
}

export type ChainRpc = (target: ChainTarget, method: string, params: readonly unknown[], signal?: AbortSignal) => Promise<unknown>

export function createChainRpc(fetch: FetchLike): ChainRpc {
  let nextId = 1
  return async (target, method, params, signal) => {
    let response: Response
    try {
      response = await fetch(target.rpcUrl, {
        method: 'POST',
        // The node is another origin: it gets no cookies of ours.
        credentials: 'omit',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
        ...(signal ? { signal } : {}),
      })
    } catch (cause) {
      if (signal?.aborted) throw signal.reason
      throw new ProviderRpcError(RpcErrorCode.chainDisconnected, `The node of chain ${target.chainId} could not be reached`, { cause })
    }
    const json: unknown = await response.json().catch(() => undefined)
    const parsed = z.safeParse(JsonRpcResponseSchema, json)
    if (parsed.success && parsed.data.error) throw new ProviderRpcError(parsed.data.error.code, parsed.data.error.message, { data: parsed.data.error.data })
    // `result: null` is a real answer (e.g. no receipt yet); a body without `result` is not.
    if (!parsed.success || !Object.hasOwn(json as object, 'result')) {
      throw new ProviderRpcError(RpcErrorCode.internal, `The node of chain ${target.chainId} answered ${method} with HTTP ${response.status} and no JSON-RPC result`)
    }
    return parsed.data.result
  }
}
