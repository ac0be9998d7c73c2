/** The signed-in user behind the `ww_session` cookie, and the body that describes them. */
import type { Context } from 'hono'
import type { AuthSession, SessionLogin } from '../../shared/contracts/auth.js'
import { ApiError } from '../api-error.js'
import type { AuthContext } from './context.js'
import { readSessionCookie } from './cookies.js'
import { sha256Hex } from './secrets.js'
import { findLiveSession } from './store/sessions.js'
import { findUserById, type UserRow } from './store/users.js'

export const NOT_SIGNED_IN = 'Not signed in'

/** The user of a valid, unexpired session cookie, or undefined. */
export async function currentUser(ctx: AuthContext, c: Context): Promise<UserRow | undefined> {
  return (await currentSession(ctx, c))?.user
}

/** The user of a valid, unexpired session cookie and how that session was opened (null: by email), or undefined. */
export async function currentSession(
  ctx: AuthContext,
  c: Context,
): Promise<{ user: UserRow; login: SessionLogin | null } | undefined> {
  const token = readSessionCookie(c)
  if (!token) return undefined
  const session = await findLiveSession(ctx.db, { tokenHash: sha256Hex(token), now: ctx.clock() })
  const user = session && (await findUserById(ctx.db, session.userId))
  return user ? { user, login: session.social } : undefined
}

export async function requireUser(ctx: AuthContext, c: Context): Promise<UserRow> {
  const user = await currentUser(ctx, c)
  if (!user) throw new ApiError(401, NOT_SIGNED_IN)
  return user
}

/** The session answer of the auth contract for `user` (keySecret and encryptedKey in base64). */
export function signedInBody(user: UserRow): AuthSession {
  return {
    user: { id: user.id, email: user.email, address: user.wallet_address },
    keySecret: Buffer.from(user.key_secret).toString('base64'),
    encryptedKey: user.encrypted_key ? Buffer.from(user.encrypted_key).toString('base64') : null,
  }
}
