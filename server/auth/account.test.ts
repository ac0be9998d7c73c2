import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { testDrivers, type TestDatabase } from '../testing/databases.js'
import { codeFor, signUp, startTestServer, type ApiClient, type TestServer } from '../testing/harness.js'
import { formatUtcTime } from './wording.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** What the secure frame would send: base64(iv ‖ ciphertext ‖ tag), 60 bytes for a 32-byte key. */
const ENCRYPTED_KEY = Buffer.alloc(60, 7).toString('base64')

describe.each(testDrivers)('session, wallet and email update ($name)', (driver) => {
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

  it('behavior: a signed-in user stores a wallet once; the session then answers it', async () => {
    const browser = t.browser()
    const signedIn = await signUp(t, browser, 'amy@example.com')

    const stored = await browser.request('PUT', '/auth/v1/wallet', {
      address: ADDRESS.toLowerCase(),
      encryptedKey: ENCRYPTED_KEY,
    })
    expect(stored.status).toBe(200)
    expect(stored.body).toEqual({
      user: { id: signedIn.body.user.id, email: 'amy@example.com', address: ADDRESS },
      keySecret: signedIn.body.keySecret,
      encryptedKey: ENCRYPTED_KEY,
    })
    // An email login: the session names no social login.
    expect((await browser.get('/auth/v1/session')).body).toEqual({ ...stored.body, login: null })

    const again = await browser.request('PUT', '/auth/v1/wallet', { address: ADDRESS, encryptedKey: ENCRYPTED_KEY })
    expect(again.status).toBe(409)
    expect(again.body).toEqual({ error: 'This account already has a wallet' })
  })

  it('error: the wallet endpoint checks the address and the size of the wrapped key', async () => {
    const browser = t.browser()
    await signUp(t, browser, 'ben@example.com')
    const put = (body: unknown) => browser.request('PUT', '/auth/v1/wallet', body)
    expect((await put({ address: '0x1234', encryptedKey: ENCRYPTED_KEY })).body).toEqual({
      error: 'address must be 0x followed by 40 hex characters',
      field: 'address',
    })
    // Mixed case with a wrong checksum.
    expect((await put({ address: ADDRESS.replace('f39F', 'F39f'), encryptedKey: ENCRYPTED_KEY })).body.field).toBe(
      'address',
    )
    expect((await put({ address: ADDRESS, encryptedKey: 'not base64!' })).body).toEqual({
      error: 'encryptedKey must be base64',
      field: 'encryptedKey',
    })
    const tooBig = await put({ address: ADDRESS, encryptedKey: Buffer.alloc(4097).toString('base64') })
    expect(tooBig.status).toBe(400)
    expect(tooBig.body).toEqual({ error: 'encryptedKey must be at most 4096 bytes', field: 'encryptedKey' })
    expect((await put({ address: ADDRESS, encryptedKey: Buffer.alloc(4096).toString('base64') })).status).toBe(200)
  })

  it('error: without a session, the session check answers nobody (200) and the wallet endpoint 401', async () => {
    const stranger = t.browser()
    expect(await stranger.get('/auth/v1/session')).toMatchObject({ status: 200, body: { user: null } })
    expect(
      (await stranger.request('PUT', '/auth/v1/wallet', { address: ADDRESS, encryptedKey: ENCRYPTED_KEY })).status,
    ).toBe(401)
    stranger.cookies.set('__Host-ww_session', 'made-up-token')
    expect(await stranger.get('/auth/v1/session')).toMatchObject({ status: 200, body: { user: null } })
  })

  it('behavior: sign out revokes the session and clears its cookie', async () => {
    const browser = t.browser()
    await signUp(t, browser, 'cat@example.com')
    const token = browser.cookies.get('__Host-ww_session')!

    const out = await browser.post('/auth/v1/signout')
    expect(out.status).toBe(200)
    const cleared = out.setCookies.find((line) => line.startsWith('__Host-ww_session='))!
    expect(cleared).toMatch(/Max-Age=0/i)
    expect(cleared).toMatch(/Partitioned/i)
    expect(browser.cookies.has('__Host-ww_session')).toBe(false)

    // Replaying the old cookie does not work: the session is revoked on the server, not just forgotten.
    const replay = t.browser()
    replay.cookies.set('__Host-ww_session', token)
    expect((await replay.get('/auth/v1/session')).body).toEqual({ user: null })
  })

  it('behavior: a session lasts 7 days', async () => {
    const browser = t.browser()
    await signUp(t, browser, 'dee@example.com')
    t.clock.advance(7 * 24 * 60 * 60_000 - 1_000)
    expect((await browser.get('/auth/v1/session')).status).toBe(200)
    t.clock.advance(1_000)
    expect((await browser.get('/auth/v1/session')).body).toEqual({ user: null })
  })

  async function updateEmail(browser: ApiClient, from: string, to: string): Promise<void> {
    let since = new Date()
    expect((await browser.post('/auth/v1/email/update', { email: to })).body).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    const primary = await codeFor(t.mail, from, since)
    since = new Date()
    expect((await browser.post('/auth/v1/email/update/primary', { otp: primary })).body).toEqual({
      action: 'VERIFY_SECONDARY_OTP',
    })
    const secondary = await codeFor(t.mail, to, since)
    const done = await browser.post('/auth/v1/email/update/secondary', { otp: secondary })
    expect(done.status).toBe(200)
    expect(done.body).toEqual({ email: to.toLowerCase() })
  }

  it('behavior: the email update confirms the current address, then the new one, then changes it', async () => {
    const browser = t.browser()
    const signedIn = await signUp(t, browser, 'eve@example.com')
    await updateEmail(browser, 'eve@example.com', 'Eve.New@Example.org')

    const session = await browser.get('/auth/v1/session')
    expect(session.body.user).toEqual({ id: signedIn.body.user.id, email: 'eve.new@example.org', address: null })
    // The change mails said what they were for.
    const [toNew, toOld] = [
      t.mail.messages().find((m) => m.to.includes('eve.new@example.org'))!,
      t.mail.messages().find((m) => m.text.includes('confirm changing'))!,
    ]
    expect(toOld.to).toEqual(['eve@example.com'])
    expect(toOld.text).toContain('eve.new@example.org')
    expect(toNew.subject).toMatch(/^Your code is \d{6}$/)
    expect(await t.server.db.query('select * from pending_email_updates')).toEqual([])
  })

  it('behavior: changing the email revokes every other session of the account and mails a notice to the old address', async () => {
    const browser = t.browser()
    await signUp(t, browser, 'gil@example.com')
    // A second session of the same account, kept by another client (a stolen cookie, or an old tab).
    const other = t.browser()
    other.cookies.set('__Host-ww_session', browser.cookies.get('__Host-ww_session')!)
    t.clock.advance(30_000)
    const since = new Date()
    await browser.post('/auth/v1/email/start', { projectId: 'test', email: 'gil@example.com' })
    await browser.post('/auth/v1/otp/verify', {
      projectId: 'test',
      email: 'gil@example.com',
      otp: await codeFor(t.mail, 'gil@example.com', since),
    })
    expect(browser.cookies.get('__Host-ww_session')).not.toBe(other.cookies.get('__Host-ww_session'))
    expect((await other.get('/auth/v1/session')).status).toBe(200)
    const stranger = t.browser()
    await signUp(t, stranger, 'hugo@example.com')

    t.clock.advance(30_000)
    const changedAt = t.clock()
    await updateEmail(browser, 'gil@example.com', 'gil.new@example.org')

    // The session that made the change stays; the account's other session is gone; other accounts are untouched.
    expect((await browser.get('/auth/v1/session')).body.user.email).toBe('gil.new@example.org')
    expect((await other.get('/auth/v1/session')).body).toEqual({ user: null })
    expect((await stranger.get('/auth/v1/session')).status).toBe(200)

    const notice = t.mail.messages().find((m) => m.subject === "Your wallet's email address was changed")!
    expect(notice.to).toEqual(['gil@example.com'])
    expect(notice.text).toContain('was changed to g***@e***.org')
    expect(notice.text).toContain(formatUtcTime(changedAt))
    expect(notice.text).toContain('from an unknown browser (unknown location)')
    expect(notice.text).toContain('Every other browser signed in to the account was signed out.')
    expect(notice.text).toMatch(/If it was not, .*contact the support/)
    // The old address learns that it moved, not where to: the new address is never written out.
    expect(notice.text).not.toContain('gil.new')
    expect(notice.html).not.toContain('gil.new')
    expect(
      t.mail
        .messages()
        .filter((m) => m.to.includes('gil.new@example.org'))
        .every((m) => m.subject !== notice.subject),
    ).toBe(true)
  })

  it('error: the email update refuses skipped steps, wrong codes, taken addresses and a second request within 30 s', async () => {
    const other = t.browser()
    await signUp(t, other, 'taken@example.com')
    const browser = t.browser()
    await signUp(t, browser, 'finn@example.com')

    expect((await browser.post('/auth/v1/email/update/primary', { otp: '123456' })).body.error).toBe(
      'No email change is in progress; start again',
    )
    expect((await browser.post('/auth/v1/email/update', { email: 'finn@example.com' })).body).toEqual({
      error: 'This is already your email address',
      field: 'email',
    })
    const taken = await browser.post('/auth/v1/email/update', { email: 'TAKEN@example.com' })
    expect(taken).toMatchObject({ status: 409, body: { error: 'That email address is already in use' } })
    expect((await browser.post('/auth/v1/email/update', { email: 'not-an-email' })).body).toEqual({
      error: 'Invalid email address',
      field: 'email',
    })

    const since = new Date()
    expect((await browser.post('/auth/v1/email/update', { email: 'finn2@example.com' })).status).toBe(200)
    const cooled = await browser.post('/auth/v1/email/update', { email: 'finn3@example.com' })
    expect(cooled).toMatchObject({
      status: 429,
      body: { error: 'Please try again after 30 seconds', retryAfterSeconds: 30 },
    })

    expect((await browser.post('/auth/v1/email/update/secondary', { otp: '123456' })).body.error).toBe(
      'Confirm the code sent to your current address first',
    )
    const primary = await codeFor(t.mail, 'finn@example.com', since)
    const wrong = primary === '000000' ? '111111' : '000000'
    expect((await browser.post('/auth/v1/email/update/primary', { otp: wrong })).body).toEqual({
      error: 'Invalid code',
    })
    expect((await browser.post('/auth/v1/email/update/primary', { otp: primary })).status).toBe(200)
    expect((await browser.post('/auth/v1/email/update/primary', { otp: primary })).body.error).toBe(
      'Enter the code sent to the new address',
    )

    // Someone else is signed out of it: the update needs a session.
    expect((await t.browser().post('/auth/v1/email/update', { email: 'x@example.com' })).status).toBe(401)
  })
})
