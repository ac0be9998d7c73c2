/**
 *   GET  /auth/v1/device/approve?token=…   the mailed link: a page describing the sign-in, with a form to approve it
 *   POST /auth/v1/device/approve           the form (token, confirm): approves the browser, answers an HTML page
 *   POST /auth/v1/device/wait  { projectId, email }
 *        long poll (up to ~20 s): once this browser is approved, mails a code → { action: 'VERIFY_OTP' };
 *        when time runs out → { action: 'VERIFY_DEVICE' } and the caller asks again.
 *
 * The link is opened wherever the mail is read (another browser, a phone), so approval is
 * carried by the tokens, never by that tab's cookies. Opening the link changes nothing: mail
 * scanners and link previews fetch links, so only a person pressing the page's button (a POST
 * from this origin carrying the page's form token) approves.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import { Hono, type Context } from 'hono'
import { ApiError } from '../../api-error.js'
import { openFormToken } from '../approval-form.js'
import { type ConnectAction, DeviceWaitBody } from '../../../shared/contracts/auth.js'
import { presentedTokenHash } from '../browser.js'
import { DEVICE_APPROVE_PATH, type AuthContext } from '../context.js'
import { enforceIpLimit, ensureMailAllowed, spendMail } from '../limits.js'
import { describeLocation, noLocationProvider } from '../location.js'
import { confirmationPage, messagePage, PAGE_HEADERS } from '../pages.js'
import { readBody } from '../read-body.js'
import { sha256Hex } from '../secrets.js'
import {
  approvalState,
  findApproval,
  hasOpenApproval,
  takeApproval,
  type ApprovalState,
} from '../store/device-approvals.js'
import { approveDevice, findDevice } from '../store/devices.js'
import { findUserByEmail } from '../store/users.js'
import { describeUserAgent, formatUtcTime } from '../wording.js'
import { mailLoginCode } from './email-login.js'

export const NOTHING_TO_WAIT_FOR = 'No sign-in from this browser is waiting for approval; start again'
export const APPROVAL_EXPIRED = 'The approval link has expired; start again'

export const ApprovalPageTexts = {
  incomplete: 'The approval link is incomplete. Open it again from the email, or start signing in again.',
  used: 'This approval link was already used. If you still need to sign in, start again.',
  expired: 'This approval link has expired. Start signing in again to get a new one.',
  unknown: 'This approval link is not valid. Start signing in again to get a new one.',
  unconfirmed: 'This approval form is not valid. Open the link from the email again and press the button there.',
  approved:
    'This browser is approved. Go back to the page where you were signing in; a code is on its way to your email.',
} as const

const TOKEN = /^[A-Za-z0-9_-]{16,128}$/

const REFUSALS: Record<Exclude<ApprovalState, 'open'>, string> = {
  used: ApprovalPageTexts.used,
  expired: ApprovalPageTexts.expired,
  unknown: ApprovalPageTexts.unknown,
}

function refuse(c: Context, text: string, status: 400 | 415 = 400): Response {
  return c.html(messagePage('This link does not work', text), status, PAGE_HEADERS)
}

/** The form's fields, or undefined when the body is not a form with both tokens. */
async function readApprovalForm(c: Context): Promise<{ token: string; confirm: string } | undefined> {
  try {
    const form = await c.req.parseBody()
    const { token, confirm } = form
    if (typeof token !== 'string' || typeof confirm !== 'string' || !TOKEN.test(token) || !TOKEN.test(confirm))
      return undefined
    return { token, confirm }
  } catch {
    return undefined
  }
}

export function deviceRoutes(ctx: AuthContext): Hono {
  const app = new Hono()

  // Reads only: the page can be opened any number of times until the link is used or expires.
  app.get('/device/approve', async (c) => {
    const token = c.req.query('token') ?? ''
    if (!TOKEN.test(token)) return refuse(c, ApprovalPageTexts.incomplete)
    const row = await findApproval(ctx.db, sha256Hex(token))
    const state = approvalState(row, ctx.clock())
    if (!row || state !== 'open') return refuse(c, REFUSALS[state === 'open' ? 'unknown' : state])
    // A row made before approvals had a form token cannot be confirmed: the reader starts again.
    const formToken = row.confirm_token_sealed ? openFormToken(token, row.confirm_token_sealed) : undefined
    if (!formToken) return refuse(c, ApprovalPageTexts.unknown)
    const page = confirmationPage({
      browser: describeUserAgent(row.user_agent),
      location: await describeLocation(ctx.locations ?? noLocationProvider, row.client_ip),
      requestedAt: formatUtcTime(row.created_at),
      action: DEVICE_APPROVE_PATH,
      linkToken: token,
      formToken,
    })
    return c.html(page, 200, PAGE_HEADERS)
  })

  // Reached only from this origin: the auth routes' Origin check runs before it (csrf.ts).
  app.post('/device/approve', async (c) => {
    if (!/^application\/x-www-form-urlencoded\b/i.test(c.req.header('content-type') ?? '')) {
      return refuse(c, ApprovalPageTexts.incomplete, 415)
    }
    const form = await readApprovalForm(c)
    if (!form) return refuse(c, ApprovalPageTexts.incomplete)
    const now = ctx.clock()
    const result = await ctx.db.transaction(async (tx) => {
      const taken = await takeApproval(tx, {
        tokenHash: sha256Hex(form.token),
        confirmTokenHash: sha256Hex(form.confirm),
        now,
      })
      if (taken.status === 'approved') await approveDevice(tx, { deviceId: taken.deviceId, now })
      return taken
    })
    switch (result.status) {
      case 'approved':
        return c.html(messagePage('Browser approved', ApprovalPageTexts.approved), 200, PAGE_HEADERS)
      case 'unconfirmed':
        return refuse(c, ApprovalPageTexts.unconfirmed)
      default:
        return refuse(c, REFUSALS[result.status])
    }
  })

  app.post('/device/wait', async (c) => {
    const { email } = await readBody(c, DeviceWaitBody)
    const tokenHash = presentedTokenHash(c)
    if (!tokenHash) throw new ApiError(400, NOTHING_TO_WAIT_FOR)
    const user = await findUserByEmail(ctx.db, email)
    const device = user ? await findDevice(ctx.db, { tokenHash, userId: user.id }) : undefined
    if (!user || !device) throw new ApiError(400, NOTHING_TO_WAIT_FOR)

    const { timeoutMs, intervalMs } = ctx.config.deviceWait
    const deadline = performance.now() + timeoutMs
    const gone = AbortSignal.any([ctx.shutdown, c.req.raw.signal])

    for (;;) {
      const now = ctx.clock()
      // The approval is read before the device: approving uses the approval and approves the
      // device in one transaction, so a used approval read here means an approved device below.
      const approvalOpen = await hasOpenApproval(ctx.db, { deviceId: device.id, now })
      const current = await findDevice(ctx.db, { tokenHash, userId: user.id })
      if (current?.approved_at) {
        await enforceIpLimit(ctx, c)
        await ensureMailAllowed(ctx, c, [email])
        await spendMail(ctx, c, [email])
        await mailLoginCode(ctx, email)
        return c.json({ action: 'VERIFY_OTP' } satisfies ConnectAction)
      }
      if (!approvalOpen) throw new ApiError(400, APPROVAL_EXPIRED)
      const left = deadline - performance.now()
      if (left <= 0 || gone.aborted) return c.json({ action: 'VERIFY_DEVICE' } satisfies ConnectAction)
      try {
        await sleep(Math.min(intervalMs, left), undefined, { signal: gone })
      } catch {
        // Shutdown or the client hung up: answer now; nobody may be listening, which is fine.
        return c.json({ action: 'VERIFY_DEVICE' } satisfies ConnectAction)
      }
    }
  })

  return app
}
