/**
 *   POST /auth/v1/email/start   { projectId, email }       → { action: 'VERIFY_OTP' | 'VERIFY_DEVICE' }
 *   POST /auth/v1/otp/verify    { projectId, email, otp }  → { user, keySecret, encryptedKey } + ww_session
 *
 * A new address, or a known one from a browser already approved for it, gets a code by mail.
 * A known address from a new browser first needs that browser approved through a mailed link
 * (see device.ts): a code typed into a phishing page is useless in the phisher's browser.
 */
import { Hono } from 'hono'
import { ApiError } from '../../api-error.js'
import { clientAddress } from '../../client-ip.js'
import { newFormToken } from '../approval-form.js'
import { browserTokenHash } from '../browser.js'
import { CODE_TTL_MINUTES, checkCode, codeCheckError, issueCode } from '../codes.js'
import { APPROVAL_TTL_MS, DEVICE_APPROVE_PATH, SESSION_TTL_MS, type AuthContext } from '../context.js'
import { setSessionCookie } from '../cookies.js'
import { signedInBody } from '../current-user.js'
import { type ConnectAction, EmailStartBody, OtpVerifyBody } from '../../../shared/contracts/auth.js'
import { enforceCooldown, enforceIpLimit, ensureMailAllowed, spendMail } from '../limits.js'
import { readBody } from '../read-body.js'
import { newKeySecret, newToken, sha256Hex } from '../secrets.js'
import { MAX_USER_AGENT_LENGTH } from '../wording.js'
import { createApproval } from '../store/device-approvals.js'
import { approveDevice, findDevice, findOrCreateDevice } from '../store/devices.js'
import { createSession } from '../store/sessions.js'
import { findOrCreateUser, findUserByEmail } from '../store/users.js'

export const NOT_APPROVED = 'This browser is not approved for this account yet; open the link we emailed you'

/** Mails a login code to `email`. Shared with the device wait, which mails one after approval. */
export async function mailLoginCode(ctx: AuthContext, email: string): Promise<void> {
  const code = await issueCode(ctx.db, { email, purpose: 'login', now: ctx.clock() })
  await ctx.mailer.sendLoginCode({ to: email, code, expiresInMinutes: CODE_TTL_MINUTES })
}

export function emailLoginRoutes(ctx: AuthContext): Hono {
  const app = new Hono()

  app.post('/email/start', async (c) => {
    const { email } = await readBody(c, EmailStartBody)
    await enforceIpLimit(ctx, c)
    await ensureMailAllowed(ctx, c, [email])
    await enforceCooldown(ctx, c, `login:${email}`)
    await spendMail(ctx, c, [email])
    const tokenHash = await browserTokenHash(ctx, c)
    const now = ctx.clock()

    const user = await findUserByEmail(ctx.db, email)
    const device = user ? await findOrCreateDevice(ctx.db, { tokenHash, userId: user.id, now }) : undefined
    if (user && device && !device.approved_at) {
      const token = newToken()
      const form = newFormToken(token)
      await createApproval(ctx.db, {
        tokenHash: sha256Hex(token),
        deviceId: device.id,
        userId: user.id,
        now,
        expiresAt: new Date(now.getTime() + APPROVAL_TTL_MS),
        // What the confirmation page tells the reader about the browser asking to be approved.
        userAgent: c.req.header('user-agent')?.slice(0, MAX_USER_AGENT_LENGTH),
        clientIp: clientAddress(c),
        confirmTokenHash: form.hash,
        confirmTokenSealed: form.sealed,
      })
      const link = `${ctx.config.publicOrigin}${DEVICE_APPROVE_PATH}?token=${encodeURIComponent(token)}`
      await ctx.mailer.sendDeviceApproval({ to: email, link, expiresInMinutes: APPROVAL_TTL_MS / 60_000 })
      return c.json({ action: 'VERIFY_DEVICE' } satisfies ConnectAction)
    }

    await mailLoginCode(ctx, email)
    return c.json({ action: 'VERIFY_OTP' } satisfies ConnectAction)
  })

  app.post('/otp/verify', async (c) => {
    const { email, otp } = await readBody(c, OtpVerifyBody)
    // A known user must verify from a browser approved for them; a new user's browser is
    // approved by the code itself. A client without a device cookie gets one here.
    const tokenHash = await browserTokenHash(ctx, c)
    const now = ctx.clock()

    const outcome = await ctx.db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, email)
      if (existing) {
        const device = await findDevice(tx, { tokenHash, userId: existing.id })
        if (!device?.approved_at) return { ok: false as const, error: new ApiError(403, NOT_APPROVED) }
      }
      const checked = await checkCode(tx, { email, purpose: 'login', otp, now, countOn: [email] })
      // Returned, not thrown: the counted attempt must commit.
      if (!checked.ok) return { ok: false as const, error: codeCheckError(c, checked) }

      const user = existing ?? (await findOrCreateUser(tx, { email, keySecret: newKeySecret(), now }))
      const device = await findOrCreateDevice(tx, { tokenHash, userId: user.id, now })
      await approveDevice(tx, { deviceId: device.id, now })
      const sessionToken = newToken()
      await createSession(tx, {
        tokenHash: sha256Hex(sessionToken),
        userId: user.id,
        deviceId: device.id,
        now,
        expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
      })
      return { ok: true as const, user, sessionToken }
    })

    if (!outcome.ok) throw outcome.error
    setSessionCookie(c, outcome.sessionToken, SESSION_TTL_MS / 1000)
    return c.json(signedInBody(outcome.user))
  })

  return app
}
