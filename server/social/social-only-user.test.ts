/**
 * An account that signed in only through a social provider has no email: the auth API's session
 * answers it with `email: null` (the contract allows it), its wallet is stored as an email
 * wallet's, and the email update refuses it with a reason instead of mailing nobody.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { AuthSession } from '../../shared/contracts/auth.js'
import { EmailUpdateMessages } from '../auth/routes/email-update.js'
import { testDrivers, type TestDatabase } from '../testing/databases.js'
import type { TestServer } from '../testing/harness.js'
import { socialLogin } from './testing/drive-login.js'
import { startSocialTestServer, type SocialTestServer } from './testing/social-server.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ENCRYPTED_KEY = Buffer.alloc(60, 7).toString('base64')

describe.each(testDrivers)('a social-only account ($name)', { timeout: 60_000 }, (driver) => {
  let database: TestDatabase
  let world: SocialTestServer
  let t: TestServer

  beforeAll(async () => {
    database = await driver.create()
    world = await startSocialTestServer(database, 10 * 60_000)
    t = world.t
  }, 120_000)
  afterAll(async () => {
    await world?.stop()
    await database?.destroy()
  })
  beforeEach(() => world.reset())

  it('behavior: the session answers email null, and the wallet is stored as for email', async () => {
    const frame = t.browser()
    const { connected } = await socialLogin(frame, 'github')
    expect(connected.status).toBe(200)
    expect(connected.body.user.email).toBeNull()

    const session = await frame.get('/auth/v1/session')
    expect(session.status).toBe(200)
    expect(z.safeParse(AuthSession, session.body).success).toBe(true)
    expect(session.body.user).toEqual({ id: connected.body.user.id, email: null, address: null })

    const stored = await frame.request('PUT', '/auth/v1/wallet', { address: ADDRESS, encryptedKey: ENCRYPTED_KEY })
    expect(stored.status).toBe(200)
    expect(stored.body.user).toEqual({ id: connected.body.user.id, email: null, address: ADDRESS })
  })

  it('error: an email update is refused with its reason, before any mail', async () => {
    const frame = t.browser()
    await socialLogin(frame, 'github')
    const update = await frame.post('/auth/v1/email/update', { email: 'new@example.com' })
    expect(update.status).toBe(409)
    expect(update.body).toEqual({ error: EmailUpdateMessages.noEmail })
    const primary = await frame.post('/auth/v1/email/update/primary', { otp: '123456' })
    expect(primary.status).toBe(409)
    expect(primary.body).toEqual({ error: EmailUpdateMessages.noEmail })
  })
})
