/**
 * Issuing and checking one-time codes: 6 digits, 10 minutes, single use, 5 wrong tries per
 * code, and the hourly wrong-code budget of the addresses involved (limits.ts). Checking answers
 * a result instead of throwing, so the caller can commit the counted attempt in the same
 * transaction and only then answer the error.
 */
import { randomUUID } from 'node:crypto'
import type { Context } from 'hono'
import { ApiError } from '../api-error.js'
import type { Queryable } from '../db/database.js'
import { CODE_MAX_ATTEMPTS, CODE_TTL_MS } from './context.js'
import { countWrongCode, tooManyAttempts, wrongCodesWait } from './limits.js'
import { hashCode, newCode, sameHash } from './secrets.js'
import {
  countFailedAttempt,
  lockCurrentCode,
  markCodeUsed,
  replaceCode,
  type CodePurpose,
} from './store/one-time-codes.js'

export const CODE_TTL_MINUTES = CODE_TTL_MS / 60_000

export const CodeMessages = {
  wrong: 'Invalid code',
  none: 'No code was sent to this address; request a new one',
  used: 'This code was already used; request a new one',
  expired: 'This code has expired; request a new one',
  locked: 'Too many wrong codes; request a new one',
} as const

/** Creates a code (replacing any earlier one for the address and purpose) and answers it in clear, for the mail. */
export async function issueCode(
  q: Queryable,
  parameters: { email: string; purpose: CodePurpose; now: Date },
): Promise<string> {
  const code = newCode()
  const id = randomUUID()
  await replaceCode(q, {
    id,
    email: parameters.email,
    purpose: parameters.purpose,
    codeHash: hashCode(id, code),
    now: parameters.now,
    expiresAt: new Date(parameters.now.getTime() + CODE_TTL_MS),
  })
  return code
}

export type CheckCodeResult =
  | { ok: true }
  /** 400: the code is wrong, missing, used, expired or locked. */
  | { ok: false; status: 400; message: string }
  /** 429: an address involved is past its hourly wrong-code budget; nothing was checked. */
  | { ok: false; status: 429; retryAfterSeconds: number }

export interface CheckCodeParameters {
  email: string
  purpose: CodePurpose
  otp: string
  now: Date
  /** The addresses whose hourly wrong-code budget this check spends: the code's own address, and more when a change of address is at stake. */
  countOn: readonly string[]
}

/**
 * Checks `otp` against the current code; a right one is used up, a wrong one counted on the
 * code and on every address of `countOn`. Run inside a transaction.
 */
export async function checkCode(tx: Queryable, parameters: CheckCodeParameters): Promise<CheckCodeResult> {
  const wait = await wrongCodesWait(tx, parameters.countOn, parameters.now)
  if (wait > 0) return { ok: false, status: 429, retryAfterSeconds: wait }
  const row = await lockCurrentCode(tx, parameters)
  const refuse = (message: string): CheckCodeResult => ({ ok: false, status: 400, message })
  if (!row) return refuse(CodeMessages.none)
  if (row.used_at) return refuse(CodeMessages.used)
  if (row.expires_at.getTime() <= parameters.now.getTime()) return refuse(CodeMessages.expired)
  if (row.attempts >= CODE_MAX_ATTEMPTS) return refuse(CodeMessages.locked)
  if (!sameHash(row.code_hash, hashCode(row.id, parameters.otp))) {
    await countFailedAttempt(tx, row.id)
    await countWrongCode(tx, parameters.countOn, parameters.now)
    return refuse(CodeMessages.wrong)
  }
  await markCodeUsed(tx, { id: row.id, now: parameters.now })
  return { ok: true }
}

/** The error to answer for a failed check, after its transaction committed. */
export function codeCheckError(c: Context, failure: Exclude<CheckCodeResult, { ok: true }>): ApiError {
  return failure.status === 429 ? tooManyAttempts(c, failure.retryAfterSeconds) : new ApiError(400, failure.message)
}
