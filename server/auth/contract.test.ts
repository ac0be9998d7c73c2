import * as z from 'zod/mini'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type AuthEndpointName, AuthEndpoints, AuthErrorBody } from '../../shared/contracts/auth.js'
import { testDrivers, type TestDatabase } from '../testing/databases.js'
import { type ApiClient, type ApiResponse, codeFor, startTestServer, type TestServer } from '../testing/harness.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ENCRYPTED_KEY = Buffer.alloc(60, 7).toString('base64')

describe.each(testDrivers)('the auth API keeps the shared contract ($name)', (driver) => {
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

  /** Calls `name` as the contract describes it; answers its 2xx body checked against the contract. */
  async function call(browser: ApiClient, name: AuthEndpointName, body?: unknown): Promise<unknown> {
    const { method, path, answer } = AuthEndpoints[name]
    const res = await browser.request(method, path, body)
    expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(200)
    return z.parse(answer, res.body)
  }

  const failure = (res: ApiResponse) => z.parse(AuthErrorBody, res.body)

  it('behavior: every answer of a sign-up, a wallet, an email change and a sign-out is the one the contract promises', async () => {
    const browser = t.browser()
    let since = new Date()
    expect(await call(browser, 'startEmail', { projectId: 'test', email: 'cora@example.com' })).toEqual({
      action: 'VERIFY_OTP',
    })
    const otp = await codeFor(t.mail, 'cora@example.com', since)
    await call(browser, 'verifyOtp', { projectId: 'test', email: 'cora@example.com', otp })
    await call(browser, 'session')
    expect(await call(browser, 'saveWallet', { address: ADDRESS, encryptedKey: ENCRYPTED_KEY })).toMatchObject({
      user: { address: ADDRESS },
      encryptedKey: ENCRYPTED_KEY,
    })

    since = new Date()
    await call(browser, 'updateEmail', { email: 'cora.new@example.com' })
    const primary = await codeFor(t.mail, 'cora@example.com', since)
    since = new Date()
    await call(browser, 'updateEmailPrimaryOtp', { otp: primary })
    const secondary = await codeFor(t.mail, 'cora.new@example.com', since)
    expect(await call(browser, 'updateEmailSecondaryOtp', { otp: secondary })).toEqual({
      email: 'cora.new@example.com',
    })

    expect(await call(browser, 'signOut', {})).toEqual({ ok: true })
    const after = await browser.get(AuthEndpoints.session.path)
    expect(after.status).toBe(200)
    expect(z.parse(AuthEndpoints.session.answer, after.body)).toEqual({ user: null })
  })

  it('behavior: a known address from a new browser is asked to approve it, and the wait answers the same shape', async () => {
    const first = t.browser()
    const since = new Date()
    await call(first, 'startEmail', { projectId: 'test', email: 'dan@example.com' })
    const otp = await codeFor(t.mail, 'dan@example.com', since)
    await call(first, 'verifyOtp', { projectId: 'test', email: 'dan@example.com', otp })

    const second = t.browser()
    t.clock.advance(31_000)
    expect(await call(second, 'startEmail', { projectId: 'test', email: 'dan@example.com' })).toEqual({
      action: 'VERIFY_DEVICE',
    })
    // Nobody opens the link: the long poll runs out and says to ask again.
    expect(await call(second, 'waitForDevice', { projectId: 'test', email: 'dan@example.com' })).toEqual({
      action: 'VERIFY_DEVICE',
    })
  })

  it('error: every endpoint of the contract is served, and refuses a bad call with the contract error body', async () => {
    for (const [name, { method, path, answer }] of Object.entries(AuthEndpoints)) {
      const res = await t.browser().request(method, path, method === 'GET' ? undefined : { otp: 'nope' })
      // Sign-out reads no body and answers the same with or without a session; the session check answers nobody.
      if (name === 'signOut') expect(z.parse(answer, res.body)).toEqual({ ok: true })
      else if (name === 'session') expect(z.parse(answer, res.body)).toEqual({ user: null })
      else {
        expect([400, 401], `${name}: ${method} ${path} answered ${res.status}`).toContain(res.status)
        expect(failure(res).error, name).not.toBe('')
      }
    }
  })
})
