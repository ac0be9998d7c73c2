/**
 * The failures of the Farcaster flow: the product's text (`error`), a stable `code`, and a
 * `reason` saying what was wrong. Deny is 'Connection rejected'; every other failure is
 * 'Failed to connect to farcaster'.
 */
import type { FarcasterErrorCode } from '../../../shared/contracts/farcaster.js'
import { ApiError } from '../../api-error.js'

export const FarcasterTexts = {
  failed: 'Failed to connect to farcaster',
  rejected: 'Connection rejected',
} as const

const FAILURES: Record<FarcasterErrorCode, { status: 400 | 403 | 409 | 502; reason: string }> = {
  farcaster_unavailable: { status: 400, reason: 'Farcaster is not configured on this server' },
  farcaster_relay_error: { status: 502, reason: 'The Farcaster relay could not be reached or answered nonsense' },
  farcaster_denied: { status: 403, reason: 'The request was denied in the Farcaster app' },
  farcaster_expired: { status: 400, reason: 'The sign-in request expired; start it again' },
  farcaster_flow_mismatch: { status: 403, reason: 'This channel does not belong to a sign-in this browser started' },
  farcaster_replayed: { status: 409, reason: 'This sign-in was already used' },
  farcaster_bad_signature: {
    status: 403,
    reason: 'The signed message did not verify for this request and the fid’s custody address',
  },
}

/** The error answered for `code`; `detail` (what the verifier said) is appended to the reason. */
export function farcasterError(code: FarcasterErrorCode, detail?: string): ApiError {
  const { status, reason } = FAILURES[code]
  const error = code === 'farcaster_denied' ? FarcasterTexts.rejected : FarcasterTexts.failed
  return new ApiError(status, error, { code, reason: detail ? `${reason}: ${detail}` : reason })
}
