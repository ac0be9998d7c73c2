/**
 * The `device_approvals` table: the single-use tokens behind the links in approval mails, with
 * what the confirmation page shows about the sign-in (browser, address, time) and the page's
 * own form token (see approval-form.ts).
 */
import type { Queryable } from '../../db/database.js'
import { sameHash } from '../secrets.js'

export interface DeviceApprovalRow {
  token_hash: string
  device_id: string
  user_id: string
  created_at: Date
  expires_at: Date
  used_at: Date | null
  user_agent: string | null
  client_ip: string | null
  confirm_token_hash: string | null
  confirm_token_sealed: Uint8Array | null
}

export interface CreateApprovalParameters {
  tokenHash: string
  deviceId: string
  userId: string
  now: Date
  expiresAt: Date
  userAgent: string | undefined
  clientIp: string | undefined
  confirmTokenHash: string
  confirmTokenSealed: Uint8Array
}

export async function createApproval(q: Queryable, p: CreateApprovalParameters): Promise<void> {
  await q.query(
    `insert into device_approvals
       (token_hash, device_id, user_id, created_at, expires_at, user_agent, client_ip, confirm_token_hash, confirm_token_sealed)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      p.tokenHash,
      p.deviceId,
      p.userId,
      p.now,
      p.expiresAt,
      p.userAgent ?? null,
      p.clientIp ?? null,
      p.confirmTokenHash,
      p.confirmTokenSealed,
    ],
  )
}

export type ApprovalState = 'open' | 'unknown' | 'used' | 'expired'

/** Whether an approval can still be used at `now`, and if not, why. */
export function approvalState(row: DeviceApprovalRow | undefined, now: Date): ApprovalState {
  if (!row) return 'unknown'
  if (row.used_at) return 'used'
  if (row.expires_at.getTime() <= now.getTime()) return 'expired'
  return 'open'
}

/** Reads an approval without changing it: what the confirmation page shows. */
export async function findApproval(q: Queryable, tokenHash: string): Promise<DeviceApprovalRow | undefined> {
  const [row] = await q.query<DeviceApprovalRow>('select * from device_approvals where token_hash = $1', [tokenHash])
  return row
}

export type TakeApprovalResult =
  | { status: 'approved'; deviceId: string; userId: string }
  | { status: Exclude<ApprovalState, 'open'> | 'unconfirmed' }

/**
 * Uses up an approval token when the form token matches (`unconfirmed` when it does not, and
 * the approval stays open): answers what it approves, or why it cannot.
 */
export async function takeApproval(
  q: Queryable,
  parameters: { tokenHash: string; confirmTokenHash: string; now: Date },
): Promise<TakeApprovalResult> {
  const [row] = await q.query<DeviceApprovalRow>('select * from device_approvals where token_hash = $1 for update', [
    parameters.tokenHash,
  ])
  const state = approvalState(row, parameters.now)
  if (!row || state !== 'open') return { status: state === 'open' ? 'unknown' : state }
  if (!row.confirm_token_hash || !sameHash(row.confirm_token_hash, parameters.confirmTokenHash))
    return { status: 'unconfirmed' }
  await q.query('update device_approvals set used_at = $2 where token_hash = $1', [
    parameters.tokenHash,
    parameters.now,
  ])
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
