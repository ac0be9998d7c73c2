/**
 * Changing the signed-in user's address, in two proven steps (SPEC §7 "update email"):
 *
 *   POST /auth/v1/email/update            { email } → code to the CURRENT address → { action: 'VERIFY_PRIMARY_OTP' }
 *   POST /auth/v1/email/update/primary    { otp }   → code to the NEW address     → { action: 'VERIFY_SECONDARY_OTP' }
 *   POST /auth/v1/email/update/secondary  { otp }   → the address is changed      → { email }
 *
 * The first code proves the owner of the account wants the change; the second that the new
 * address is theirs. Codes follow the login rules (10 minutes, single use, 5 tries) and the
 * first step has the same 30-second cooldown.
 */
import { Hono } from 'hono'
import { ApiError } from '../../api-error.js'
import { EmailUpdateBody, EmailUpdateCodeBody, readBody } from '../bodies.js'
import { CODE_TTL_MINUTES, checkCode, issueCode } from '../codes.js'
import { EMAIL_UPDATE_TTL_MS, type AuthContext } from '../context.js'
import { requireUser } from '../current-user.js'
import { enforceCooldown, enforceIpLimit } from '../limits.js'
import type { Queryable } from '../../db/database.js'
import { advanceEmailUpdate, findEmailUpdate, finishEmailUpdate, startEmailUpdate, type EmailUpdateRow } from '../store/email-updates.js'
import { changeEmail, findUserByEmail } from '../store/users.js'

export const EmailUpdateMessages = {
  same: 'This is already your email address',
  taken: 'That email address is already in use',
  none: 'No email change is in progress; start again',
  wrongStep: 'Enter the code sent to the new address',
  notYet: 'Confirm the code sent to your current address first',
} as const

export function emailUpdateRoutes(ctx: AuthContext): Hono {
  const app = new Hono()

  app.post('/email/update', async (c) => {
    const user = await requireUser(ctx, c)
    const { email } = await readBody(c, EmailUpdateBody)
    if (email === user.email) throw new ApiError(400, EmailUpdateMessages.same, { field: 'email' })
    if (await findUserByEmail(ctx.db, email)) throw new ApiError(409, EmailUpdateMessages.taken, { field: 'email' })
    await enforceIpLimit(ctx, c)
    await enforceCooldown(ctx, c, `update:${user.id}`)

    const now = ctx.clock()
    const code = await ctx.db.transaction(async (tx) => {
      await startEmailUpdate(tx, { userId: user.id, newEmail: email, expiresAt: new Date(now.getTime() + EMAIL_UPDATE_TTL_MS) })
      return issueCode(tx, { email: user.email, purpose: 'update-primary', now })
    })
    await ctx.mailer.sendEmailUpdateCurrentCode({ to: user.email, newEmail: email, code, expiresInMinutes: CODE_TTL_MINUTES })
    return c.json({ action: 'VERIFY_PRIMARY_OTP' as const })
  })

  app.post('/email/update/primary', async (c) => {
    const user = await requireUser(ctx, c)
    const { otp } = await readBody(c, EmailUpdateCodeBody)
    const now = ctx.clock()

    const outcome = await ctx.db.transaction(async (tx) => {
      const step = await checkUpdateStep(tx, { userId: user.id, currentEmail: user.email, stage: 'primary', otp, now })
      if (!step.ok) return step
      const { pending } = step
      await advanceEmailUpdate(tx, { userId: user.id, expiresAt: new Date(now.getTime() + EMAIL_UPDATE_TTL_MS) })
      const code = await issueCode(tx, { email: pending.new_email, purpose: 'update-secondary', now })
      return { ok: true as const, newEmail: pending.new_email, code }
    })

    if (!outcome.ok) throw new ApiError(400, outcome.message)
    await ctx.mailer.sendEmailUpdateNewCode({ to: outcome.newEmail, code: outcome.code, expiresInMinutes: CODE_TTL_MINUTES })
    return c.json({ action: 'VERIFY_SECONDARY_OTP' as const })
  })

  app.post('/email/update/secondary', async (c) => {
    const user = await requireUser(ctx, c)
    const { otp } = await readBody(c, EmailUpdateCodeBody)
    const now = ctx.clock()

    const outcome = await ctx.db.transaction(async (tx) => {
      const step = await checkUpdateStep(tx, { userId: user.id, currentEmail: user.email, stage: 'secondary', otp, now })
      if (!step.ok) return step
      const { pending } = step
      await finishEmailUpdate(tx, user.id)
      return { ok: true as const, newEmail: pending.new_email }
    })

    if (!outcome.ok) throw new ApiError(400, outcome.message)
    // Outside the transaction: if someone took the address meanwhile, the unique index says so
    // and nothing else is left half-done.
    if (!(await changeEmail(ctx.db, { userId: user.id, email: outcome.newEmail }))) {
      throw new ApiError(409, EmailUpdateMessages.taken)
    }
    return c.json({ email: outcome.newEmail })
  })

  return app
}

/**
 * The change in progress, when it is at `stage` and `otp` is the code of that step: the primary
 * code went to the current address, the secondary one to the new address.
 */
async function checkUpdateStep(
  tx: Queryable,
  { userId, currentEmail, stage, otp, now }: { userId: string; currentEmail: string; stage: 'primary' | 'secondary'; otp: string; now: Date },
): Promise<{ ok: true; pending: EmailUpdateRow } | { ok: false; message: string }> {
  const pending = await findEmailUpdate(tx, userId)
  if (!pending || pending.expires_at.getTime() <= now.getTime()) return { ok: false, message: EmailUpdateMessages.none }
  if (pending.stage !== stage) return { ok: false, message: stage === 'primary' ? EmailUpdateMessages.wrongStep : EmailUpdateMessages.notYet }
  const email = stage === 'primary' ? currentEmail : pending.new_email
  const checked = await checkCode(tx, { email, purpose: stage === 'primary' ? 'update-primary' : 'update-secondary', otp, now })
  return checked.ok ? { ok: true, pending } : checked
}
