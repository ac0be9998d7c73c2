/**
 * Reading the JSON body of an auth request against its schema in the shared auth contract
 * (shared/contracts/auth.ts): a body that is not JSON, not an object or not of the schema is a
 * 400 naming the field (`{ error: 'otp must be the 6-digit code', field: 'otp' }`).
 */
import type { Context } from 'hono'
import type * as core from 'zod/v4/core'
import { ApiError } from '../api-error.js'
import { parseInput } from '../validation.js'

/** Reads the JSON body and checks it against `schema`; throws a 400 {@link ApiError} otherwise. */
export async function readBody<S extends core.$ZodType>(c: Context, schema: S): Promise<core.output<S>> {
  const type = c.req.header('content-type') ?? ''
  if (!/^application\/json\b/i.test(type)) throw new ApiError(415, 'Content-Type must be application/json')
  let raw: unknown
  try {
    raw = await c.req.json()
  } catch {
    throw new ApiError(400, 'Body must be valid JSON')
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    throw new ApiError(400, 'Body must be a JSON object')
  return parseInput(schema, raw)
}
