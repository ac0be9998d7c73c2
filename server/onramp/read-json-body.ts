/**
 * The JSON body of an onramp POST. AppKit's client sends these bodies without a Content-Type, so they
 * arrive as text/plain: that is read as JSON too. Anything else is a 415, a body that is not JSON a 400.
 */
import type { Context } from 'hono'
import { ApiError } from '../api-error.js'
import { readCappedBody } from '../blockchain/capped-body.js'

/** A quote or URL request is a few hundred bytes; 16 KiB is plenty. */
const MAX_BODY_BYTES = 16 * 1024

export async function readJsonBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? ''
  if (type !== '' && !/^(application\/json|text\/plain)\b/i.test(type))
    throw new ApiError(415, 'Content-Type must be application/json or text/plain')
  const text = await readCappedBody(c.req.raw, MAX_BODY_BYTES)
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new ApiError(400, 'Body must be valid JSON')
  }
}
