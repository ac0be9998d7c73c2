/** A small JSON-RPC client for the indexer: batched calls to one chain node, raw hex answers, a timeout per request. */

export interface RpcCall {
  method: string
  params: unknown[]
}

export interface RpcClient {
  /** Sends the calls as one batch and answers their results in order; throws when any call fails. */
  batch<T = unknown>(calls: readonly RpcCall[]): Promise<T[]>
  /** Like batch, but a call the node refuses (a reverted eth_call) answers undefined instead of failing the rest. */
  tryBatch<T = unknown>(calls: readonly RpcCall[]): Promise<(T | undefined)[]>
  call<T = unknown>(method: string, params: unknown[]): Promise<T>
}

export class RpcError extends Error {
  override name = 'RpcError'
}

interface RpcReply {
  id: number
  result?: unknown
  error?: { code: number; message: string }
}

/** Calls per HTTP request: nodes cap batch sizes (anvil takes large ones; public nodes often 100–1000). */
const MAX_BATCH = 500

export interface RpcClientOptions {
  /** Per HTTP request. */
  timeoutMs?: number
  /** Aborts every call in flight (the indexer stopping). */
  signal?: AbortSignal
}

export function createRpcClient(url: string, { timeoutMs = 30_000, signal }: RpcClientOptions = {}): RpcClient {
  const send = async (calls: readonly RpcCall[], tolerant: boolean): Promise<unknown[]> => {
    const body = calls.map((call, id) => ({ jsonrpc: '2.0', id, method: call.method, params: call.params }))
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs),
    })
    if (!res.ok) throw new RpcError(`${url} answered HTTP ${res.status}`)
    const replies = (await res.json()) as RpcReply[]
    if (!Array.isArray(replies)) throw new RpcError(`${url} answered a batch with ${JSON.stringify(replies)}`)
    const results = new Array<unknown>(calls.length)
    const seen = new Set<number>()
    for (const reply of replies) {
      if (reply.error && !tolerant)
        throw new RpcError(`${calls[reply.id]?.method ?? 'call'} failed: ${reply.error.message}`)
      results[reply.id] = reply.result
      seen.add(reply.id)
    }
    if (seen.size !== calls.length) throw new RpcError(`${url} answered ${seen.size} of ${calls.length} calls`)
    return results
  }
  const inParts = async (calls: readonly RpcCall[], tolerant: boolean): Promise<unknown[]> => {
    const parts: Promise<unknown[]>[] = []
    for (let start = 0; start < calls.length; start += MAX_BATCH)
      parts.push(send(calls.slice(start, start + MAX_BATCH), tolerant))
    return (await Promise.all(parts)).flat()
  }
  const batch = async <T>(calls: readonly RpcCall[]): Promise<T[]> => (await inParts(calls, false)) as T[]
  return {
    batch,
    tryBatch: async <T>(calls: readonly RpcCall[]) => (await inParts(calls, true)) as (T | undefined)[],
    call: async <T>(method: string, params: unknown[]) => (await batch<T>([{ method, params }]))[0] as T,
  }
}
