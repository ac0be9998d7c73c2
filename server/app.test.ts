import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { secureFrameCsp } from './secure-frame-static.js'
import { testDrivers, type TestDatabase } from './testing/databases.js'
import { makeSecureFrameDir, signUp, startTestServer, WIDGET_ORIGIN, type TestServer } from './testing/harness.js'

const EVIL = 'http://evil.example'

describe.each(testDrivers)('HTTP surface ($name)', (driver) => {
  let database: TestDatabase
  let frame: Awaited<ReturnType<typeof makeSecureFrameDir>>
  let t: TestServer

  beforeAll(async () => {
    database = await driver.create()
    frame = await makeSecureFrameDir()
    t = await startTestServer({ database, config: { secureFrameDir: frame.dir } })
  }, 30_000)
  afterAll(async () => {
    await t?.stop()
    await database?.destroy()
    await frame?.remove()
  })
  beforeEach(async () => {
    await t.reset()
  })

  it('behavior: the secure frame is served at / with frame-ancestors limited to the widget origin and the listed sites', async () => {
    const res = await fetch(`${t.url}/`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await res.text()
    expect(html).toContain('secure frame')
    // The frame learns which origins are the widget's: it answers only a parent on one of them.
    expect(html).toContain(`<meta name="wallet-widget-origins" content="${WIDGET_ORIGIN}" />`)
    const csp = res.headers.get('content-security-policy')!
    // Every ancestor must match: the widget origin and the site above it (the default site list).
    expect(csp).toBe(secureFrameCsp([WIDGET_ORIGIN, 'http://localhost:4400']))
    expect(csp).toContain(`frame-ancestors ${WIDGET_ORIGIN} http://localhost:4400;`)
    expect(csp).toContain("script-src 'self'")
    // Chain calls go through this origin's own chain API, never to a node a site names.
    expect(csp).toContain("connect-src 'self';")
    expect(csp).not.toContain('connect-src *')
    // Scripts are not documents: no document policy, but still nosniff.
    const script = await fetch(`${t.url}/frame.js`)
    expect(script.headers.get('content-type')).toMatch(/javascript/)
    expect(script.headers.get('content-security-policy')).toBeNull()
    expect(script.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('behavior: with no widget origins, nobody may frame the secure frame', () => {
    expect(secureFrameCsp([])).toContain("frame-ancestors 'none'")
  })

  it('error: paths that climb out of the frame directory are not served', async () => {
    for (const target of ['/../package.json', '/%2e%2e/package.json', '/..%2fpackage.json']) {
      const res = await fetch(`${t.url}${target}`)
      expect(res.status, target).toBe(404)
    }
  })

  it.each([
    ['POST', '/auth/v1/email/start'],
    ['POST', '/auth/v1/otp/verify'],
    ['POST', '/auth/v1/device/wait'],
    ['PUT', '/auth/v1/wallet'],
    ['POST', '/auth/v1/signout'],
    ['POST', '/auth/v1/email/update'],
    ['POST', '/auth/v1/email/update/primary'],
    ['POST', '/auth/v1/email/update/secondary'],
  ])('error: %s %s from another origin, or with no Origin, is refused with 403', async (method, path) => {
    const browser = t.browser()
    await signUp(t, browser, 'owner@example.com')
    const body = { projectId: 'demo', email: 'owner@example.com', otp: '123456' }
    for (const origin of [EVIL, WIDGET_ORIGIN, 'null', null]) {
      const res = await browser.request(method, path, body, { origin })
      expect(res.status, `${origin}`).toBe(403)
      expect(res.body).toEqual({ error: 'Cross-origin request refused' })
    }
    // The refused requests changed nothing: no mail went out, the session still stands.
    expect(t.mail.messages()).toHaveLength(1)
    expect((await browser.get('/auth/v1/session')).status).toBe(200)
  })

  it('error: GET /session with a foreign Origin is refused even with a valid session', async () => {
    const browser = t.browser()
    await signUp(t, browser, 'reader@example.com')
    expect((await browser.get('/auth/v1/session', { origin: EVIL })).status).toBe(403)
    expect((await browser.get('/auth/v1/session', { origin: null })).status).toBe(200)
  })

  it.each([
    [{ email: 'a@example.com' }, { error: 'projectId is required', field: 'projectId' }],
    [
      { projectId: 7, email: 'a@example.com' },
      { error: 'projectId must be a string', field: 'projectId' },
    ],
    [
      { projectId: 'bad id!', email: 'a@example.com' },
      { error: 'projectId must be 1 to 64 of A-Z a-z 0-9 - _', field: 'projectId' },
    ],
    [{ projectId: 'demo' }, { error: 'email is required', field: 'email' }],
    [
      { projectId: 'demo', email: 'a@b' },
      { error: 'Invalid email address', field: 'email' },
    ],
    [
      { projectId: 'demo', email: 'a..b@example.com' },
      { error: 'Invalid email address', field: 'email' },
    ],
    [
      { projectId: 'demo', email: '<script>@example.com' },
      { error: 'Invalid email address', field: 'email' },
    ],
  ])('error: email/start with %j answers 400 naming the field', async (body, expected) => {
    const res = await t.browser().post('/auth/v1/email/start', body)
    expect(res.status).toBe(400)
    expect(res.body).toEqual(expected)
  })

  it.each([
    [
      { projectId: 'demo', email: 'a@example.com' },
      { error: 'otp is required', field: 'otp' },
    ],
    [
      { projectId: 'demo', email: 'a@example.com', otp: 123456 },
      { error: 'otp must be a string', field: 'otp' },
    ],
    [
      { projectId: 'demo', email: 'a@example.com', otp: '12345' },
      { error: 'otp must be the 6-digit code', field: 'otp' },
    ],
    [
      { projectId: 'demo', email: 'a@example.com', otp: '12345a' },
      { error: 'otp must be the 6-digit code', field: 'otp' },
    ],
  ])('error: otp/verify with %j answers 400 naming the field', async (body, expected) => {
    const res = await t.browser().post('/auth/v1/otp/verify', body)
    expect(res.status).toBe(400)
    expect(res.body).toEqual(expected)
  })

  it('error: a body that is not a JSON object is refused', async () => {
    const browser = t.browser()
    expect((await browser.post('/auth/v1/email/start', undefined, { raw: '{nope' })).body).toEqual({
      error: 'Body must be valid JSON',
    })
    expect((await browser.post('/auth/v1/email/start', [1, 2])).body).toEqual({ error: 'Body must be a JSON object' })
    const form = await browser.post('/auth/v1/email/start', undefined, {
      raw: 'email=a@example.com',
      contentType: 'application/x-www-form-urlencoded',
    })
    expect(form.status).toBe(415)
    const huge = await browser.post('/auth/v1/email/start', {
      projectId: 'demo',
      email: 'a@example.com',
      pad: 'x'.repeat(20_000),
    })
    expect(huge.status).toBe(413)
  })

  it('behavior: a pasted code with spaces still verifies', async () => {
    const browser = t.browser()
    await browser.post('/auth/v1/email/start', { projectId: 'demo', email: 'spaces@example.com' })
    const mail = await t.mail.waitForMessage({ to: 'spaces@example.com' })
    const otp = /\d{6}/.exec(mail.subject)![0]
    const res = await browser.post('/auth/v1/otp/verify', {
      projectId: 'demo',
      email: 'spaces@example.com',
      otp: ` ${otp.slice(0, 3)} ${otp.slice(3)} `,
    })
    expect(res.status).toBe(200)
  })

  it('error: unknown routes answer 404 JSON', async () => {
    for (const path of ['/auth/v1/nope', '/auth/v2/session', '/nothing-here.js']) {
      const res = await fetch(`${t.url}${path}`)
      expect(res.status, path).toBe(404)
      expect(await res.json()).toEqual({ error: 'Not found' })
    }
  })

  it('behavior: API answers are not cacheable', async () => {
    const res = await t.browser().get('/auth/v1/session')
    expect(res.headers.get('cache-control')).toBe('no-store')
  })
})
