/**
 * Changing the signed-in user's address, in two proven steps:
 *
 *   POST /auth/v1/email/update            { email } → code to the CURRENT address → { action: 'VERIFY_PRIMARY_OTP' }
 *   POST /auth/v1/email/update/primary    { otp }   → code to the NEW address     → { action: 'VERIFY_SECONDARY_OTP' }
 *   POST /auth/v1/email/update/secondary  { otp }   → the address is changed      → { email }
 *
 * The first code proves the owner of the account wants the change; the second that the new
 * address is theirs. Codes follow the login rules (10 minutes, single use, 5 tries) and the
 * first step has the same 30-second cooldown. Every mail and every wrong code of the flow counts
 * on the hourly budgets (limits.ts) of both the account's address and the new address.
 *
 * Once the address is changed, every other session of the account is revoked (the one that
 * made the change stays) and the old address gets a notice: whoever holds a stolen session
 * cannot quietly move the account to an address they own.
 */
import { Hono, type Context } from 'hono'
import { ApiError } from '../../api-error.js'
import { clientAddress } from '../../client-ip.js'
import {
  EmailUpdateBody,
  EmailUpdateCodeBody,
  type EmailUpdateConfirmed,
  type EmailUpdated,
  type EmailUpdateStarted,
} from '../../../shared/contracts/auth.js'
import { CODE_TTL_MINUTES, checkCode, codeCheckError, issueCode, type CheckCodeResult } from '../codes.js'
import { EMAIL_UPDATE_TTL_MS, type AuthContext } from '../context.js'
import { readSessionCookie } from '../cookies.js'
import { requireUser } from '../current-user.js'
import { enforceCooldown, enforceIpLimit, ensureMailAllowed, spendMail } from '../limits.js'
import { describeLocation, noLocationProvider } from '../location.js'
import { readBody } from '../read-body.js'
import type { Queryable } from '../../db/database.js'
import { sha256Hex } from '../secrets.js'
import {
  advanceEmailUpdate,
  findEmailUpdate,
  finishEmailUpdate,
  startEmailUpdate,
  type EmailUpdateRow,
} from '../store/email-updates.js'
import { revokeOtherSessions } from '../store/sessions.js'
import { changeEmail, findUserByEmail, type UserRow } from '../store/users.js'
import { describeUserAgent, formatUtcTime, maskEmail } from '../wording.js'

export const EmailUpdateMessages = {
  same: 'This is already your email address',
  taken: 'That email address is already in use',
  none: 'No email change is in progress; start again',
  wrongStep: 'Enter the code sent to the new address',
  notYet: 'Confirm the code sent to your current address first',
  noEmail: 'This account signed in through a social provider and has no email address to change',
} as const

/** The signed-in user, who must have an email address to change (a social-only account has none). */
async function requireEmailUser(ctx: AuthContext, c: Context): Promise<UserRow & { email: string }> {
  const user = await requireUser(ctx, c)
  if (user.email === null) throw new ApiError(409, EmailUpdateMessages.noEmail)
  return { ...user, email: user.email }
}

export function emailUpdateRoutes(ctx: AuthContext): Hono {
  const app = new Hono()

  /** What both code steps start with: the signed-in user, the code in the body, and the time. */
  async function readCodeStep(c: Context) {
    const user = await requireEmailUser(ctx, c)
    const { otp } = await readBody(c, EmailUpdateCodeBody)
    return { user, otp, now: ctx.clock() }
  }

  app.post('/email/update', async (c) => {
    const user = await requireEmailUser(ctx, c)
    const { email } = await readBody(c, EmailUpdateBody)
    if (email === user.email) throw new ApiError(400, EmailUpdateMessages.same, { field: 'email' })
    if (await findUserByEmail(ctx.db, email)) throw new ApiError(409, EmailUpdateMessages.taken, { field: 'email' })
    await enforceIpLimit(ctx, c)
    await ensureMailAllowed(ctx, c, [user.email, email])
    await enforceCooldown(ctx, c, `update:${user.id}`)
    await spendMail(ctx, c, [user.email, email])

    const now = ctx.clock()
    const code = await ctx.db.transaction(async (tx) => {
      await startEmailUpdate(tx, {
        userId: user.id,
        newEmail: email,
        expiresAt: new Date(now.getTime() + EMAIL_UPDATE_TTL_MS),
      })
      return issueCode(tx, { email: user.email, purpose: 'update-primary', now })
    })
    await ctx.mailer.sendEmailUpdateCurrentCode({
      to: user.email,
      newEmail: email,
      code,
      expiresInMinutes: CODE_TTL_MINUTES,
    })
    return c.json({ action: 'VERIFY_PRIMARY_OTP' } satisfies EmailUpdateStarted)
  })

  app.post('/email/update/primary', async (c) => {
    const input = await readCodeStep(c)
    const { user, now } = input

    const outcome = await ctx.db.transaction(async (tx) => {
      const step = await checkUpdateStep(tx, { ...input, stage: 'primary' })
      if (!step.ok) return step
      const { pending } = step
      // Throwing here rolls the step back: the code stays unused for when the budget frees.
      await spendMail(ctx, c, [user.email, pending.new_email], tx)
      await advanceEmailUpdate(tx, { userId: user.id, expiresAt: new Date(now.getTime() + EMAIL_UPDATE_TTL_MS) })
      const code = await issueCode(tx, { email: pending.new_email, purpose: 'update-secondary', now })
      return { ok: true as const, newEmail: pending.new_email, code }
    })

    if (!outcome.ok) throw codeCheckError(c, outcome)
    await ctx.mailer.sendEmailUpdateNewCode({
      to: outcome.newEmail,
      code: outcome.code,
      expiresInMinutes: CODE_TTL_MINUTES,
    })
    return c.json({ action: 'VERIFY_SECONDARY_OTP' } satisfies EmailUpdateConfirmed)
  })

  app.post('/email/update/secondary', async (c) => {
    const input = await readCodeStep(c)
    const { user, now } = input

    const outcome = await ctx.db.transaction(async (tx) => {
      const step = await checkUpdateStep(tx, { ...input, stage: 'secondary' })
      if (!step.ok) return step
      const { pending } = step
      await finishEmailUpdate(tx, user.id)
      return { ok: true as const, newEmail: pending.new_email }
    })

    if (!outcome.ok) throw codeCheckError(c, outcome)
    // Outside the transaction: if someone took the address meanwhile, the unique index says so
    // and nothing else is left half-done.
    if (!(await changeEmail(ctx.db, { userId: user.id, email: outcome.newEmail }))) {
      throw new ApiError(409, EmailUpdateMessages.taken)
    }
    const ownSession = readSessionCookie(c)
    await revokeOtherSessions(ctx.db, { userId: user.id, keepTokenHash: ownSession ? sha256Hex(ownSession) : '', now })
    await noticeOldAddress(ctx, c, { oldEmail: user.email, newEmail: outcome.newEmail, now })
    return c.json({ email: outcome.newEmail } satisfies EmailUpdated)
  })

  return app
}

type StepFailure = Exclude<CheckCodeResult, { ok: true }>

/**
 * Tells the old address that the account moved: when, from which browser and place, to which
 * (masked) address, and what to do if it was not them. The change is done by then, so a mail
 * that cannot be sent is logged for the operator instead of failing the request.
 */
async function noticeOldAddress(
  ctx: AuthContext,
  c: Context,
  p: { oldEmail: string; newEmail: string; now: Date },
): Promise<void> {
  try {
    await ctx.mailer.sendEmailChangedNotice({
      to: p.oldEmail,
      newEmailMasked: maskEmail(p.newEmail),
      when: formatUtcTime(p.now),
      browser: describeUserAgent(c.req.header('user-agent')),
      location: await describeLocation(ctx.locations ?? noLocationProvider, clientAddress(c)),
    })
  } catch (err) {
    console.error(
      `[server] the email-change notice to the old address could not be sent: ${err instanceof Error ? err.message : String(err)}`,
    )
  }
}

/**
 * The change in progress, when it is at `stage` and `otp` is the code of that step: the primary
 * code went to the current address, the secondary one to the new address. A wrong code counts
 * on both addresses.
 */
async function checkUpdateStep(
  tx: Queryable,
  {
    user,
    stage,
    otp,
    now,
  }: { user: { id: string; email: string }; stage: 'primary' | 'secondary'; otp: string; now: Date },
): Promise<{ ok: true; pending: EmailUpdateRow } | StepFailure> {
  const currentEmail = user.email
  const pending = await findEmailUpdate(tx, user.id)
  const refuse = (message: string): StepFailure => ({ ok: false, status: 400, message })
  if (!pending || pending.expires_at.getTime() <= now.getTime()) return refuse(EmailUpdateMessages.none)
  if (pending.stage !== stage)
    return refuse(stage === 'primary' ? EmailUpdateMessages.wrongStep : EmailUpdateMessages.notYet)
  const email = stage === 'primary' ? currentEmail : pending.new_email
  const purpose = stage === 'primary' ? 'update-primary' : 'update-secondary'
  const checked = await checkCode(tx, { email, purpose, otp, now, countOn: [currentEmail, pending.new_email] })
  return checked.ok ? { ok: true, pending } : checked
}
