/**
 * The relay's wire format: JSON-RPC 2.0 frames over a WebSocket, and the params of each method
 * the WalletConnect 2.x clients send (the `irn_*` relay methods and the two session shortcuts,
 * `wc_proposeSession` and `wc_approveSession`, that the sign client publishes straight to the
 * relay instead of as ordinary publishes).
 *
 * Objects are parsed with unknown keys stripped: the clients spread tracking fields
 * (`correlationId`, chain ids, tx hashes, …) into publish params, and a dev relay has no use for
 * them, but rejecting them would break real clients.
 */
import { z } from 'zod'

export const RPC_ERROR = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
  // The relay's refusals of well-formed requests, in JSON-RPC's server-error range.
  /** A message (publish, proposal, approval) is larger than the relay takes. */
  messageTooLarge: -32001,
  /** The connection is over its publish or subscribe rate. */
  rateLimited: -32002,
  /** Storing it would pass a bound on what the relay holds (per topic, per client, in total). */
  storeFull: -32003,
  /** The connection holds as many subscriptions as it may. */
  tooManySubscriptions: -32004,
} as const

/** Thirty days: the longest TTL the WalletConnect clients ask for. */
export const MAX_TTL_SECONDS = 30 * 24 * 60 * 60
/** The sign client's default when a custom publish names no TTL. */
export const DEFAULT_TTL_SECONDS = 300
/** Tags the production relay gives the messages it publishes for the session shortcuts. */
export const TAG = { sessionPropose: 1100, sessionProposeResponse: 1101, sessionSettle: 1102 } as const
/** The clients batch at most 500 topics per call; allow the same. */
const MAX_BATCH = 500
const MAX_MESSAGE_CHARS = 1_000_000

// Topics are hex sha256 digests (of a symmetric key, or of a derived key), lower-case.
const topic = z.string().regex(/^[0-9a-f]{64}$/, 'expected a 64-character lower-case hex topic')
const message = z.string().min(1).max(MAX_MESSAGE_CHARS)
const ttl = z.number().int().min(1).max(MAX_TTL_SECONDS)
const tag = z.number().int().min(0).max(0xffff_ffff)
// The sign client sends "" in a browser without an attestation, and leaves it out in Node.
const attestation = z.string().max(10_000).nullish()

const publishParams = z.object({
  topic,
  message,
  ttl,
  tag: tag.optional(),
  prompt: z.boolean().optional(),
  attestation,
})

export const paramsSchema = {
  irn_subscribe: z.object({ topic }),
  irn_batchSubscribe: z.object({ topics: z.array(topic).min(1).max(MAX_BATCH) }),
  irn_unsubscribe: z.object({ topic, id: z.string().min(1).max(200) }),
  irn_batchUnsubscribe: z.object({
    subscriptions: z
      .array(z.object({ topic, id: z.string().min(1).max(200) }))
      .min(1)
      .max(MAX_BATCH),
  }),
  irn_publish: publishParams,
  irn_batchPublish: z.object({ messages: z.array(publishParams).min(1).max(MAX_BATCH) }),
  irn_fetchMessages: z.object({ topic }),
  irn_batchFetchMessages: z.object({ topics: z.array(topic).min(1).max(MAX_BATCH) }),
  wc_proposeSession: z.object({
    pairingTopic: topic,
    sessionProposal: message,
    ttl: ttl.optional(),
    tag: tag.optional(),
    prompt: z.boolean().optional(),
    attestation,
  }),
  wc_approveSession: z.object({
    pairingTopic: topic,
    sessionTopic: topic,
    sessionProposalResponse: message,
    sessionSettlementRequest: message,
    ttl: ttl.optional(),
    tag: tag.optional(),
    prompt: z.boolean().optional(),
  }),
} as const

export type RelayMethod = keyof typeof paramsSchema
export type RelayParams<M extends RelayMethod> = z.infer<(typeof paramsSchema)[M]>
export type PublishParams = z.infer<typeof publishParams>

/** A call with its params checked, narrowed on `method`. */
export type RelayCall = { [M in RelayMethod]: { method: M; params: RelayParams<M> } }[RelayMethod]

export type JsonRpcId = string | number

export interface RpcError {
  code: number
  message: string
}

/** What one incoming text frame turned out to be. */
export type Frame =
  | { kind: 'request'; id: JsonRpcId; method: string; params: unknown }
  /** A request without an id: nothing can be answered, so the relay drops it. */
  | { kind: 'notification'; method: string }
  /** A client's answer to something the relay sent (an `irn_subscription` ack). */
  | { kind: 'response'; id: JsonRpcId; ok: boolean }
  | { kind: 'invalid'; id: JsonRpcId | null; error: RpcError }

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isId(value: unknown): value is JsonRpcId {
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))
}

export function parseFrame(text: string): Frame {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { kind: 'invalid', id: null, error: { code: RPC_ERROR.parse, message: 'Parse error' } }
  }
  if (!isRecord(value)) {
    // Batches are valid JSON-RPC, but no WalletConnect client sends them.
    return {
      kind: 'invalid',
      id: null,
      error: { code: RPC_ERROR.invalidRequest, message: 'Invalid request: expected one JSON-RPC object' },
    }
  }
  const id = isId(value.id) ? value.id : null
  if (typeof value.method === 'string') {
    if (id === null) {
      if (value.id === undefined) return { kind: 'notification', method: value.method }
      return {
        kind: 'invalid',
        id: null,
        error: { code: RPC_ERROR.invalidRequest, message: 'Invalid request: bad id' },
      }
    }
    return { kind: 'request', id, method: value.method, params: value.params }
  }
  if (id !== null && ('result' in value || 'error' in value)) {
    return { kind: 'response', id, ok: !('error' in value) }
  }
  return { kind: 'invalid', id, error: { code: RPC_ERROR.invalidRequest, message: 'Invalid request: no method' } }
}

export function isRelayMethod(method: string): method is RelayMethod {
  return Object.hasOwn(paramsSchema, method)
}

/** Checks a request's params against its method; unknown methods are -32601, bad params -32602. */
export function parseCall(
  method: string,
  params: unknown,
): { ok: true; call: RelayCall } | { ok: false; error: RpcError } {
  if (!isRelayMethod(method)) {
    return {
      ok: false,
      error: { code: RPC_ERROR.methodNotFound, message: `Method not found: ${method.slice(0, 100)}` },
    }
  }
  const parsed = paramsSchema[method].safeParse(params)
  if (!parsed.success) {
    const detail = parsed.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'params'}: ${issue.message}`)
      .join('; ')
    return { ok: false, error: { code: RPC_ERROR.invalidParams, message: `Invalid params: ${detail}` } }
  }
  return { ok: true, call: { method, params: parsed.data } as RelayCall }
}

/**
 * Serialises a response, writing the id back exactly as the client sent it. A numeric id larger
 * than 2^53 has already lost digits in JSON.parse; `rawId` carries its original text so the
 * client can still match the answer to its request.
 */
export function formatResponse(
  id: JsonRpcId | null,
  body: { result: unknown } | { error: RpcError },
  rawId?: string,
): string {
  const idText = rawId ?? JSON.stringify(id)
  const rest =
    'result' in body ? `"result":${JSON.stringify(body.result ?? null)}` : `"error":${JSON.stringify(body.error)}`
  return `{"id":${idText},"jsonrpc":"2.0",${rest}}`
}

/** The original digits of an unsafe numeric id, found by value among the frame's `"id":` members. */
export function rawNumericId(text: string, id: JsonRpcId): string | undefined {
  if (typeof id !== 'number' || Number.isSafeInteger(id)) return undefined
  for (const match of text.matchAll(/"id"\s*:\s*(-?\d+)(?=\s*[,}])/g)) {
    const digits = match[1]
    if (digits !== undefined && Number(digits) === id) return digits
  }
  return undefined
}
