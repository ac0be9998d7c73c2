/**
 * How input that fails its contract is described to the caller: the first problem, as a sentence
 * naming the field, and the field (`{ error: 'otp is required', field: 'otp' }`). The server
 * answers it with a 400 (server/validation.ts); the secure frame's fake auth server the same way.
 */
import type * as core from 'zod/v4/core'

export interface InputIssue {
  message: string
  /** The dotted path of the field (`props.event`), or '' when the input as a whole is wrong. */
  field: string
}

function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  let value = raw
  for (const key of path)
    value = value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined
  return value
}

/**
 * The first of `issues` as an {@link InputIssue}; `raw` is the input, to tell a missing field
 * (`email is required`) from one of the wrong type (`email must be a string`).
 */
export function describeInputIssue(raw: unknown, issues: readonly core.$ZodIssue[]): InputIssue {
  const issue = issues[0]
  if (!issue) return { message: 'Invalid input', field: '' }
  const field = issue.path.map(String).join('.')
  if (issue.code === 'invalid_type') {
    const missing = valueAt(raw, issue.path) === undefined
    return { message: missing ? `${field} is required` : `${field} must be a ${issue.expected}`, field }
  }
  return { message: issue.message, field }
}
