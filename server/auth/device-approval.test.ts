import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { testDrivers, type TestDatabase } from '../testing/databases.js'
import { signUp, startTestServer, type TestServer } from '../testing/harness.js'
import { approvalLinkIn, openApprovalPage, submitApprovalForm } from './approval-testing.js'
import { DEVICE_APPROVE_PATH } from './context.js'
import { formatUtcTime } from './wording.js'

const START = '/auth/v1/email/start'
const WAIT = '/auth/v1/device/wait'
const projectId = 'demo'
const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

describe.each(testDrivers)('browser approval page ($name)', (driver) => {
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

  /** A known account, and a second browser (Chrome on Linux) asking to sign in to it: answers the link and that browser's device cookie. */
  async function pendingApproval(email: string): Promise<{ link: string; deviceCookie: string; requestedAt: Date }> {
    await signUp(t, t.browser(), email)
    t.clock.advance(30_000)
    const since = new Date()
    const requestedAt = t.clock()
    const res = await fetch(`${t.url}${START}`, {
      method: 'POST',
      headers: { origin: t.url, 'content-type': 'application/json', 'user-agent': CHROME_ON_LINUX },
      body: JSON.stringify({ projectId, email }),
    })
    expect(await res.json()).toEqual({ action: 'VERIFY_DEVICE' })
    const deviceCookie = res.headers
      .getSetCookie()
      .find((line) => line.startsWith('__Host-ww_device='))!
      .split(';')[0]!
    const mail = await t.mail.waitForMessage({ to: email, since })
    expect(mail.text).toContain('expires in 10 minutes')
    return { link: approvalLinkIn(mail.text), deviceCookie, requestedAt }
  }

  const approvalRow = async () =>
    (
      await t.server.db.query<{ used_at: Date | null; approved_at: Date | null }>(
        `select a.used_at, d.approved_at from device_approvals a join devices d on d.id = a.device_id`,
      )
    )[0]!

  it('behavior: the link opens a page naming the browser, an honest "unknown location" and the time; opening it approves nothing', async () => {
    const { link, deviceCookie, requestedAt } = await pendingApproval('ann@example.com')
    t.clock.advance(60_000)

    const page = await openApprovalPage(link)
    expect(page.status).toBe(200)
    expect(page.html).toContain('Approve this browser?')
    expect(page.html).toContain('Chrome 131 on Linux')
    expect(page.html).toContain('unknown location')
    expect(page.html).toContain(formatUtcTime(requestedAt))
    expect(page.html).toMatch(new RegExp(`<form method="post" action="${DEVICE_APPROVE_PATH}">`))
    expect(page.form!.confirm).toMatch(/^[0-9a-f]{64}$/)
    // The form token is not the link token: the link alone is not the approval.
    expect(link).not.toContain(page.form!.confirm)
    expect(page.html).not.toMatch(/<script/i)

    // Scanners and previews fetch links, sometimes many times: nothing changes, and the page stays the same.
    const again = await openApprovalPage(link)
    expect(again.form).toEqual(page.form)
    expect(await approvalRow()).toEqual({ used_at: null, approved_at: null })
    const wait = await fetch(`${t.url}${WAIT}`, {
      method: 'POST',
      headers: { origin: t.url, 'content-type': 'application/json', cookie: deviceCookie },
      body: JSON.stringify({ projectId, email: 'ann@example.com' }),
    })
    expect(await wait.json()).toEqual({ action: 'VERIFY_DEVICE' })

    const confirmed = await submitApprovalForm(t.url, page.form!)
    expect(confirmed.status).toBe(200)
    expect(confirmed.html).toContain('This browser is approved')
    const row = await approvalRow()
    expect(row.used_at).not.toBeNull()
    expect(row.approved_at).not.toBeNull()
  })

  it('behavior: the pages forbid scripts, framing, referrers and caching', async () => {
    const { link } = await pendingApproval('bea@example.com')
    const page = await openApprovalPage(link)
    const refused = await openApprovalPage(`${t.url}${DEVICE_APPROVE_PATH}?token=${'a'.repeat(64)}`)
    const confirmed = await submitApprovalForm(t.url, page.form!)
    for (const res of [page, refused, confirmed]) {
      const csp = res.headers.get('content-security-policy')!
      expect(csp).toMatch(/^default-src 'none';/)
      expect(csp).not.toMatch(/script-src|unsafe-inline|unsafe-eval/)
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("form-action 'self'")
      expect(csp).toContain("base-uri 'none'")
      expect(res.headers.get('x-frame-options')).toBe('DENY')
      expect(res.headers.get('referrer-policy')).toBe('no-referrer')
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin')
      expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    }
    // The one inline style is allowed by its hash, not by 'unsafe-inline'.
    expect(page.headers.get('content-security-policy')).toMatch(/style-src 'sha256-[A-Za-z0-9+/]+=*'/)
  })

  it('error: the form approves only with its own token, posted from this origin', async () => {
    const { link } = await pendingApproval('cid@example.com')
    const { form } = await openApprovalPage(link)

    const forged = await submitApprovalForm(t.url, { token: form!.token, confirm: 'b'.repeat(64) })
    expect(forged.status).toBe(400)
    expect(forged.html).toContain('This approval form is not valid')
    const missing = await submitApprovalForm(t.url, { token: form!.token, confirm: '' })
    expect(missing.status).toBe(400)

    // A cross-site form, a request with no Origin, or an opaque origin without the browser's word: refused.
    for (const options of [
      { origin: 'http://evil.example' },
      { origin: null },
      { origin: 'null' },
      { origin: t.url, fetchSite: 'cross-site' },
    ]) {
      const res = await submitApprovalForm(t.url, form!, options)
      expect(res.status, JSON.stringify(options)).toBe(403)
    }
    const json = await fetch(`${t.url}${DEVICE_APPROVE_PATH}`, {
      method: 'POST',
      headers: { origin: t.url, 'content-type': 'application/json' },
      body: JSON.stringify(form),
    })
    expect(json.status).toBe(415)
    expect(await approvalRow()).toEqual({ used_at: null, approved_at: null })

    // The page itself sends no Referer, so a browser posts it with `Origin: null` and vouches with Sec-Fetch-Site.
    const fromPage = await submitApprovalForm(t.url, form!, { origin: 'null', fetchSite: 'same-origin' })
    expect(fromPage.status).toBe(200)
    expect((await approvalRow()).approved_at).not.toBeNull()
  })

  it('error: a form token works only with its own link', async () => {
    const first = await pendingApproval('dot@example.com')
    const firstForm = (await openApprovalPage(first.link)).form!
    t.clock.advance(30_000)
    const since = new Date()
    await fetch(`${t.url}${START}`, {
      method: 'POST',
      headers: { origin: t.url, 'content-type': 'application/json' },
      body: JSON.stringify({ projectId, email: 'dot@example.com' }),
    })
    const second = approvalLinkIn((await t.mail.waitForMessage({ to: 'dot@example.com', since })).text)
    const secondForm = (await openApprovalPage(second)).form!
    const crossed = await submitApprovalForm(t.url, { token: secondForm.token, confirm: firstForm.confirm })
    expect(crossed.status).toBe(400)
    expect(crossed.html).toContain('This approval form is not valid')
  })
})
