/**
 * The JSON-RPC proxy behind `POST /v1/?chainId=…&projectId=…` (SPEC §7 "The node RPC address per
 * chain"). The widget, the secure frame and wallets (given this URL in wallet_addEthereumChain)
 * send JSON-RPC here; the proxy forwards it to the node configured for the chain.
 *
 * Only reads and eth_sendRawTransaction (a transaction the user's wallet already signed) get
 * through. Whatever would act with the node's own keys or state (eth_sendTransaction, eth_sign,
 * personal_*, anvil_*, hardhat_*, debug_*, admin_*, filters that hold state on the node) is
 * answered with a JSON-RPC error in place, without reaching the node; the other requests of
 * the same batch still go through.
 */
import { z } from 'zod'
import { ApiError } from '../api-error.js'
import { parseInput } from '../validation.js'

export const MAX_RPC_BODY_BYTES = 64 * 1024
export const MAX_RPC_BATCH = 20
/** A node that has not answered in this time is not going to. */
const NODE_TIMEOUT_MS = 15_000
/** Answers larger than this (a huge eth_getLogs) are refused rather than buffered. */
const MAX_NODE_ANSWER_BYTES = 8 * 1024 * 1024

export const ALLOWED_RPC_METHODS: ReadonlySet<string> = new Set([
  'eth_chainId',
  'net_version',
  'web3_clientVersion',
  'eth_syncing',
  'eth_blockNumber',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_blobBaseFee',
  'eth_getBalance',
  'eth_getCode',
  'eth_getStorageAt',
  'eth_getTransactionCount',
  'eth_getProof',
  'eth_call',
  'eth_estimateGas',
  'eth_createAccessList',
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockReceipts',
  'eth_getTransactionByHash',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionReceipt',
  'eth_getLogs',
  'eth_sendRawTransaction',
])

export const METHOD_NOT_ALLOWED = -32601

const RpcId = z.union([z.string().max(128, { error: 'id must be at most 128 characters' }), z.number().int({ error: 'id must be a whole number or a string' }).refine(Number.isSafeInteger, { error: 'id must be a safe integer' })], {
  // A union's failure is not an invalid_type issue, so "missing" is told apart here.
  error: (issue) => (issue.input === undefined ? 'id is required' : 'id must be a string or a number'),
})

export const RpcRequest = z.object({
  jsonrpc: z.literal('2.0', { error: "jsonrpc must be '2.0'" }),
  // Notifications (no id) get no answer in JSON-RPC, which would leave a batch answer with holes.
  id: RpcId,
  method: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, { error: 'method must be a JSON-RPC method name' }),
  params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())], { error: 'params must be an array or an object' }).optional(),
})
export type RpcRequest = z.infer<typeof RpcRequest>

export interface RpcAnswer {
  jsonrpc: '2.0'
  id: string | number | null
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

export type RpcBody = { batch: false; requests: [RpcRequest] } | { batch: true; requests: RpcRequest[] }

/** Checks a parsed body: one request or a batch of 1 to 20 with distinct ids. */
export function parseRpcBody(raw: unknown): RpcBody {
  if (!Array.isArray(raw)) {
    if (raw === null || typeof raw !== 'object') throw new ApiError(400, 'Body must be a JSON-RPC request or a batch of them')
    return { batch: false, requests: [parseInput(RpcRequest, raw)] }
  }
  if (raw.length === 0) throw new ApiError(400, 'A batch must hold at least one request')
  if (raw.length > MAX_RPC_BATCH) throw new ApiError(400, `A batch may hold at most ${MAX_RPC_BATCH} requests`)
  const requests = raw.map((item, index) => {
    try {
      if (item === null || typeof item !== 'object' || Array.isArray(item)) throw new ApiError(400, 'must be a JSON-RPC request object')
      return parseInput(RpcRequest, item)
    } catch (err) {
      if (!(err instanceof ApiError)) throw err
      const field = typeof err.extra.field === 'string' ? `${index}.${err.extra.field}` : String(index)
      throw new ApiError(400, `request ${index}: ${err.message}`, { field })
    }
  })
  const ids = new Set(requests.map((request) => JSON.stringify(request.id)))
  if (ids.size !== requests.length) throw new ApiError(400, 'The requests of a batch must have distinct ids')
  return { batch: true, requests }
}

function refused(request: RpcRequest): RpcAnswer {
  return { jsonrpc: '2.0', id: request.id, error: { code: METHOD_NOT_ALLOWED, message: `The method ${request.method} is not available on this endpoint` } }
}

/** Only the fields JSON-RPC defines are forwarded. */
function forwardable({ jsonrpc, id, method, params }: RpcRequest): RpcRequest {
  return params === undefined ? { jsonrpc, id, method } : { jsonrpc, id, method, params }
}

class NodeUnavailable extends Error {}

async function callNode(rpcUrl: string, payload: unknown): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(payload),
      redirect: 'error',
      signal: AbortSignal.timeout(NODE_TIMEOUT_MS),
    })
  } catch (err) {
    throw new NodeUnavailable(err instanceof Error ? err.message : String(err))
  }
  const declared = Number(response.headers.get('content-length') ?? '0')
  if (declared > MAX_NODE_ANSWER_BYTES) throw new NodeUnavailable(`answer of ${declared} bytes`)
  const text = await response.text()
  if (text.length > MAX_NODE_ANSWER_BYTES) throw new NodeUnavailable(`answer of ${text.length} characters`)
  try {
    // A node may answer a JSON-RPC error with a 4xx status; the JSON is what matters.
    return JSON.parse(text)
  } catch {
    throw new NodeUnavailable(`HTTP ${response.status} without JSON`)
  }
}

function isAnswer(value: unknown): value is RpcAnswer {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && ('result' in value || 'error' in value)
}

/**
 * Answers `body` for the chain whose node is at `rpcUrl`: refused methods in place, the rest
 * from the node, in the order asked. Throws a 502 ApiError when the node cannot be reached or
 * answers nonsense.
 */
export async function proxyRpc(rpcUrl: string, caipNetworkId: string, body: RpcBody): Promise<RpcAnswer | RpcAnswer[]> {
  const forwarded = body.requests.filter((request) => ALLOWED_RPC_METHODS.has(request.method))
  let fromNode: unknown = undefined
  if (forwarded.length > 0) {
    try {
      fromNode = await callNode(rpcUrl, body.batch ? forwarded.map(forwardable) : forwardable(forwarded[0]!))
    } catch (err) {
      if (!(err instanceof NodeUnavailable)) throw err
      console.error(`[server] RPC node of ${caipNetworkId} failed: ${err.message}`)
      throw new ApiError(502, `The node for ${caipNetworkId} did not answer`)
    }
  }

  if (!body.batch) {
    const [request] = body.requests
    if (!ALLOWED_RPC_METHODS.has(request.method)) return refused(request)
    if (!isAnswer(fromNode)) throw new ApiError(502, `The node for ${caipNetworkId} answered something other than JSON-RPC`)
    return { ...fromNode, id: request.id }
  }

  // Batch answers may come in any order: they are matched by id. A node that rejects a whole
  // batch with one error object gives that error to each forwarded request.
  const byId = new Map<string, RpcAnswer>()
  if (Array.isArray(fromNode)) {
    for (const answer of fromNode) if (isAnswer(answer)) byId.set(JSON.stringify(answer.id), answer)
  }
  const wholeBatchError = isAnswer(fromNode) ? fromNode.error : undefined
  return body.requests.map((request): RpcAnswer => {
    if (!ALLOWED_RPC_METHODS.has(request.method)) return refused(request)
    const answer = byId.get(JSON.stringify(request.id))
    if (answer) return answer
    return { jsonrpc: '2.0', id: request.id, error: wholeBatchError ?? { code: -32603, message: 'The node gave no answer to this request' } }
  })
}
