/** The `sessions` table, keyed by the hash of the `ww_session` cookie. */
import type { Queryable } from '../../db/database.js'

export async function createSession(
  q: Queryable,
  parameters: { tokenHash: string; userId: string; deviceId: string; now: Date; expiresAt: Date },
): Promise<void> {
  await q.query(
    `insert into sessions (token_hash, user_id, device_id, created_at, expires_at)
     values ($1, $2, $3, $4, $5)`,
    [parameters.tokenHash, parameters.userId, parameters.deviceId, parameters.now, parameters.expiresAt],
  )
}

/** The user of a live session: not revoked, not expired. */
export async function findSessionUserId(
  q: Queryable,
  parameters: { tokenHash: string; now: Date },
): Promise<string | undefined> {
  const [row] = await q.query<{ user_id: string }>(
    'select user_id from sessions where token_hash = $1 and revoked_at is null and expires_at > $2',
    [parameters.tokenHash, parameters.now],
  )
  return row?.user_id
}

export async function revokeSession(q: Queryable, parameters: { tokenHash: string; now: Date }): Promise<void> {
  await q.query('update sessions set revoked_at = coalesce(revoked_at, $2) where token_hash = $1', [
    parameters.tokenHash,
    parameters.now,
  ])
}

/**
 * Revokes every live session of the user but the one whose hash is `keepTokenHash` (the
 * request's own). Answers how many were revoked.
 */
export async function revokeOtherSessions(
  q: Queryable,
  parameters: { userId: string; keepTokenHash: string; now: Date },
): Promise<number> {
  const rows = await q.query(
    `update sessions set revoked_at = $3
     where user_id = $1 and token_hash <> $2 and revoked_at is null and expires_at > $3
     returning token_hash`,
    [parameters.userId, parameters.keepTokenHash, parameters.now],
  )
  return rows.length
}
