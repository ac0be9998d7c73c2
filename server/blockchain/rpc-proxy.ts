/**
 * The JSON-RPC proxy behind `POST /v1/?chainId=…&projectId=…`, the node RPC
 * address of each chain. The widget, the secure frame and wallets (given this URL in wallet_addEthereumChain)
 * send JSON-RPC here; the proxy forwards it to the node configured for the chain.
 *
 * Only reads and eth_sendRawTransaction (a transaction the user's wallet already signed) get
 * through. Whatever would act with the node's own keys or state (eth_sendTransaction, eth_sign,
 * personal_*, anvil_*, hardhat_*, debug_*, admin_*, filters that hold state on the node) is
 * answered with a JSON-RPC error in place, without reaching the node; the other requests of
 * the same batch still go through.
 *
 * Limits: a body of at most 64 KiB (routes.ts), a batch of at most 20 requests (more is a 400
 * whose body is a JSON-RPC error naming the limit), and a time limit per call to the node
 * (settings `rpcProxy.nodeTimeoutMs`, 10 s by default). A node that does not answer in time gives
 * each forwarded request a JSON-RPC error -32603 in place (HTTP 200), so JSON-RPC clients see an
 * ordinary RPC error and the refused requests of a batch are still answered; a node that cannot
 * be reached at all, or answers something other than JSON-RPC, is a 502.
 */
import { z } from 'zod'
import { ApiError } from '../api-error.js'
import { parseInput } from '../validation.js'

export const MAX_RPC_BODY_BYTES = 64 * 1024
export const MAX_RPC_BATCH = 20
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
/** JSON-RPC's "Invalid Request": the body is JSON but not an acceptable request. */
export const INVALID_REQUEST = -32600
/** JSON-RPC's "Internal error": here, the node did not answer in time. */
export const INTERNAL_ERROR = -32603

const RpcId = z.union(
  [
    z.string().max(128, { error: 'id must be at most 128 characters' }),
    z
      .number()
      .int({ error: 'id must be a whole number or a string' })
      .refine(Number.isSafeInteger, { error: 'id must be a safe integer' }),
  ],
  {
    // A union's failure is not an invalid_type issue, so "missing" is told apart here.
    error: (issue) => (issue.input === undefined ? 'id is required' : 'id must be a string or a number'),
  },
)

export const RpcRequest = z.object({
  jsonrpc: z.literal('2.0', { error: "jsonrpc must be '2.0'" }),
  // Notifications (no id) get no answer in JSON-RPC, which would leave a batch answer with holes.
  id: RpcId,
  method: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, { error: 'method must be a JSON-RPC method name' }),
  params: z
    .union([z.array(z.unknown()), z.record(z.string(), z.unknown())], { error: 'params must be an array or an object' })
    .optional(),
})
export type RpcRequest = z.infer<typeof RpcRequest>

export interface RpcAnswer {
  jsonrpc: '2.0'
  id: string | number | null
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

export type RpcBody = { batch: false; requests: [RpcRequest] } | { batch: true; requests: RpcRequest[] }

/** A refusal of the whole body answered as JSON-RPC (`id: null`), with the HTTP status to send it with. */
export class RpcBodyRefused extends Error {
  override name = 'RpcBodyRefused'
  constructor(
    readonly status: 400,
    readonly answer: RpcAnswer & { error: NonNullable<RpcAnswer['error']> },
  ) {
    super(answer.error.message)
  }
}

/**
 * Checks a parsed body: one request or a batch of 1 to 20 with distinct ids. Throws a 400
 * ApiError naming the problem, or RpcBodyRefused for a batch over the limit.
 */
export function parseRpcBody(raw: unknown): RpcBody {
  if (!Array.isArray(raw)) {
    if (raw === null || typeof raw !== 'object')
      throw new ApiError(400, 'Body must be a JSON-RPC request or a batch of them')
    return { batch: false, requests: [parseInput(RpcRequest, raw)] }
  }
  if (raw.length === 0) throw new ApiError(400, 'A batch must hold at least one request')
  if (raw.length > MAX_RPC_BATCH) {
    throw new RpcBodyRefused(400, {
      jsonrpc: '2.0',
      id: null,
      error: {
        code: INVALID_REQUEST,
        message: `A batch may hold at most ${MAX_RPC_BATCH} requests; this one holds ${raw.length}`,
        data: { maxBatch: MAX_RPC_BATCH, received: raw.length },
      },
    })
  }
  const requests = raw.map((item, index) => {
    try {
      if (item === null || typeof item !== 'object' || Array.isArray(item))
        throw new ApiError(400, 'must be a JSON-RPC request object')
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
  return {
    jsonrpc: '2.0',
    id: request.id,
    error: { code: METHOD_NOT_ALLOWED, message: `The method ${request.method} is not available on this endpoint` },
  }
}

/** Only the fields JSON-RPC defines are forwarded. */
function forwardable({ jsonrpc, id, method, params }: RpcRequest): RpcRequest {
  return params === undefined ? { jsonrpc, id, method } : { jsonrpc, id, method, params }
}

/** The node for one chain, and how long a call to it may take. */
export interface RpcNode {
  caipNetworkId: string
  rpcUrl: string
  timeoutMs: number
  /** The methods forwarded to this node; ALLOWED_RPC_METHODS (EVM) unless given (solana-rpc.ts). */
  allowedMethods?: ReadonlySet<string>
}

class NodeUnavailable extends Error {}
class NodeTimedOut extends Error {}

const isTimeout = (err: unknown): boolean => err instanceof Error && err.name === 'TimeoutError'

/** One POST to the node; the time limit covers the whole answer, headers and body. */
async function callNode(node: RpcNode, payload: unknown): Promise<unknown> {
  const signal = AbortSignal.timeout(node.timeoutMs)
  let response: Response
  let text: string
  try {
    response = await fetch(node.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(payload),
      redirect: 'error',
      signal,
    })
    const declared = Number(response.headers.get('content-length') ?? '0')
    if (declared > MAX_NODE_ANSWER_BYTES) {
      await response.body?.cancel().catch(() => undefined)
      throw new NodeUnavailable(`answer of ${declared} bytes`)
    }
    text = await response.text()
  } catch (err) {
    if (err instanceof NodeUnavailable) throw err
    if (signal.aborted || isTimeout(err)) throw new NodeTimedOut(`no answer within ${node.timeoutMs} ms`)
    throw new NodeUnavailable(err instanceof Error ? err.message : String(err))
  }
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

const describeMs = (ms: number): string => (ms >= 1000 ? `${ms / 1000} s` : `${ms} ms`)

/** The answer each forwarded request gets when the node took too long. */
function timedOut(request: RpcRequest, node: RpcNode): RpcAnswer {
  return {
    jsonrpc: '2.0',
    id: request.id,
    error: {
      code: INTERNAL_ERROR,
      message: `The node for ${node.caipNetworkId} did not answer within ${describeMs(node.timeoutMs)}`,
    },
  }
}

/**
 * Answers `body` from `node`: refused methods in place, the rest from the node, in the order
 * asked; a node that takes longer than its time limit gives each forwarded request a JSON-RPC
 * error. Throws a 502 ApiError when the node cannot be reached or answers nonsense.
 */
export async function proxyRpc(node: RpcNode, body: RpcBody): Promise<RpcAnswer | RpcAnswer[]> {
  const { caipNetworkId } = node
  const allowed = node.allowedMethods ?? ALLOWED_RPC_METHODS
  const forwarded = body.requests.filter((request) => allowed.has(request.method))
  let fromNode: unknown
  if (forwarded.length > 0) {
    try {
      fromNode = await callNode(node, body.batch ? forwarded.map(forwardable) : forwardable(forwarded[0]!))
    } catch (err) {
      if (err instanceof NodeTimedOut) {
        console.error(`[server] RPC node of ${caipNetworkId} timed out: ${err.message}`)
        const answers = body.requests.map((request) =>
          allowed.has(request.method) ? timedOut(request, node) : refused(request),
        )
        return body.batch ? answers : answers[0]!
      }
      if (!(err instanceof NodeUnavailable)) throw err
      console.error(`[server] RPC node of ${caipNetworkId} failed: ${err.message}`)
      throw new ApiError(502, `The node for ${caipNetworkId} did not answer`)
    }
  }

  if (!body.batch) {
    const [request] = body.requests
    if (!allowed.has(request.method)) return refused(request)
    if (!isAnswer(fromNode))
      throw new ApiError(502, `The node for ${caipNetworkId} answered something other than JSON-RPC`)
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
    if (!allowed.has(request.method)) return refused(request)
    const answer = byId.get(JSON.stringify(request.id))
    if (answer) return answer
    return {
      jsonrpc: '2.0',
      id: request.id,
      error: wholeBatchError ?? { code: -32603, message: 'The node gave no answer to this request' },
    }
  })
}
