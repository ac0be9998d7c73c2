/**
 * Nonces of sign-in messages: issued for one project and one site origin, valid for
 * NONCE_TTL_MS, consumed once. Consuming is one conditional update, so of any number of
 * verifications racing for a nonce, on any number of servers sharing the database, exactly one
 * gets it.
 */
import { randomBytes } from 'node:crypto'
import { NONCE_TTL_MS } from '../../shared/contracts/sessions.js'
import type { Queryable } from '../db/database.js'
import { sessionError, shown } from './errors.js'

export interface IssuedNonce {
  nonce: string
  expiresAt: Date
}

/** What a nonce was issued for. */
export interface NonceBinding {
  projectId: string
  origin: string
}

/** 128 random bits as 32 hex characters: letters and digits, as EIP-4361 wants. */
export async function issueNonce(db: Queryable, binding: NonceBinding, now: Date): Promise<IssuedNonce> {
  const nonce = randomBytes(16).toString('hex')
  const expiresAt = new Date(now.getTime() + NONCE_TTL_MS)
  await db.query(
    'insert into sign_in_nonces (nonce, project_id, origin, created_at, expires_at) values ($1, $2, $3, $4, $5)',
    [nonce, binding.projectId, binding.origin, now, expiresAt],
  )
  return { nonce, expiresAt }
}

interface NonceRow {
  project_id: string
  origin: string
  expires_at: Date
  used_at: Date | null
}

/** The binding of a nonce that may still be used; a refusal naming why when it may not. */
export async function findUsableNonce(db: Queryable, nonce: string, now: Date): Promise<NonceBinding> {
  const [row] = await db.query<NonceRow>(
    'select project_id, origin, expires_at, used_at from sign_in_nonces where nonce = $1',
    [nonce],
  )
  return usable(row, nonce, now)
}

/**
 * Marks the nonce used, if nobody has: the binding when this call consumed it, a refusal
 * (NONCE_USED, NONCE_EXPIRED, NONCE_UNKNOWN) when it could not.
 */
export async function consumeNonce(db: Queryable, nonce: string, now: Date): Promise<NonceBinding> {
  const [taken] = await db.query<NonceRow>(
    `update sign_in_nonces set used_at = $2
      where nonce = $1 and used_at is null and expires_at > $2
      returning project_id, origin, expires_at, used_at`,
    [nonce, now],
  )
  if (taken) return { projectId: taken.project_id, origin: taken.origin }
  await findUsableNonce(db, nonce, now)
  // Still usable a moment later is impossible after a failed update; report it as taken.
  throw sessionError('NONCE_USED', `The nonce ${shown(nonce)} has already been used for a sign-in`)
}

function usable(row: NonceRow | undefined, nonce: string, now: Date): NonceBinding {
  if (!row) throw sessionError('NONCE_UNKNOWN', `The nonce ${shown(nonce)} was not issued by this server`)
  if (row.used_at !== null)
    throw sessionError('NONCE_USED', `The nonce ${shown(nonce)} has already been used for a sign-in`)
  if (row.expires_at.getTime() <= now.getTime())
    throw sessionError('NONCE_EXPIRED', `The nonce ${shown(nonce)} has expired; ask for a new one`)
  return { projectId: row.project_id, origin: row.origin }
}

/** Forgets nonces past their expiry (used or not): nothing can be decided with them any more. */
export async function purgeExpiredNonces(db: Queryable, now: Date): Promise<void> {
  await db.query('delete from sign_in_nonces where expires_at <= $1', [now])
}
