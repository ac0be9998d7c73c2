/**
 * Turning a failed zod parse of client input (a JSON body or a query string) into the 400 the
 * client sees: the first problem, as a sentence naming the field, and the field itself.
 */
import { z } from 'zod'
import { ApiError } from './api-error.js'

function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  let value = raw
  for (const key of path)
    value = value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined
  return value
}

function describeIssue(raw: unknown, issue: z.core.$ZodIssue): { message: string; field: string } {
  const field = issue.path.map(String).join('.')
  if (issue.code === 'invalid_type') {
    const missing = valueAt(raw, issue.path) === undefined
    return { message: missing ? `${field} is required` : `${field} must be a ${issue.expected}`, field }
  }
  return { message: issue.message, field }
}

/** The 400 for the first issue of `error`; `raw` is the input, to tell "missing" from "wrong type". */
export function invalidInput(raw: unknown, error: z.ZodError): ApiError {
  const first = error.issues[0]
  const { message, field } = first ? describeIssue(raw, first) : { message: 'Invalid input', field: '' }
  return new ApiError(400, message, field ? { field } : {})
}

/** Parses `raw` with `schema`, throwing the 400 of {@link invalidInput} when it does not fit. */
export function parseInput<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> {
  const parsed = schema.safeParse(raw)
  if (parsed.success) return parsed.data
  throw invalidInput(raw, parsed.error)
}

/** A project id: the same rule as the loader's `data-project-id` attribute. */
export const PROJECT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/
export const projectIdSchema = z
  .string()
  .regex(PROJECT_ID_PATTERN, { error: 'projectId must be 1 to 64 of A-Z a-z 0-9 - _' })
