import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadConfig } from './config.js'
import { startServer } from './index.js'
import { startMailCatcher, type MailCatcher } from '../dev/mail-catcher/catcher.js'
import { testDrivers, type TestDatabase } from './testing/databases.js'
import { codeFor, signUp, startTestServer } from './testing/harness.js'
import { createManualClock } from './clock.js'
import { migrations } from './db/migrations.js'

const ENCRYPTED_KEY = Buffer.alloc(60, 9).toString('base64')

describe.each(testDrivers)('server lifecycle ($name)', (driver) => {
  let database: TestDatabase
  let mail: MailCatcher

  beforeAll(async () => {
    database = await driver.create()
    mail = await startMailCatcher({ smtpPort: 0, httpPort: 0 })
  }, 30_000)
  afterAll(async () => {
    await mail?.stop()
    await database?.destroy()
  })

  it('behavior: users, wallets, sessions, codes and cooldowns survive a restart on the same database', async () => {
    const clock = createManualClock()
    const first = await startTestServer({ database, mail, clock })
    const browser = first.browser()
    const signedIn = await signUp(first, browser, 'keep@example.com')
    await browser.request('PUT', '/auth/v1/wallet', {
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      encryptedKey: ENCRYPTED_KEY,
    })
    clock.advance(30_000)
    const since = new Date()
    await first.browser().post('/auth/v1/email/start', { projectId: 'demo', email: 'pending@example.com' })
    const pendingCode = await codeFor(mail, 'pending@example.com', since)
    await first.stop()

    clock.advance(5_000)
    const second = await startTestServer({ database, mail, clock })
    try {
      // A new port, so the cookies are carried over by hand, as a browser would keep them.
      const again = second.browser()
      for (const [name, value] of browser.cookies) again.cookies.set(name, value)
      const session = await again.get('/auth/v1/session')
      expect(session.status).toBe(200)
      expect(session.body).toEqual({
        ...signedIn.body,
        user: { ...signedIn.body.user, address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
        encryptedKey: ENCRYPTED_KEY,
        login: null,
      })
      // The cooldown taken before the restart still holds (25 s left).
      const cooled = await second
        .browser()
        .post('/auth/v1/email/start', { projectId: 'demo', email: 'pending@example.com' })
      expect(cooled.body).toEqual({ error: 'Please try again after 25 seconds', retryAfterSeconds: 25 })
      // The code mailed before the restart still verifies.
      const verified = await second
        .browser()
        .post('/auth/v1/otp/verify', { projectId: 'demo', email: 'pending@example.com', otp: pendingCode })
      expect(verified.status).toBe(200)
      const [{ version }] = (await second.server.db.query<{ version: number }>(
        'select max(version) as version from schema_migrations',
      )) as [{ version: number }]
      expect(version).toBe(migrations.at(-1)!.version)
    } finally {
      await second.stop()
    }
  })

  it('error: when mail cannot be sent the client gets a short 502, never the internal error', async () => {
    const closed = await startMailCatcher({ smtpPort: 0, httpPort: 0 })
    const deadPort = closed.smtpPort
    await closed.stop()
    const server = await startServer(
      loadConfig(
        {
          port: 0,
          dataDir: database.dataDir,
          ...(database.databaseUrl ? { databaseUrl: database.databaseUrl } : {}),
          smtp: { host: '127.0.0.1', port: deadPort },
        },
        {},
      ),
    )
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const res = await fetch(`${server.url}/auth/v1/email/start`, {
        method: 'POST',
        headers: { origin: server.url, 'content-type': 'application/json' },
        body: JSON.stringify({ projectId: 'demo', email: 'lost@example.com' }),
      })
      expect(res.status).toBe(502)
      const text = await res.text()
      expect(JSON.parse(text)).toEqual({ error: 'Could not send the email; please try again' })
      expect(text).not.toMatch(/ECONNREFUSED|at \w+ \(|127\.0\.0\.1/)
      // The operator does get the reason.
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('ECONNREFUSED'))
    } finally {
      logged.mockRestore()
      await server.stop()
    }
  })

  it('error: a port in use is named, and the database is left alone', async () => {
    const running = await startTestServer({ database, mail })
    try {
      const config = loadConfig(
        {
          port: running.server.port,
          dataDir: database.dataDir,
          ...(database.databaseUrl ? { databaseUrl: database.databaseUrl } : {}),
        },
        {},
      )
      await expect(startServer(config)).rejects.toThrow(
        `server: port ${running.server.port} on 127.0.0.1 is already in use`,
      )
      expect((await running.browser().get('/auth/v1/session')).body).toEqual({ user: null })
    } finally {
      await running.stop()
    }
  })

  it('behavior: stop() closes HTTP even during a long poll, and is safe to call twice', async () => {
    const server = await startTestServer({
      database,
      mail,
      config: { deviceWait: { timeoutMs: 60_000, intervalMs: 50 } },
    })
    const owner = server.browser()
    await signUp(server, owner, 'poll@example.com')
    server.clock.advance(30_000)
    const other = server.browser()
    await other.post('/auth/v1/email/start', { projectId: 'demo', email: 'poll@example.com' })
    const polling = other
      .post('/auth/v1/device/wait', { projectId: 'demo', email: 'poll@example.com' })
      .catch((err: unknown) => err)
    await new Promise((resolve) => setTimeout(resolve, 100))
    const started = performance.now()
    await server.stop()
    await server.stop()
    expect(performance.now() - started).toBeLessThan(3_000)
    await polling
    await expect(fetch(`${server.url}/`)).rejects.toThrow()
  })
})
