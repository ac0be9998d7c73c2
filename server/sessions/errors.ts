/** A refused sign-in or session call: the code's HTTP status (shared/contracts/sessions.ts), a message naming what was wrong, and the code. */
import { SESSION_ERRORS, type SessionErrorCode } from '../../shared/contracts/sessions.js'
import { ApiError } from '../api-error.js'

export function sessionError(code: SessionErrorCode, message: string): ApiError {
  return new ApiError(SESSION_ERRORS[code], message, { code })
}

/** Text that came from the client, cut short before it goes into a message. */
export function shown(value: string, max = 120): string {
  return value.length > max ? `${value.slice(0, max)}…` : value
}
