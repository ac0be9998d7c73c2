/**
 * One call of an on-demand feature's API (swap, onramp): JSON in and out, one attempt with the API's
 * deadline (and the caller's signal), the answer checked against its schema. A failure is thrown as the
 * error `fail` makes: status 0 when the server could not be reached, 502 for an unexpected answer, and the
 * server's status with its JSON body for a refusal.
 */
import * as z from 'zod/mini'
import type { ApiContext, ApiError } from './api-context.js'
import { API_ATTEMPT_TIMEOUT_MS } from './retry.js'

export interface FeatureCall<T extends z.ZodMiniType> {
  method: 'GET' | 'POST'
  /** The route's path, as the error messages name it. */
  path: string
  answer: T
}

/** The error for a failed call: `body` is the refusal's JSON when the server answered. */
export type FailureOf = (status: number, message: string, body?: unknown) => ApiError

export async function featureCall<T extends z.ZodMiniType>(
  context: ApiContext,
  call: FeatureCall<T>,
  url: string,
  body: unknown,
  signal: AbortSignal | undefined,
  fail: FailureOf,
): Promise<z.output<T>> {
  const deadline = AbortSignal.timeout(API_ATTEMPT_TIMEOUT_MS)
  const init: RequestInit = { credentials: 'omit', signal: signal ? AbortSignal.any([signal, deadline]) : deadline }
  if (call.method === 'POST')
    Object.assign(init, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  let response: Response
  try {
    response = await (context.fetch ?? fetch)(url, init)
  } catch (cause) {
    signal?.throwIfAborted()
    throw fail(0, `${call.path} could not be reached: ${String(cause)}`)
  }
  const json: unknown = await response.json().catch(() => undefined)
  if (!response.ok) throw fail(response.status, `${call.path} answered ${response.status}`, json)
  const parsed = z.safeParse(call.answer, json)
  if (!parsed.success) throw fail(502, `${call.path} answered something unexpected`)
  return parsed.data as z.output<T>
}
