/** The `pending_email_updates` table: at most one change of address in progress per user. */
import type { Queryable } from '../../db/database.js'

export type EmailUpdateStage = 'primary' | 'secondary'

export interface EmailUpdateRow {
  user_id: string
  new_email: string
  stage: EmailUpdateStage
  expires_at: Date
}

/** Starts (or restarts) a change: stage 'primary', waiting for the code sent to the current address. */
export async function startEmailUpdate(
  q: Queryable,
  parameters: { userId: string; newEmail: string; expiresAt: Date },
): Promise<void> {
  await q.query(
    `insert into pending_email_updates (user_id, new_email, stage, expires_at) values ($1, $2, 'primary', $3)
     on conflict (user_id) do update set new_email = excluded.new_email, stage = 'primary', expires_at = excluded.expires_at`,
    [parameters.userId, parameters.newEmail, parameters.expiresAt],
  )
}

export async function findEmailUpdate(q: Queryable, userId: string): Promise<EmailUpdateRow | undefined> {
  const [row] = await q.query<EmailUpdateRow>('select * from pending_email_updates where user_id = $1 for update', [
    userId,
  ])
  return row
}

export async function advanceEmailUpdate(q: Queryable, parameters: { userId: string; expiresAt: Date }): Promise<void> {
  await q.query(`update pending_email_updates set stage = 'secondary', expires_at = $2 where user_id = $1`, [
    parameters.userId,
    parameters.expiresAt,
  ])
}

export async function finishEmailUpdate(q: Queryable, userId: string): Promise<void> {
  await q.query('delete from pending_email_updates where user_id = $1', [userId])
}
