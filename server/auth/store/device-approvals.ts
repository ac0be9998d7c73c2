/** The `device_approvals` table: the single-use tokens behind the links in approval mails. */
import type { Queryable } from '../../db/database.js'

export async function createApproval(
  q: Queryable,
  parameters: { tokenHash: string; deviceId: string; userId: string; now: Date; expiresAt: Date },
): Promise<void> {
  await q.query(
    `insert into device_approvals (token_hash, device_id, user_id, created_at, expires_at)
     values ($1, $2, $3, $4, $5)`,
    [parameters.tokenHash, parameters.deviceId, parameters.userId, parameters.now, parameters.expiresAt],
  )
}

export type TakeApprovalResult =
  | { status: 'approved'; deviceId: string; userId: string }
  | { status: 'unknown' | 'used' | 'expired' }

/** Uses up an approval token: answers what it approves, or why it cannot. */
export async function takeApproval(q: Queryable, parameters: { tokenHash: string; now: Date }): Promise<TakeApprovalResult> {
  const [row] = await q.query<{ device_id: string; user_id: string; expires_at: Date; used_at: Date | null }>(
    'select device_id, user_id, expires_at, used_at from device_approvals where token_hash = $1 for update',
    [parameters.tokenHash],
  )
  if (!row) return { status: 'unknown' }
  if (row.used_at) return { status: 'used' }
  if (row.expires_at.getTime() <= parameters.now.getTime()) return { status: 'expired' }
  await q.query('update device_approvals set used_at = $2 where token_hash = $1', [parameters.tokenHash, parameters.now])
  return { status: 'approved', deviceId: row.device_id, userId: row.user_id }
}

/** Whether an approval for this device was sent and can still be used. */
export async function hasOpenApproval(q: Queryable, parameters: { deviceId: string; now: Date }): Promise<boolean> {
  const rows = await q.query(
    'select 1 from device_approvals where device_id = $1 and used_at is null and expires_at > $2 limit 1',
    [parameters.deviceId, parameters.now],
  )
  return rows.length > 0
}
