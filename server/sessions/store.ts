/**
 * Sign-in sessions in the database (table `sign_in_sessions`, schema.ts). A session id is 32
 * random bytes (base64url); only its SHA-256 is stored, so the table alone gives nobody a
 * session. That hash is also the session's public handle (`sid` in its tokens).
 */
import { createHash, randomBytes } from 'node:crypto'
import type { Queryable } from '../db/database.js'

export interface StoredSession {
  idHash: string
  projectId: string
  origin: string
  /** CAIP-10. */
  account: string
  nonce: string
  message: string
  signature: string
  createdAt: Date
  expiresAt: Date
  revokedAt: Date | null
  /** SHA-256 (hex) of the secret that revokes the session without the wallet; null for older sessions. */
  revokeSecretHash: string | null
}

export function newSessionId(): string {
  return randomBytes(32).toString('base64url')
}

export function sessionIdHash(id: string): string {
  return createHash('sha256').update(id).digest('hex')
}

/** A new revoke secret (same form as an id) and the hash stored for it. */
export function newRevokeSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url')
  return { secret, hash: revokeSecretHash(secret) }
}

export function revokeSecretHash(secret: string): string {
  return createHash('sha256').update(`revoke:${secret}`).digest('hex')
}

export async function insertSession(db: Queryable, session: Omit<StoredSession, 'revokedAt'>): Promise<void> {
  await db.query(
    `insert into sign_in_sessions
       (id_hash, project_id, origin, account, nonce, message, signature, created_at, expires_at, revoke_secret_hash)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      session.idHash,
      session.projectId,
      session.origin,
      session.account,
      session.nonce,
      session.message,
      session.signature,
      session.createdAt,
      session.expiresAt,
      session.revokeSecretHash,
    ],
  )
}

interface SessionRow {
  id_hash: string
  project_id: string
  origin: string
  account: string
  nonce: string
  message: string
  signature: string
  created_at: Date
  expires_at: Date
  revoked_at: Date | null
  revoke_secret_hash: string | null
}

export async function findSession(db: Queryable, idHash: string): Promise<StoredSession | undefined> {
  const [row] = await db.query<SessionRow>(
    `select id_hash, project_id, origin, account, nonce, message, signature, created_at, expires_at, revoked_at, revoke_secret_hash
       from sign_in_sessions where id_hash = $1`,
    [idHash],
  )
  if (!row) return undefined
  return {
    idHash: row.id_hash,
    projectId: row.project_id,
    origin: row.origin,
    account: row.account,
    nonce: row.nonce,
    message: row.message,
    signature: row.signature,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    revokeSecretHash: row.revoke_secret_hash,
  }
}

/** Marks the session revoked; a session already revoked keeps its first time. */
export async function revokeSession(db: Queryable, idHash: string, now: Date): Promise<void> {
  await db.query('update sign_in_sessions set revoked_at = coalesce(revoked_at, $2) where id_hash = $1', [idHash, now])
}

/** How long an ended session is still answered as expired or revoked before it is forgotten. */
const ENDED_KEPT_MS = 24 * 60 * 60_000

/** Forgets sessions that expired more than a day ago. */
export async function purgeEndedSessions(db: Queryable, now: Date): Promise<void> {
  await db.query('delete from sign_in_sessions where expires_at <= $1', [new Date(now.getTime() - ENDED_KEPT_MS)])
}
