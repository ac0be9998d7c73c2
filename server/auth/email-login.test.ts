import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { testDrivers, type TestDatabase } from '../testing/databases.js'
import { codeFor, signUp, startTestServer, type TestServer } from '../testing/harness.js'

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
    expect(browser.cookies.has('ww_device')).toBe(true)

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

    const cookie = verified.setCookies.find((line) => line.startsWith('ww_session='))!
    for (const attribute of [/HttpOnly/i, /Secure/i, /SameSite=None/i, /Partitioned/i, /Max-Age=604800/i]) expect(cookie).toMatch(attribute)
    const device = start.setCookies.find((line) => line.startsWith('ww_device='))!
    for (const attribute of [/HttpOnly/i, /Secure/i, /SameSite=None/i, /Partitioned/i]) expect(device).toMatch(attribute)

    const session = await browser.get('/auth/v1/session')
    expect(session.status).toBe(200)
    expect(session.body).toEqual(verified.body)
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
    expect(over.body).toEqual({ error: 'Too many requests from this address; please try again after 600 seconds', retryAfterSeconds: 600 })
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
      const [row] = await t.server.db.query<{ attempts: number }>('select attempts from one_time_codes where email = $1', ['dan@example.com'])
      expect(row!.attempts).toBe(i)
    }
    const right = await browser.post(VERIFY, { projectId, email: 'dan@example.com', otp })
    expect(right.status).toBe(400)
    expect(right.body.error).toBe('Too many wrong codes; request a new one')
    expect(browser.cookies.has('ww_session')).toBe(false)

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
      expect((await browser.post(VERIFY, { projectId, email: 'gil@example.com', otp: old })).body.error).toBe('Invalid code')
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
    const link = /http:\/\/\S+\/auth\/v1\/device\/approve\?token=[A-Za-z0-9_-]+/.exec(approvalMail.text)![0]
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
    const page = await fetch(link)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(await page.text()).toContain('This browser is approved')

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

  it('error: an approval link works once, expires after 15 minutes, and a made-up one is refused', async () => {
    await signUp(t, t.browser(), 'ivy@example.com')
    const approve = async (browser = t.browser()): Promise<string> => {
      t.clock.advance(30_000)
      const since = new Date()
      await browser.post(START, { projectId, email: 'ivy@example.com' })
      const mail = await t.mail.waitForMessage({ to: 'ivy@example.com', since })
      return /http:\/\/\S+\/auth\/v1\/device\/approve\?token=[A-Za-z0-9_-]+/.exec(mail.text)![0]
    }

    const link = await approve()
    expect((await fetch(link)).status).toBe(200)
    const reused = await fetch(link)
    expect(reused.status).toBe(400)
    expect(await reused.text()).toContain('already used')

    const late = await approve()
    t.clock.advance(15 * 60_000)
    const expired = await fetch(late)
    expect(expired.status).toBe(400)
    expect(await expired.text()).toContain('expired')

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
    const approval = await t.mail.waitForMessage({ to: 'kim@example.com', since: new Date(Date.parse(mailed.date) + 1) })
    const approvalToken = /token=([A-Za-z0-9_-]+)/.exec(approval.text)![1]!

    const secrets = [otp, approvalToken, first.cookies.get('ww_session')!, first.cookies.get('ww_device')!, second.cookies.get('ww_device')!]
    const dump = JSON.stringify([
      await t.server.db.query('select * from one_time_codes'),
      await t.server.db.query('select * from device_approvals'),
      await t.server.db.query('select * from sessions'),
      await t.server.db.query('select * from devices'),
    ])
    for (const secret of secrets) expect(dump).not.toContain(secret)
    const hashes = await t.server.db.query<{ h: string }>(
      'select code_hash as h from one_time_codes union all select token_hash from device_approvals union all select token_hash from sessions union all select token_hash from devices',
    )
    expect(hashes.length).toBeGreaterThanOrEqual(5)
    for (const { h } of hashes) expect(h).toMatch(/^[0-9a-f]{64}$/)
  })
})
