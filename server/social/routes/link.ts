/**
 *   POST /auth/v1/social/link/start   {}       → { action: 'VERIFY_OTP', email }, a code mailed to the email on offer
 *   POST /auth/v1/social/link/verify  { otp }  → the email wallet's session + __Host-ww_session
 *
 * A social account never opens an email wallet on the provider's word alone: the email the
 * provider verified must also prove itself here with the same one-time code as an email login
 * (purpose `login`, with its cooldown, mail budget and wrong-code budget). Once it has, the
 * account opens that wallet from then on, and this browser is signed in to it.
 */
import { Hono } from 'hono'
import { SocialLinkStartBody, type SocialLinkStarted, SocialLinkVerifyBody } from '../../../shared/contracts/social.js'
import { browserTokenHash } from '../../auth/browser.js'
import { checkCode, codeCheckError } from '../../auth/codes.js'
import { readSessionCookie } from '../../auth/cookies.js'
import { requireUser } from '../../auth/current-user.js'
import { enforceCooldown, enforceIpLimit, ensureMailAllowed, spendMail } from '../../auth/limits.js'
import { readBody } from '../../auth/read-body.js'
import { mailLoginCode } from '../../auth/routes/email-login.js'
import { sha256Hex } from '../../auth/secrets.js'
import { revokeSession } from '../../auth/store/sessions.js'
import type { Queryable } from '../../db/database.js'
import type { SocialContext } from '../context.js'
import { socialError } from '../errors.js'
import { linkOffer, openSession, setSession, socialSessionBody } from '../session.js'
import { findAccountOfUser, findSocialUser, linkAccount } from '../store/accounts.js'

async function offerFor(q: Queryable, userId: string) {
  const account = await findAccountOfUser(q, userId)
  const offer = account ? await linkOffer(q, account) : undefined
  if (!account || !offer) throw socialError('social_no_link')
  return { account, offer }
}

export function linkRoutes(ctx: SocialContext): Hono {
  const app = new Hono()

  app.post('/link/start', async (c) => {
    await readBody(c, SocialLinkStartBody)
    const user = await requireUser(ctx, c)
    const { offer } = await offerFor(ctx.db, user.id)
    await enforceIpLimit(ctx, c)
    await ensureMailAllowed(ctx, c, [offer.email])
    await enforceCooldown(ctx, c, `login:${offer.email}`)
    await spendMail(ctx, c, [offer.email])
    await mailLoginCode(ctx, offer.email)
    return c.json({ action: 'VERIFY_OTP', email: offer.email } satisfies SocialLinkStarted)
  })

  app.post('/link/verify', async (c) => {
    const { otp } = await readBody(c, SocialLinkVerifyBody)
    const user = await requireUser(ctx, c)
    const browserHash = await browserTokenHash(ctx, c)
    const currentSession = readSessionCookie(c)
    const now = ctx.clock()

    const outcome = await ctx.db.transaction(async (tx) => {
      const { account, offer } = await offerFor(tx, user.id)
      const checked = await checkCode(tx, { email: offer.email, purpose: 'login', otp, now, countOn: [offer.email] })
      // Returned, not thrown: the counted attempt must commit.
      if (!checked.ok) return { ok: false as const, error: codeCheckError(c, checked) }
      await linkAccount(tx, { provider: account.provider, subject: account.subject, userId: offer.userId, now })
      if (currentSession) await revokeSession(tx, { tokenHash: sha256Hex(currentSession), now })
      const sessionToken = await openSession(tx, { userId: offer.userId, browserHash, now, social: account })
      const owner = await findSocialUser(tx, offer.userId)
      if (!owner) throw new Error('email wallet vanished while linking')
      return {
        ok: true as const,
        body: socialSessionBody(owner, { ...account, user_id: owner.id }, undefined),
        sessionToken,
      }
    })

    if (!outcome.ok) throw outcome.error
    setSession(c, outcome.sessionToken)
    return c.json(outcome.body)
  })

  return app
}
