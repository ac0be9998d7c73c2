/** The `social_accounts` table: which user a provider's subject opens. */
import { randomUUID } from 'node:crypto'
import type { Queryable } from '../../db/database.js'
import type { UserRow } from '../../auth/store/users.js'
import type { SocialIdentity } from '../identity.js'

export interface SocialAccountRow {
  provider: string
  subject: string
  user_id: string
  email: string | null
  email_verified: boolean
  user_name: string | null
  created_at: Date
  last_login_at: Date
  linked_at: Date | null
}

/** A user's row as the social flow sees it: a social-only user has no email. */
export type SocialUserRow = Omit<UserRow, 'email'> & { email: string | null }

export async function findAccountOfUser(q: Queryable, userId: string): Promise<SocialAccountRow | undefined> {
  const [row] = await q.query<SocialAccountRow>(
    'select * from social_accounts where user_id = $1 order by last_login_at desc limit 1',
    [userId],
  )
  return row
}

/**
 * The account of provider + subject, created with a user of its own (no email, a new key
 * secret) on its first login; its email and name are refreshed on every login.
 */
export async function upsertAccount(
  q: Queryable,
  p: { provider: string; identity: SocialIdentity; keySecret: Uint8Array; now: Date },
): Promise<SocialAccountRow> {
  const { identity } = p
  const [existing] = await q.query<SocialAccountRow>(
    `update social_accounts set email = $3, email_verified = $4, user_name = $5, last_login_at = $6
     where provider = $1 and subject = $2 returning *`,
    [p.provider, identity.subject, identity.email, identity.emailVerified, identity.userName, p.now],
  )
  if (existing) return existing
  const userId = randomUUID()
  await q.query('insert into users (id, email, created_at, key_secret) values ($1, null, $2, $3)', [
    userId,
    p.now,
    p.keySecret,
  ])
  const [created] = await q.query<SocialAccountRow>(
    `insert into social_accounts (provider, subject, user_id, email, email_verified, user_name, created_at, last_login_at)
     values ($1, $2, $3, $4, $5, $6, $7, $7) returning *`,
    [p.provider, identity.subject, userId, identity.email, identity.emailVerified, identity.userName, p.now],
  )
  if (!created) throw new Error('social account vanished between insert and select')
  return created
}

/** From now on the account opens `userId`'s wallet. */
export async function linkAccount(
  q: Queryable,
  p: { provider: string; subject: string; userId: string; now: Date },
): Promise<void> {
  await q.query('update social_accounts set user_id = $3, linked_at = $4 where provider = $1 and subject = $2', [
    p.provider,
    p.subject,
    p.userId,
    p.now,
  ])
}

export async function findSocialUser(q: Queryable, id: string): Promise<SocialUserRow | undefined> {
  const [row] = await q.query<SocialUserRow>('select * from users where id = $1', [id])
  return row
}
