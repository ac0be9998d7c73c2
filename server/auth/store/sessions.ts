/** The `sessions` table, keyed by the hash of the `ww_session` cookie. */
import type { Queryable } from '../../db/database.js'

/** The social account (provider and subject, Farcaster included) a session was opened by; none for an email code. */
export interface SessionSocialLogin {
  provider: string
  subject: string
}

export async function createSession(
  q: Queryable,
  parameters: {
    tokenHash: string
    userId: string
    deviceId: string
    now: Date
    expiresAt: Date
    social?: SessionSocialLogin | undefined
  },
): Promise<void> {
  await q.query(
    `insert into sessions (token_hash, user_id, device_id, created_at, expires_at, social_provider, social_subject)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      parameters.tokenHash,
      parameters.userId,
      parameters.deviceId,
      parameters.now,
      parameters.expiresAt,
      parameters.social?.provider ?? null,
      parameters.social?.subject ?? null,
    ],
  )
}

/** How a live session was opened: by a social account (its provider and the username it gave), or by email (null). */
export interface SessionLogin {
  provider: string
  userName: string | null
}

/** A live session (not revoked, not expired): its user, and the social login that opened it, if any. */
export interface LiveSession {
  userId: string
  social: SessionLogin | null
}

export async function findLiveSession(
  q: Queryable,
  parameters: { tokenHash: string; now: Date },
): Promise<LiveSession | undefined> {
  const [row] = await q.query<{ user_id: string; social_provider: string | null; user_name: string | null }>(
    `select s.user_id, s.social_provider, a.user_name from sessions s
     left join social_accounts a on a.provider = s.social_provider and a.subject = s.social_subject
     where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $2`,
    [parameters.tokenHash, parameters.now],
  )
  if (!row) return undefined
  return {
    userId: row.user_id,
    social: row.social_provider ? { provider: row.social_provider, userName: row.user_name } : null,
  }
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
