/**
 * Forwarding ERC-4337 JSON-RPC to a network's bundler: only the methods of BUNDLER_METHODS pass (one request
 * or a batch of them); anything else is answered here with -32601 and never reaches the bundler.
 */
import { BUNDLER_METHODS } from '../../shared/contracts/smart-accounts.js'
import {
  INVALID_REQUEST,
  type JsonRpcAnswer,
  JsonRpcRefusal,
  METHOD_NOT_FOUND,
  readJsonRpcRequest,
  refusalOf,
} from './json-rpc.js'

const ALLOWED = new Set<string>(BUNDLER_METHODS)
export const MAX_BUNDLER_BATCH = 10

/** The requests of a body, each checked; a refusal names the first method that may not pass. */
export function checkBundlerBody(body: unknown): void {
  const requests = Array.isArray(body) ? body : [body]
  if (requests.length === 0 || requests.length > MAX_BUNDLER_BATCH)
    throw new JsonRpcRefusal(INVALID_REQUEST, 'BUNDLER_BATCH_SIZE', `a batch holds 1 to ${MAX_BUNDLER_BATCH} requests`)
  for (const raw of requests) {
    const { method } = readJsonRpcRequest(raw)
    if (!ALLOWED.has(method))
      throw new JsonRpcRefusal(
        METHOD_NOT_FOUND,
        'BUNDLER_METHOD_NOT_ALLOWED',
        `${method} is not forwarded to the bundler; the methods are ${BUNDLER_METHODS.join(', ')}`,
      )
  }
}

/** The id of a refused body's (first) request, so the client can match the answer. */
export function idOf(body: unknown): string | number | null {
  const first = Array.isArray(body) ? body[0] : body
  const id = typeof first === 'object' && first !== null ? (first as { id?: unknown }).id : null
  return typeof id === 'string' || typeof id === 'number' ? id : null
}

export type BundlerForward = { status: number; body: string } | { refused: JsonRpcAnswer }

/** Sends the checked body to the bundler and hands back its answer as it came. */
export async function forwardToBundler(bundlerUrl: string, body: unknown, timeoutMs: number): Promise<BundlerForward> {
  try {
    checkBundlerBody(body)
  } catch (err) {
    if (err instanceof JsonRpcRefusal) return { refused: refusalOf(idOf(body), err) }
    throw err
  }
  const res = await fetch(bundlerUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  })
  return { status: res.status, body: await res.text() }
}
