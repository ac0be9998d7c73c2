import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMailCatcher, type MailCatcher } from '../dev/mail-catcher/catcher.js'
import { runAdmin } from './admin.js'
import { testDrivers, type TestDatabase } from './testing/databases.js'
import { apiQuery, codeFor, seedProject, startTestServer, WIDGET_ORIGIN, type TestServer } from './testing/harness.js'

/** The one origin both instances answer for, as behind a load balancer. */
const PUBLIC_ORIGIN = 'http://wallet.localhost:4499'
const postgres = testDrivers.find((driver) => driver.name === 'postgres')!

/**
 * A browser behind the balancer: one cookie jar, each request sent to whichever instance the
 * test names, always as the one public origin.
 */
function balancedBrowser() {
  const cookies = new Map<string, string>()
  return async (instance: TestServer, method: string, pathname: string, body?: unknown, origin = PUBLIC_ORIGIN) => {
    const headers: Record<string, string> = { origin }
    if (cookies.size > 0) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    if (body !== undefined) headers['content-type'] = 'application/json'
    const res = await fetch(`http://127.0.0.1:${instance.server.port}${pathname}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const eq = pair.indexOf('=')
      const value = pair.slice(eq + 1).trim()
      if (/;\s*max-age=0\b/i.test(line) || value === '') cookies.delete(pair.slice(0, eq).trim())
      else cookies.set(pair.slice(0, eq).trim(), value)
    }
    return { status: res.status, body: (await res.json()) as Record<string, any> }
  }
}

describe('two server instances on one PostgreSQL', () => {
  let database: TestDatabase
  let mail: MailCatcher
  let one: TestServer
  let two: TestServer

  beforeAll(async () => {
    database = await postgres.create()
    mail = await startMailCatcher({ smtpPort: 0, httpPort: 0 })
    // The deployment's own cache lifetime, so the project test sees what production sees.
    const config = { publicOrigin: PUBLIC_ORIGIN, projectCacheMs: 1_000 }
    ;[one, two] = await Promise.all([
      startTestServer({ database, mail, config }),
      startTestServer({ database, mail, config }),
    ])
  }, 30_000)
  afterAll(async () => {
    await one?.stop()
    await two?.stop()
    await mail?.stop()
    await database?.destroy()
  })

  it('behavior: an email login started through one instance is finished through the other, and the session works on both', async () => {
    const browser = balancedBrowser()
    const email = 'balanced@example.com'
    const since = new Date()
    const start = await browser(one, 'POST', '/auth/v1/email/start', { projectId: 'demo', email })
    expect(start).toEqual({ status: 200, body: { action: 'VERIFY_OTP' } })
    const otp = await codeFor(mail, email, since)

    const verified = await browser(two, 'POST', '/auth/v1/otp/verify', { projectId: 'demo', email, otp })
    expect(verified.status).toBe(200)
    expect(verified.body.user).toMatchObject({ email })

    for (const instance of [one, two, one]) {
      const session = await browser(instance, 'GET', '/auth/v1/session')
      expect(session.body.user).toEqual(verified.body.user)
    }
    expect((await browser(two, 'POST', '/auth/v1/signout', {})).status).toBe(200)
    expect((await browser(one, 'GET', '/auth/v1/session')).body).toEqual({ user: null })
  })

  it('behavior: a project change made with the admin command is seen by both instances within a couple of seconds', async () => {
    await seedProject(one, 'shared', { allowedOrigins: ['https://shop.example'] })
    const widget = balancedBrowser()
    const features = async (instance: TestServer) =>
      (await widget(instance, 'GET', `/appkit/v1/config?${apiQuery('shared')}`, undefined, WIDGET_ORIGIN)).body
        .features as Record<string, unknown>
    // Both instances hold the project in their caches before it changes.
    expect((await features(one)).swaps).toBe('1inch')
    expect((await features(two)).swaps).toBe('1inch')

    const started = performance.now()
    const env = { DATABASE_URL: database.databaseUrl! }
    expect(await runAdmin(['project', 'set', 'shared', '--features', '{"swaps":false}'], env, silent)).toBe(0)
    for (const instance of [one, two]) {
      while ((await features(instance)).swaps !== false) {
        expect(performance.now() - started).toBeLessThan(2_000)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }
    expect(performance.now() - started).toBeLessThan(2_000)
  })
})

const silent = { out: () => undefined, err: () => undefined }
