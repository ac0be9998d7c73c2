/** The JSON-RPC 2.0 envelopes of the paymaster service and the bundler route. */

export type JsonRpcId = string | number | null

export interface JsonRpcRequest {
  jsonrpc: '2.0'
  id: JsonRpcId
  method: string
  params?: unknown
}

export type JsonRpcAnswer =
  | { jsonrpc: '2.0'; id: JsonRpcId; result: unknown }
  | { jsonrpc: '2.0'; id: JsonRpcId; error: { code: number; message: string; data?: { reason: string } } }

/** A refusal that names its reason (`PAYMASTER_NETWORK_NOT_ENABLED`, …) in the message and in `data.reason`. */
export class JsonRpcRefusal extends Error {
  override name = 'JsonRpcRefusal'
  constructor(
    readonly code: number,
    readonly reason: string,
    message: string,
  ) {
    super(`${reason}: ${message}`)
  }
}

export const METHOD_NOT_FOUND = -32601
export const INVALID_PARAMS = -32602
export const INVALID_REQUEST = -32600
/** A request the server understood and will not serve (a policy, a network not enabled). */
export const NOT_SPONSORED = -32001

export const answerOf = (id: JsonRpcId, result: unknown): JsonRpcAnswer => ({ jsonrpc: '2.0', id, result })

export const refusalOf = (id: JsonRpcId, refusal: JsonRpcRefusal): JsonRpcAnswer => ({
  jsonrpc: '2.0',
  id,
  error: { code: refusal.code, message: refusal.message, data: { reason: refusal.reason } },
})

/** One JSON-RPC request, or the refusal saying what is wrong with it. */
export function readJsonRpcRequest(raw: unknown): JsonRpcRequest {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new JsonRpcRefusal(INVALID_REQUEST, 'JSON_RPC_INVALID', 'the body must be one JSON-RPC 2.0 request object')
  const { jsonrpc, id = null, method, params } = raw as Record<string, unknown>
  if (jsonrpc !== '2.0' || typeof method !== 'string')
    throw new JsonRpcRefusal(INVALID_REQUEST, 'JSON_RPC_INVALID', 'the request needs jsonrpc "2.0" and a method')
  if (id !== null && typeof id !== 'string' && typeof id !== 'number')
    throw new JsonRpcRefusal(INVALID_REQUEST, 'JSON_RPC_INVALID', 'the id must be a string, a number or null')
  return { jsonrpc: '2.0', id, method, params }
}
