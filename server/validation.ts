/**
 * Turning a failed parse of client input (a JSON body or a query string) into the 400 the client
 * sees: the first problem, as a sentence naming the field, and the field itself. The schemas are
 * the shared contracts' (zod/mini) or the server's own (classic zod); both parse here.
 */
import * as z from 'zod/mini'
import type * as core from 'zod/v4/core'
import { describeInputIssue } from '../shared/contracts/input-issue.js'
import { ApiError } from './api-error.js'

/** The 400 for the first issue of `error`; `raw` is the input, to tell "missing" from "wrong type". */
export function invalidInput(raw: unknown, error: core.$ZodError): ApiError {
  const { message, field } = describeInputIssue(raw, error.issues)
  return new ApiError(400, message, field ? { field } : {})
}

/** Parses `raw` with `schema`, throwing the 400 of {@link invalidInput} when it does not fit. */
export function parseInput<S extends core.$ZodType>(schema: S, raw: unknown): core.output<S> {
  const parsed = z.safeParse(schema, raw)
  if (parsed.success) return parsed.data
  throw invalidInput(raw, parsed.error)
}
