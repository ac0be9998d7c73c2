import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createManualClock } from '../clock.js'
import { testDrivers, type TestDatabase } from '../testing/databases.js'
import {
  codeFor,
  signUp,
  startTestServer,
  type ApiClient,
  type ApiResponse,
  type TestServer,
} from '../testing/harness.js'

const START = '/auth/v1/email/start'
const VERIFY = '/auth/v1/otp/verify'
const projectId = 'demo'
const HOUR = 60 * 60_000

const wrongCodeFor = (code: string): string => (code === '000000' ? '111111' : '000000')

function expectTooMany(res: ApiResponse, minutes: number, seconds: number): void {
  expect(res.status).toBe(429)
  expect(res.body).toEqual({ error: `Too many attempts; try again in ${minutes} minutes`, retryAfterSeconds: seconds })
  expect(res.headers.get('retry-after')).toBe(String(seconds))
}

describe.each(testDrivers)('per-address budgets ($name)', (driver) => {
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

  /** Starts a login for `email` (after the 30 s cooldown) and answers the mailed code. */
  async function mailedCode(browser: ApiClient, email: string): Promise<string> {
    t.clock.advance(30_000)
    const since = new Date()
    const start = await browser.post(START, { projectId, email })
    expect(start.status).toBe(200)
    return codeFor(t.mail, email, since)
  }

  it('behavior: an address gets at most 5 code mails an hour; then 429 in whole minutes with Retry-After, until the hour is over', async () => {
    const browser = t.browser()
    const first = t.clock().getTime()
    for (let i = 0; i < 5; i++) {
      expect((await browser.post(START, { projectId, email: 'amy@example.com' })).status).toBe(200)
      t.clock.advance(30_000)
    }
    // 150 s after the first mail: 3450 s of the hour are left, 57.5 minutes, read as 58.
    const sixth = await browser.post(START, { projectId, email: 'AMY@example.com' })
    expectTooMany(sixth, 58, 3450)
    expect(t.mail.messages().filter((m) => m.to.includes('amy@example.com'))).toHaveLength(5)
    // Another browser, another address: the budget is the address's alone.
    expectTooMany(await t.browser().post(START, { projectId, email: 'amy@example.com' }), 58, 3450)
    expect((await browser.post(START, { projectId, email: 'ben@example.com' })).status).toBe(200)

    t.clock.set(new Date(first + HOUR - 1_000))
    expectTooMany(await browser.post(START, { projectId, email: 'amy@example.com' }), 1, 1)
    t.clock.set(new Date(first + HOUR))
    expect((await browser.post(START, { projectId, email: 'amy@example.com' })).status).toBe(200)
  })

  it('behavior: the mail budget stops mail only; a code already sent still signs in', async () => {
    const browser = t.browser()
    let code = ''
    for (let i = 0; i < 5; i++) code = await mailedCode(browser, 'cat@example.com')
    t.clock.advance(30_000)
    expect((await browser.post(START, { projectId, email: 'cat@example.com' })).status).toBe(429)
    expect((await browser.post(VERIFY, { projectId, email: 'cat@example.com', otp: code })).status).toBe(200)
  })

  it('behavior: 10 wrong codes an hour across all codes of an address lock it: verify and start answer 429 until the hour is over', async () => {
    const browser = t.browser()
    const email = 'dan@example.com'
    const first = await mailedCode(browser, email)
    const firstAt = t.clock().getTime()
    for (let i = 0; i < 4; i++)
      expect((await browser.post(VERIFY, { projectId, email, otp: wrongCodeFor(first) })).body).toEqual({
        error: 'Invalid code',
      })
    const second = await mailedCode(browser, email)
    for (let i = 0; i < 4; i++)
      expect((await browser.post(VERIFY, { projectId, email, otp: wrongCodeFor(second) })).body).toEqual({
        error: 'Invalid code',
      })
    const third = await mailedCode(browser, email)
    for (let i = 0; i < 2; i++)
      expect((await browser.post(VERIFY, { projectId, email, otp: wrongCodeFor(third) })).body).toEqual({
        error: 'Invalid code',
      })

    // Ten wrong codes, though no single code reached its own limit of 5: even the right code is refused now.
    const left = Math.ceil((firstAt + HOUR - t.clock().getTime()) / 1000)
    expectTooMany(await browser.post(VERIFY, { projectId, email, otp: third }), Math.ceil(left / 60), left)
    t.clock.advance(30_000)
    const mailsBefore = t.mail.messages().length
    expectTooMany(await browser.post(START, { projectId, email }), Math.ceil((left - 30) / 60), left - 30)
    expect(t.mail.messages()).toHaveLength(mailsBefore)
    // Others are not held back.
    expect((await browser.post(START, { projectId, email: 'eli@example.com' })).status).toBe(200)

    // The hour over, the address works again (the old codes have expired by then; a new one is mailed).
    t.clock.set(new Date(firstAt + HOUR))
    const fresh = await mailedCode(browser, email)
    expect((await browser.post(VERIFY, { projectId, email, otp: fresh })).status).toBe(200)
  })

  it('behavior: concurrent wrong guesses cannot overshoot the budget together', async () => {
    const browser = t.browser()
    const email = 'fay@example.com'
    for (let i = 0; i < 2; i++) {
      const code = await mailedCode(browser, email)
      for (let j = 0; j < 4; j++) await browser.post(VERIFY, { projectId, email, otp: wrongCodeFor(code) })
    }
    // Eight counted; five wrong guesses at once at a fresh code: only two may count.
    const code = await mailedCode(browser, email)
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => browser.post(VERIFY, { projectId, email, otp: wrongCodeFor(code) })),
    )
    expect(burst.map((res) => res.status).sort()).toEqual([400, 400, 429, 429, 429])
    const [row] = await t.server.db.query<{ count: number }>(`select count from rate_limits where key = $1`, [
      `wrong-codes:${email}`,
    ])
    expect(row!.count).toBe(10)
  })

  it('behavior: email-update codes count on the account’s address and on the new address', async () => {
    const browser = t.browser()
    await signUp(t, browser, 'gus@example.com')
    const update = async (target: string): Promise<string> => {
      t.clock.advance(30_000)
      const since = new Date()
      expect((await browser.post('/auth/v1/email/update', { email: target })).status).toBe(200)
      return codeFor(t.mail, 'gus@example.com', since)
    }
    // Ten wrong codes on the first step of two changes toward target@.
    for (let round = 0; round < 2; round++) {
      const code = await update('target@example.com')
      for (let i = 0; i < 5; i++) {
        expect((await browser.post('/auth/v1/email/update/primary', { otp: wrongCodeFor(code) })).status).toBe(400)
      }
    }
    t.clock.advance(30_000)
    // The target address is locked for its own logins, and so is the account's address.
    expect((await t.browser().post(START, { projectId, email: 'target@example.com' })).status).toBe(429)
    expect((await t.browser().post(START, { projectId, email: 'gus@example.com' })).status).toBe(429)
    expect((await browser.post('/auth/v1/email/update', { email: 'other@example.com' })).status).toBe(429)
    expect((await browser.post('/auth/v1/email/update/primary', { otp: '123456' })).status).toBe(429)
    // An uninvolved address is free.
    expect((await t.browser().post(START, { projectId, email: 'free@example.com' })).status).toBe(200)
  })

  it('behavior: email-update mails count on the new address: five changes toward it use up its hour', async () => {
    const browser = t.browser()
    await signUp(t, browser, 'hal@example.com')
    t.clock.advance(HOUR) // the sign-up's mail no longer counts on hal@
    for (let i = 0; i < 5; i++) {
      t.clock.advance(30_000)
      expect((await browser.post('/auth/v1/email/update', { email: `new${i}@example.com` })).status).toBe(200)
    }
    // Five mails to hal@ for five different targets: the account's address is spent.
    t.clock.advance(30_000)
    expect((await browser.post('/auth/v1/email/update', { email: 'new9@example.com' })).status).toBe(429)

    const other = t.browser()
    await signUp(t, other, 'ida@example.com')
    for (let i = 0; i < 4; i++) {
      t.clock.advance(30_000)
      expect((await t.browser().post(START, { projectId, email: 'victim@example.com' })).status).toBe(200)
    }
    t.clock.advance(30_000)
    expect((await other.post('/auth/v1/email/update', { email: 'victim@example.com' })).status).toBe(200)
    // victim@ got 4 login mails and was named by one change: its hour is spent.
    t.clock.advance(30_000)
    expect((await t.browser().post(START, { projectId, email: 'victim@example.com' })).status).toBe(429)
  })
})

describe.each(testDrivers)('budgets across a restart ($name)', (driver) => {
  let database: TestDatabase
  let t: TestServer | undefined

  beforeAll(async () => {
    database = await driver.create()
  }, 30_000)
  afterAll(async () => {
    await t?.stop()
    await database?.destroy()
  })

  it('behavior: the counters live in the database, so a restarted server still refuses', async () => {
    const clock = createManualClock()
    t = await startTestServer({ database, clock })
    for (let i = 0; i < 5; i++) {
      expect((await t.browser().post(START, { projectId, email: 'jo@example.com' })).status).toBe(200)
      clock.advance(30_000)
    }
    await t.stop()
    t = await startTestServer({ database, clock })
    const refused = await t.browser().post(START, { projectId, email: 'jo@example.com' })
    expect(refused.status).toBe(429)
    expect(refused.body.error).toBe('Too many attempts; try again in 58 minutes')
  }, 30_000)
})

describe.each(testDrivers)('per-IP counting ($name)', (driver) => {
  let databases: TestDatabase[] = []
  let direct: TestServer
  let proxied: TestServer

  beforeAll(async () => {
    databases = await Promise.all([driver.create(), driver.create()])
    // One server with no trusted proxy, one behind a proxy on 127.0.0.1 (where the tests connect from).
    ;[direct, proxied] = await Promise.all([
      startTestServer({ database: databases[0]!, config: { rateLimit: { startsPerIp: 2 } } }),
      startTestServer({
        database: databases[1]!,
        config: { rateLimit: { startsPerIp: 2 }, trustedProxies: ['127.0.0.1'] },
      }),
    ])
  }, 30_000)
  afterAll(async () => {
    await proxied?.stop()
    await direct?.stop()
    for (const database of databases) await database.destroy()
  })
  beforeEach(async () => {
    await direct.reset()
    await proxied.reset()
  })

  const startFrom = (t: TestServer, email: string, forwardedFor?: string) =>
    fetch(`${t.url}${START}`, {
      method: 'POST',
      headers: {
        origin: t.url,
        'content-type': 'application/json',
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      body: JSON.stringify({ projectId, email }),
    }).then((res) => res.status)

  it('behavior: without a trusted proxy, a forged X-Forwarded-For does not escape the per-IP limit', async () => {
    expect(await startFrom(direct, 'k1@example.com', '203.0.113.1')).toBe(200)
    expect(await startFrom(direct, 'k2@example.com', '203.0.113.2')).toBe(200)
    expect(await startFrom(direct, 'k3@example.com', '203.0.113.3')).toBe(429)
  })

  it('behavior: behind a trusted proxy, each forwarded client has its own budget; IPv6 clients share one per /64', async () => {
    expect(await startFrom(proxied, 'l1@example.com', '203.0.113.1')).toBe(200)
    expect(await startFrom(proxied, 'l2@example.com', '203.0.113.1')).toBe(200)
    expect(await startFrom(proxied, 'l3@example.com', '203.0.113.1')).toBe(429)
    // The client's own entries left of the proxy's are not believed.
    expect(await startFrom(proxied, 'l4@example.com', '198.51.100.77, 203.0.113.1')).toBe(429)
    expect(await startFrom(proxied, 'l5@example.com', '203.0.113.2')).toBe(200)

    expect(await startFrom(proxied, 'm1@example.com', '2001:db8:1:2::1')).toBe(200)
    expect(await startFrom(proxied, 'm2@example.com', '2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(200)
    expect(await startFrom(proxied, 'm3@example.com', '2001:db8:1:2::abcd')).toBe(429)
    expect(await startFrom(proxied, 'm4@example.com', '2001:db8:1:3::1')).toBe(200)
    expect(await startFrom(proxied, 'm5@example.com', '::ffff:203.0.113.2')).toBe(200)
    expect(await startFrom(proxied, 'm6@example.com', '203.0.113.2')).toBe(429)
  })
})
