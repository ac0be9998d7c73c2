/** Deletes rows nobody can use any more (or keeps any longer), so the tables do not grow without end. */
import type { Queryable } from '../../db/database.js'

/** Kept a day past expiry: long enough to explain a late "expired" instead of "unknown". */
const GRACE_MS = 24 * 60 * 60_000
/** Reported widget errors are kept for a month: long enough to see a release's trend. */
export const ANALYTICS_ERRORS_KEPT_MS = 30 * 24 * 60 * 60_000

export async function purgeExpired(q: Queryable, now: Date): Promise<void> {
  const before = new Date(now.getTime() - GRACE_MS)
  await q.query('delete from one_time_codes where expires_at < $1', [before])
  await q.query('delete from device_approvals where expires_at < $1', [before])
  await q.query('delete from sessions where expires_at < $1 or revoked_at < $1', [before])
  await q.query('delete from rate_limits where window_start < $1', [before])
  await q.query('delete from pending_email_updates where expires_at < $1', [now])
  await q.query('delete from analytics_errors where received_at < $1', [
    new Date(now.getTime() - ANALYTICS_ERRORS_KEPT_MS),
  ])
}
