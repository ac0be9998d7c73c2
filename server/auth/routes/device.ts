/**
 *   GET  /auth/v1/device/approve?token=…   the mailed link: approves the browser, answers an HTML page
 *   POST /auth/v1/device/wait  { projectId, email }
 *        long poll (up to ~20 s): once this browser is approved, mails a code → { action: 'VERIFY_OTP' };
 *        when time runs out → { action: 'VERIFY_DEVICE' } and the caller asks again.
 *
 * The link is opened wherever the mail is read (another browser, a phone), so approval is
 * carried by the token in the link, never by that tab's cookies.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import { Hono } from 'hono'
import { ApiError } from '../../api-error.js'
import { DeviceWaitBody, readBody } from '../bodies.js'
import { presentedTokenHash } from '../browser.js'
import type { AuthContext } from '../context.js'
import { enforceIpLimit } from '../limits.js'
import { messagePage, PAGE_HEADERS } from '../pages.js'
import { sha256Hex } from '../secrets.js'
import { hasOpenApproval, takeApproval } from '../store/device-approvals.js'
import { approveDevice, findDevice } from '../store/devices.js'
import { findUserByEmail } from '../store/users.js'
import { mailLoginCode } from './email-login.js'

export const NOTHING_TO_WAIT_FOR = 'No sign-in from this browser is waiting for approval; start again'
export const APPROVAL_EXPIRED = 'The approval link has expired; start again'

const TOKEN = /^[A-Za-z0-9_-]{16,128}$/

export function deviceRoutes(ctx: AuthContext): Hono {
  const app = new Hono()

  app.get('/device/approve', async (c) => {
    const token = c.req.query('token') ?? ''
    const refuse = (text: string) => c.html(messagePage('This link does not work', text), 400, PAGE_HEADERS)
    if (!TOKEN.test(token)) return refuse('The approval link is incomplete. Open it again from the email, or start signing in again.')

    const now = ctx.clock()
    const result = await ctx.db.transaction(async (tx) => {
      const taken = await takeApproval(tx, { tokenHash: sha256Hex(token), now })
      if (taken.status === 'approved') await approveDevice(tx, { deviceId: taken.deviceId, now })
      return taken
    })
    switch (result.status) {
      case 'approved':
        return c.html(
          messagePage('Browser approved', 'This browser is approved. Go back to the page where you were signing in; a code is on its way to your email.'),
          200,
          PAGE_HEADERS,
        )
      case 'used':
        return refuse('This approval link was already used. If you still need to sign in, start again.')
      case 'expired':
        return refuse('This approval link has expired. Start signing in again to get a new one.')
      case 'unknown':
        return refuse('This approval link is not valid. Start signing in again to get a new one.')
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
      const current = await findDevice(ctx.db, { tokenHash, userId: user.id })
      if (current?.approved_at) {
        await enforceIpLimit(ctx, c)
        await mailLoginCode(ctx, email)
        return c.json({ action: 'VERIFY_OTP' as const })
      }
      if (!(await hasOpenApproval(ctx.db, { deviceId: device.id, now }))) throw new ApiError(400, APPROVAL_EXPIRED)
      const left = deadline - performance.now()
      if (left <= 0 || gone.aborted) return c.json({ action: 'VERIFY_DEVICE' as const })
      try {
        await sleep(Math.min(intervalMs, left), undefined, { signal: gone })
      } catch {
        // Shutdown or the client hung up: answer now; nobody may be listening, which is fine.
        return c.json({ action: 'VERIFY_DEVICE' as const })
      }
    }
  })

  return app
}
