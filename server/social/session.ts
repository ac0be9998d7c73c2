/** Signing a browser in after a social login or a link, and the answer that describes the session. */
import type { Context } from 'hono'
import type { RedirectProvider, SocialSession } from '../../shared/contracts/social.js'
import type { Queryable } from '../db/database.js'
import { SESSION_TTL_MS } from '../auth/context.js'
import { setSessionCookie } from '../auth/cookies.js'
import { newToken, sha256Hex } from '../auth/secrets.js'
import { approveDevice, findOrCreateDevice } from '../auth/store/devices.js'
import { createSession, type SessionSocialLogin } from '../auth/store/sessions.js'
import { findUserByEmail } from '../auth/store/users.js'
import type { SocialAccountRow, SocialUserRow } from './store/accounts.js'

/**
 * A new session for `userId` from this browser (its device approved: the provider, or the
 * code, vouched for it), recording the social account that opened it. Answers the token to set
 * as the session cookie once committed.
 */
export async function openSession(
  tx: Queryable,
  p: { userId: string; browserHash: string; now: Date; social: SessionSocialLogin },
): Promise<string> {
  const device = await findOrCreateDevice(tx, { tokenHash: p.browserHash, userId: p.userId, now: p.now })
  await approveDevice(tx, { deviceId: device.id, now: p.now })
  const token = newToken()
  await createSession(tx, {
    tokenHash: sha256Hex(token),
    userId: p.userId,
    deviceId: device.id,
    now: p.now,
    expiresAt: new Date(p.now.getTime() + SESSION_TTL_MS),
    social: p.social,
  })
  return token
}

export function setSession(c: Context, token: string): void {
  setSessionCookie(c, token, SESSION_TTL_MS / 1000)
}

/**
 * The email wallet the account may open instead of its own: offered only when the provider
 * says the email is verified, an email wallet has that address, and the account does not open
 * it already. Opening it still takes that address's one-time code.
 */
export async function linkOffer(
  q: Queryable,
  account: SocialAccountRow,
): Promise<{ email: string; userId: string } | undefined> {
  if (!account.email || !account.email_verified) return undefined
  const owner = await findUserByEmail(q, account.email)
  if (!owner || owner.id === account.user_id) return undefined
  return { email: account.email, userId: owner.id }
}

export function socialSessionBody(
  user: SocialUserRow,
  account: SocialAccountRow,
  link: { email: string } | undefined,
): SocialSession {
  return {
    user: {
      id: user.id,
      email: user.email,
      address: user.wallet_address,
      provider: account.provider as RedirectProvider,
      userName: account.user_name,
    },
    keySecret: Buffer.from(user.key_secret).toString('base64'),
    encryptedKey: user.encrypted_key ? Buffer.from(user.encrypted_key).toString('base64') : null,
    ...(link ? { link: { email: link.email } } : {}),
  }
}
