import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { testDrivers, type TestDatabase } from '../testing/databases.js'
import { codeFor, signUp, startTestServer, type TestServer } from '../testing/harness.js'
import { approvalLinkIn, approveByLink, openApprovalPage, submitApprovalForm } from './approval-testing.js'

const START = '/auth/v1/email/start'
const VERIFY = '/auth/v1/otp/verify'
const WAIT = '/auth/v1/device/wait'
const projectId = 'demo'

describe.each(testDrivers)('email login ($name)', (driver) => {
  let database: TestDatabase
  let t: TestServer

  beforeAll(async () => {
    database = await driver.create()
    t = await startTestServer({ database })
  }, 30_000)
  afterAll(async () => {
    await t?.stop()
    await database?.destroy()
  })
  beforeEach(async () => {
    await t.reset()
  })

  it('behavior: a new address gets a code by SMTP, verifies it, and is signed in with a session cookie and keySecret', async () => {
    const browser = t.browser()
    const start = await browser.post(START, { projectId, email: 'Alice@Example.com' })
    expect(start.status).toBe(200)
    expect(start.body).toEqual({ action: 'VERIFY_OTP' })
    expect(browser.cookies.has('__Host-ww_device')).toBe(true)

    const mail = await t.mail.waitForMessage({ to: 'alice@example.com' })
    expect(mail.subject).toMatch(/^Your code is \d{6}$/)
    expect(mail.text).toContain(mail.subject)
    expect(mail.html).toContain(mail.subject)
    const otp = /\d{6}/.exec(mail.subject)![0]

    const verified = await browser.post(VERIFY, { projectId, email: 'alice@example.com', otp })
    expect(verified.status).toBe(200)
    expect(verified.body.user).toEqual({ id: expect.any(String), email: 'alice@example.com', address: null })
    expect(Buffer.from(verified.body.keySecret, 'base64')).toHaveLength(32)
    expect(verified.body.encryptedKey).toBeNull()

    const cookie = verified.setCookies.find((line) => line.startsWith('__Host-ww_session='))!
    // `__Host-` cookies: Secure, Path=/ and no Domain, or the browser drops them.
    for (const attribute of [
      /HttpOnly/i,
      /; Secure/i,
      /SameSite=None/i,
      /Partitioned/i,
      /Max-Age=604800/i,
      /; Path=\/(;|$)/,
    ])
      expect(cookie).toMatch(attribute)
    expect(cookie).not.toMatch(/Domain=/i)
    const device = start.setCookies.find((line) => line.startsWith('__Host-ww_device='))!
    for (const attribute of [/HttpOnly/i, /; Secure/i, /SameSite=None/i, /Partitioned/i, /; Path=\/(;|$)/])
      expect(device).toMatch(attribute)
    expect(device).not.toMatch(/Domain=/i)
    // Only the prefixed names exist: an unprefixed cookie someone planted is never read.
    expect(verified.setCookies.some((line) => line.startsWith('ww_'))).toBe(false)

    const session = await browser.get('/auth/v1/session')
    expect(session.status).toBe(200)
    // An email login: the session names no social login.
    expect(session.body).toEqual({ ...verified.body, login: null })
  })

  it('behavior: every /auth answer, errors included, says no-store and Cross-Origin-Resource-Policy: same-origin', async () => {
    const browser = t.browser()
    const answers = [
      await browser.post(START, { projectId, email: 'hdr@example.com' }),
      await browser.post(START, { projectId, email: 'hdr@example.com' }), // 429
      await browser.request('PUT', '/auth/v1/wallet', {}), // 401
      await browser.post(START, { projectId, email: 'hdr@example.com' }, { origin: 'http://evil.example' }), // 403
      await browser.get('/auth/v1/nope'), // 404
      await browser.post(START, undefined, { raw: 'x', contentType: 'text/plain' }), // 415
      await browser.post(START, { projectId, email: 'big@example.com', pad: 'x'.repeat(20_000) }), // 413
      await browser.get('/auth/v1/device/approve?token=nope'), // an HTML page
    ]
    expect(answers.map((res) => res.status)).toEqual([200, 429, 401, 403, 404, 415, 413, 400])
    for (const res of answers) {
      expect(res.headers.get('cache-control'), String(res.status)).toBe('no-store')
      expect(res.headers.get('cross-origin-resource-policy'), String(res.status)).toBe('same-origin')
    }
  })

  it('behavior: a second start for the same address within 30 s answers 429 with the seconds left, rounded up', async () => {
    const browser = t.browser()
    expect((await browser.post(START, { projectId, email: 'bob@example.com' })).status).toBe(200)

    t.clock.advance(100) // 29.9 s left → "30 seconds"
    const first = await browser.post(START, { projectId, email: 'bob@example.com' })
    expect(first.status).toBe(429)
    expect(first.body).toEqual({ error: 'Please try again after 30 seconds', retryAfterSeconds: 30 })
    expect(first.headers.get('retry-after')).toBe('30')

    t.clock.advance(17_050) // 12.85 s left → "13 seconds"
    const second = await t.browser().post(START, { projectId, email: 'BOB@example.com' })
    expect(second.body).toEqual({ error: 'Please try again after 13 seconds', retryAfterSeconds: 13 })

    t.clock.advance(12_850) // exactly 30 s after the first start
    expect((await browser.post(START, { projectId, email: 'bob@example.com' })).status).toBe(200)
    // The cooldown is per address: another address is not held back.
    expect((await browser.post(START, { projectId, email: 'carol@example.com' })).status).toBe(200)
  })

  it('error: one IP address may start only so many logins per window', async () => {
    const browser = t.browser()
    expect((await browser.post(START, { projectId, email: 'a1@example.com' })).status).toBe(200)
    // The test server allows 1000 per 10 minutes; fill the window instead of sending 1000 mails.
    await t.server.db.query(`update rate_limits set count = 1000 where key like 'ip:%'`)
    const over = await browser.post(START, { projectId, email: 'a2@example.com' })
    expect(over.status).toBe(429)
    expect(over.body).toEqual({
      error: 'Too many requests from this address; please try again after 600 seconds',
      retryAfterSeconds: 600,
    })
    expect(t.mail.messages().some((m) => m.to.includes('a2@example.com'))).toBe(false)

    t.clock.advance(600_000) // a new window
    expect((await browser.post(START, { projectId, email: 'a2@example.com' })).status).toBe(200)
  })

  it('error: a wrong code answers "Invalid code", counts, and the fifth wrong one locks the code', async () => {
    const browser = t.browser()
    await browser.post(START, { projectId, email: 'dan@example.com' })
    const otp = await codeFor(t.mail, 'dan@example.com')
    const wrong = otp === '000000' ? '111111' : '000000'
    for (let i = 1; i <= 5; i++) {
      const res = await browser.post(VERIFY, { projectId, email: 'dan@example.com', otp: wrong })
      expect(res.status).toBe(400)
      expect(res.body).toEqual({ error: 'Invalid code' })
      const [row] = await t.server.db.query<{ attempts: number }>(
        'select attempts from one_time_codes where email = $1',
        ['dan@example.com'],
      )
      expect(row!.attempts).toBe(i)
    }
    const right = await browser.post(VERIFY, { projectId, email: 'dan@example.com', otp })
    expect(right.status).toBe(400)
    expect(right.body.error).toBe('Too many wrong codes; request a new one')
    expect(browser.cookies.has('__Host-ww_session')).toBe(false)

    // A new code (after the cooldown) starts over.
    t.clock.advance(30_000)
    const since = new Date()
    await browser.post(START, { projectId, email: 'dan@example.com' })
    const fresh = await codeFor(t.mail, 'dan@example.com', since)
    expect((await browser.post(VERIFY, { projectId, email: 'dan@example.com', otp: fresh })).status).toBe(200)
  })

  it('error: a code works once', async () => {
    const browser = t.browser()
    await browser.post(START, { projectId, email: 'erin@example.com' })
    const otp = await codeFor(t.mail, 'erin@example.com')
    expect((await browser.post(VERIFY, { projectId, email: 'erin@example.com', otp })).status).toBe(200)
    const again = await browser.post(VERIFY, { projectId, email: 'erin@example.com', otp })
    expect(again.status).toBe(400)
    expect(again.body.error).toBe('This code was already used; request a new one')
  })

  it('error: a code expires after 10 minutes', async () => {
    const browser = t.browser()
    await browser.post(START, { projectId, email: 'fay@example.com' })
    const otp = await codeFor(t.mail, 'fay@example.com')
    t.clock.advance(10 * 60_000)
    const late = await browser.post(VERIFY, { projectId, email: 'fay@example.com', otp })
    expect(late.status).toBe(400)
    expect(late.body.error).toBe('This code has expired; request a new one')
  })

  it('error: a newer code replaces the older one', async () => {
    const browser = t.browser()
    await browser.post(START, { projectId, email: 'gil@example.com' })
    const old = await codeFor(t.mail, 'gil@example.com')
    t.clock.advance(30_000)
    const since = new Date()
    await browser.post(START, { projectId, email: 'gil@example.com' })
    const current = await codeFor(t.mail, 'gil@example.com', since)
    if (old !== current) {
      expect((await browser.post(VERIFY, { projectId, email: 'gil@example.com', otp: old })).body.error).toBe(
        'Invalid code',
      )
    }
    expect((await browser.post(VERIFY, { projectId, email: 'gil@example.com', otp: current })).status).toBe(200)
  })

  it('error: verifying an address that was never sent a code', async () => {
    const res = await t.browser().post(VERIFY, { projectId, email: 'nobody@example.com', otp: '123456' })
    expect(res.status).toBe(400)
    expect(res.body.error).toBe('No code was sent to this address; request a new one')
  })

  it('behavior: a known user on a new browser gets VERIFY_DEVICE; the mailed link approves it; device/wait then answers VERIFY_OTP and the code arrives', async () => {
    const first = t.browser()
    const signedUp = await signUp(t, first, 'hana@example.com')

    t.clock.advance(30_000)
    const second = t.browser()
    const since = new Date()
    const start = await second.post(START, { projectId, email: 'hana@example.com' })
    expect(start.body).toEqual({ action: 'VERIFY_DEVICE' })

    const approvalMail = await t.mail.waitForMessage({ to: 'hana@example.com', since })
    expect(approvalMail.subject).toBe('Approve this browser to sign in')
    const link = approvalLinkIn(approvalMail.text)
    expect(link.startsWith(t.url)).toBe(true)
    expect(approvalMail.html).toContain(`href="${link}"`)

    // Until approved: no code may be verified from this browser, and a poll runs out with VERIFY_DEVICE.
    expect((await second.post(VERIFY, { projectId, email: 'hana@example.com', otp: '123456' })).status).toBe(403)
    const timedOut = await second.post(WAIT, { projectId, email: 'hana@example.com' })
    expect(timedOut.body).toEqual({ action: 'VERIFY_DEVICE' })

    // The poll is waiting when the link is opened (in another browser: a phone, a mail app).
    const waiting = second.post(WAIT, { projectId, email: 'hana@example.com' })
    await new Promise((resolve) => setTimeout(resolve, 100))
    const approveSince = new Date()
    const approved = await approveByLink(t.url, link)
    expect(approved.headers.get('content-type')).toMatch(/^text\/html/)
    expect(approved.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(approved.html).toContain('This browser is approved')

    expect((await waiting).body).toEqual({ action: 'VERIFY_OTP' })
    const otp = await codeFor(t.mail, 'hana@example.com', approveSince)
    const verified = await second.post(VERIFY, { projectId, email: 'hana@example.com', otp })
    expect(verified.status).toBe(200)
    expect(verified.body.user.id).toBe(signedUp.body.user.id)
    expect(verified.body.keySecret).toBe(signedUp.body.keySecret)

    // Approved once, approved for good: the next start on this browser goes straight to a code.
    t.clock.advance(30_000)
    expect((await second.post(START, { projectId, email: 'hana@example.com' })).body).toEqual({ action: 'VERIFY_OTP' })
  })

  it('error: an approval link works once, expires after 10 minutes, and a made-up one is refused', async () => {
    await signUp(t, t.browser(), 'ivy@example.com')
    const approve = async (browser = t.browser()): Promise<string> => {
      t.clock.advance(30_000)
      const since = new Date()
      await browser.post(START, { projectId, email: 'ivy@example.com' })
      const mail = await t.mail.waitForMessage({ to: 'ivy@example.com', since })
      return approvalLinkIn(mail.text)
    }

    const link = await approve()
    const page = await openApprovalPage(link)
    await approveByLink(t.url, link)
    const reused = await openApprovalPage(link)
    expect(reused.status).toBe(400)
    expect(reused.html).toContain('already used')
    expect(reused.form).toBeUndefined()
    // The form of a page opened before the link was used does not approve a second time either.
    const again = await submitApprovalForm(t.url, page.form!)
    expect(again.status).toBe(400)
    expect(again.html).toContain('already used')

    const late = await approve()
    const latePage = await openApprovalPage(late)
    expect(latePage.status).toBe(200)
    t.clock.advance(10 * 60_000)
    const expired = await openApprovalPage(late)
    expect(expired.status).toBe(400)
    expect(expired.html).toContain('expired')
    expect(expired.form).toBeUndefined()
    const expiredPost = await submitApprovalForm(t.url, latePage.form!)
    expect(expiredPost.status).toBe(400)
    expect(expiredPost.html).toContain('expired')

    const forged = await fetch(`${t.url}/auth/v1/device/approve?token=${'A'.repeat(43)}`)
    expect(forged.status).toBe(400)
    expect(await forged.text()).toContain('not valid')
    expect((await fetch(`${t.url}/auth/v1/device/approve`)).status).toBe(400)
  })

  it('error: device/wait without a pending approval for this browser answers 400', async () => {
    await signUp(t, t.browser(), 'jon@example.com')
    const stranger = t.browser()
    const res = await stranger.post(WAIT, { projectId, email: 'jon@example.com' })
    expect(res.status).toBe(400)
    expect(res.body.error).toBe('No sign-in from this browser is waiting for approval; start again')
  })

  it('behavior: codes and tokens are stored only as SHA-256 hashes', async () => {
    const first = t.browser()
    await signUp(t, first, 'kim@example.com')
    const mailed = t.mail.messages().find((m) => m.to.includes('kim@example.com'))!
    const otp = /\d{6}/.exec(mailed.subject)![0]
    t.clock.advance(30_000)
    const second = t.browser()
    await second.post(START, { projectId, email: 'kim@example.com' })
    const approval = await t.mail.waitForMessage({
      to: 'kim@example.com',
      since: new Date(Date.parse(mailed.date) + 1),
    })
    const approvalToken = /token=([A-Za-z0-9_-]+)/.exec(approval.text)![1]!
    const formToken = (await openApprovalPage(approvalLinkIn(approval.text))).form!.confirm

    const secrets = [
      otp,
      approvalToken,
      formToken,
      first.cookies.get('__Host-ww_session')!,
      first.cookies.get('__Host-ww_device')!,
      second.cookies.get('__Host-ww_device')!,
    ]
    const dump = JSON.stringify([
      await t.server.db.query('select * from one_time_codes'),
      await t.server.db.query('select * from device_approvals'),
      await t.server.db.query('select * from sessions'),
      await t.server.db.query('select * from devices'),
    ])
    for (const secret of secrets) expect(dump).not.toContain(secret)
    const [sealed] = await t.server.db.query<{ s: Uint8Array }>(
      'select confirm_token_sealed as s from device_approvals',
    )
    for (const encoding of ['utf8', 'hex', 'base64'] as const)
      expect(Buffer.from(sealed!.s).toString(encoding)).not.toContain(formToken)
    const hashes = await t.server.db.query<{ h: string }>(
      `select code_hash as h from one_time_codes union all select token_hash from device_approvals
       union all select confirm_token_hash from device_approvals union all select token_hash from sessions union all select token_hash from devices`,
    )
    expect(hashes.length).toBeGreaterThanOrEqual(6)
    for (const { h } of hashes) expect(h).toMatch(/^[0-9a-f]{64}$/)
  })
})
