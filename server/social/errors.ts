/**
 * The failures of the social flow: the product's text (`error`), a stable `code`, and a
 * `reason` saying what was wrong. Deny is 'Connection rejected'; a login that could not be
 * started is 'Failed to initiate social connection'; every other failure is 'Failed to connect'.
 */
import type { SocialErrorCode } from '../../shared/contracts/social.js'
import { ApiError } from '../api-error.js'

export const SocialTexts = {
  rejected: 'Connection rejected',
  failed: 'Failed to connect',
  notStarted: 'Failed to initiate social connection',
} as const

interface Failure {
  status: 400 | 403 | 409 | 502
  error: string
  reason: string
}

const FAILURES: Record<SocialErrorCode, Failure> = {
  social_provider_unavailable: {
    status: 400,
    error: SocialTexts.notStarted,
    reason: 'This provider is not configured on this server',
  },
  social_denied: { status: 403, error: SocialTexts.rejected, reason: 'The login was refused at the provider' },
  social_state_mismatch: {
    status: 403,
    error: SocialTexts.failed,
    reason: 'The login result does not belong to a login this browser started',
  },
  social_flow_expired: {
    status: 400,
    error: SocialTexts.failed,
    reason: 'The login took too long; start it again',
  },
  social_replayed: { status: 409, error: SocialTexts.failed, reason: 'This login result was already used' },
  social_provider_error: {
    status: 502,
    error: SocialTexts.failed,
    reason: 'The provider answered an error or an answer that could not be read',
  },
  social_bad_result: { status: 400, error: SocialTexts.failed, reason: 'uri is not a login result of this server' },
  social_no_link: {
    status: 409,
    error: SocialTexts.failed,
    reason: 'No email wallet is on offer for this account',
  },
}

/** The error answered for `code`. */
export function socialError(code: SocialErrorCode): ApiError {
  const failure = FAILURES[code]
  return new ApiError(failure.status, failure.error, { code, reason: failure.reason })
}

export function isSocialErrorCode(value: string | null | undefined): value is SocialErrorCode {
  return typeof value === 'string' && value in FAILURES
}

/** Thrown inside the flow; the routes answer it with {@link socialError}. */
export class SocialFlowError extends Error {
  override name = 'SocialFlowError'
  constructor(
    readonly code: SocialErrorCode,
    options?: { cause?: unknown },
  ) {
    super(FAILURES[code].reason, options)
  }
}
