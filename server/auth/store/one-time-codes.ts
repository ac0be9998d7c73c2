/** The `one_time_codes` table. Only the latest code per (email, purpose) exists at a time. */
import type { Queryable } from '../../db/database.js'

export type CodePurpose = 'login' | 'update-primary' | 'update-secondary'

export interface CodeRow {
  id: string
  email: string
  purpose: CodePurpose
  code_hash: string
  created_at: Date
  expires_at: Date
  attempts: number
  used_at: Date | null
}

/**
 * Stores a new code and deletes the earlier ones for the same address and purpose: a new code
 * replaces the old, so an old mail's code stops working and guesses cannot be spread over
 * several live codes.
 */
export async function replaceCode(
  q: Queryable,
  parameters: { id: string; email: string; purpose: CodePurpose; codeHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await q.query('delete from one_time_codes where email = $1 and purpose = $2', [parameters.email, parameters.purpose])
  await q.query(
    `insert into one_time_codes (id, email, purpose, code_hash, created_at, expires_at, attempts)
     values ($1, $2, $3, $4, $5, $6, 0)`,
    [parameters.id, parameters.email, parameters.purpose, parameters.codeHash, parameters.now, parameters.expiresAt],
  )
}

/** The current code, locked for the rest of the transaction so concurrent guesses queue. */
export async function lockCurrentCode(
  q: Queryable,
  parameters: { email: string; purpose: CodePurpose },
): Promise<CodeRow | undefined> {
  const [row] = await q.query<CodeRow>(
    `select * from one_time_codes where email = $1 and purpose = $2
     order by created_at desc limit 1 for update`,
    [parameters.email, parameters.purpose],
  )
  return row
}

export async function countFailedAttempt(q: Queryable, id: string): Promise<number> {
  const [row] = await q.query<{ attempts: number }>(
    'update one_time_codes set attempts = attempts + 1 where id = $1 returning attempts',
    [id],
  )
  return row?.attempts ?? 0
}

export async function markCodeUsed(q: Queryable, parameters: { id: string; now: Date }): Promise<void> {
  await q.query('update one_time_codes set used_at = $2 where id = $1', [parameters.id, parameters.now])
}
