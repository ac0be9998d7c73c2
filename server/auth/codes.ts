/**
 * Issuing and checking one-time codes: 6 digits, 10 minutes, single use, 5 wrong tries.
 * Checking answers a result instead of throwing, so the caller can commit the counted attempt
 * in the same transaction and only then answer the error.
 */
import { randomUUID } from 'node:crypto'
import type { Queryable } from '../db/database.js'
import { CODE_MAX_ATTEMPTS, CODE_TTL_MS } from './context.js'
import { hashCode, newCode, sameHash } from './secrets.js'
import { countFailedAttempt, lockCurrentCode, markCodeUsed, replaceCode, type CodePurpose } from './store/one-time-codes.js'

export const CODE_TTL_MINUTES = CODE_TTL_MS / 60_000

export const CodeMessages = {
  wrong: 'Invalid code',
  none: 'No code was sent to this address; request a new one',
  used: 'This code was already used; request a new one',
  expired: 'This code has expired; request a new one',
  locked: 'Too many wrong codes; request a new one',
} as const

/** Creates a code (replacing any earlier one for the address and purpose) and answers it in clear, for the mail. */
export async function issueCode(q: Queryable, parameters: { email: string; purpose: CodePurpose; now: Date }): Promise<string> {
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

export type CheckCodeResult = { ok: true } | { ok: false; message: string }

/** Checks `otp` against the current code; a right one is used up, a wrong one counted. Run inside a transaction. */
export async function checkCode(
  tx: Queryable,
  parameters: { email: string; purpose: CodePurpose; otp: string; now: Date },
): Promise<CheckCodeResult> {
  const row = await lockCurrentCode(tx, parameters)
  if (!row) return { ok: false, message: CodeMessages.none }
  if (row.used_at) return { ok: false, message: CodeMessages.used }
  if (row.expires_at.getTime() <= parameters.now.getTime()) return { ok: false, message: CodeMessages.expired }
  if (row.attempts >= CODE_MAX_ATTEMPTS) return { ok: false, message: CodeMessages.locked }
  if (!sameHash(row.code_hash, hashCode(row.id, parameters.otp))) {
    await countFailedAttempt(tx, row.id)
    return { ok: false, message: CodeMessages.wrong }
  }
  await markCodeUsed(tx, { id: row.id, now: parameters.now })
  return { ok: true }
}
