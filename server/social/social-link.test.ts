import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { testDrivers, type TestDatabase } from '../testing/databases.js'
import { codeFor, signUp, type TestServer } from '../testing/harness.js'
import { socialLogin } from './testing/drive-login.js'
import { startSocialTestServer, type SocialTestServer } from './testing/social-server.js'

const LINK_START = '/auth/v1/social/link/start'
const LINK_VERIFY = '/auth/v1/social/link/verify'

describe.each(testDrivers)('social account linking ($name)', { timeout: 60_000 }, (driver) => {
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

  it('behavior: a verified email with an email wallet is offered, and opens it only after its one-time code', async () => {
    const emailWallet = (await signUp(t, t.browser(), 'alice@example.com')).body.user
    const frame = t.browser()
    const { connected } = await socialLogin(frame, 'google')
    expect(connected.status).toBe(200)
    // Not silently: the social account signs in to a wallet of its own, with the link only offered.
    expect(connected.body.user.id).not.toBe(emailWallet.id)
    expect(connected.body.user.email).toBeNull()
    expect(connected.body.link).toEqual({ email: 'alice@example.com' })
    expect((await frame.get('/auth/v1/session')).body.user.id).toBe(connected.body.user.id)

    // The address's mail cooldown (30 s) counts the sign-up's code too.
    const tooSoon = await frame.post(LINK_START, {})
    expect(tooSoon.status).toBe(429)
    expect(tooSoon.body.error).toMatch(/^Please try again after \d+ seconds$/)
    t.clock.advance(31_000)
    const since = new Date()
    const started = await frame.post(LINK_START, {})
    expect(started.status).toBe(200)
    expect(started.body).toEqual({ action: 'VERIFY_OTP', email: 'alice@example.com' })
    const otp = await codeFor(t.mail, 'alice@example.com', since)

    const wrong = await frame.post(LINK_VERIFY, { otp: otp === '000000' ? '111111' : '000000' })
    expect(wrong.status).toBe(400)
    expect(wrong.body.error).toBe('Invalid code')
    expect((await frame.get('/auth/v1/session')).body.user.id).toBe(connected.body.user.id)

    const linked = await frame.post(LINK_VERIFY, { otp })
    expect(linked.status).toBe(200)
    expect(linked.body.user).toEqual({
      id: emailWallet.id,
      email: 'alice@example.com',
      address: null,
      provider: 'google',
      userName: 'Alice Example',
    })
    expect(linked.body.link).toBeUndefined()
    const linkedSession = (await frame.get('/auth/v1/session')).body
    expect(linkedSession.user.id).toBe(emailWallet.id)
    // The linked session was opened by the social account: it still names it.
    expect(linkedSession.login).toEqual({ provider: 'google', userName: expect.any(String) })
    // The code is single use.
    expect((await frame.post(LINK_VERIFY, { otp })).status).not.toBe(200)

    // From now on the account opens the email wallet, in any browser, with nothing more on offer.
    const later = await socialLogin(t.browser(), 'google')
    expect(later.connected.body.user.id).toBe(emailWallet.id)
    expect(later.connected.body.link).toBeUndefined()
  })

  it('error: an email the provider does not call verified is never offered, and linking is refused', async () => {
    await signUp(t, t.browser(), 'alice@example.com')
    const frame = t.browser()
    // The GitHub profile's email carries no verification.
    const { connected } = await socialLogin(frame, 'github')
    expect(connected.body.link).toBeUndefined()
    const refused = await frame.post(LINK_START, {})
    expect(refused.status).toBe(409)
    expect(refused.body.code).toBe('social_no_link')
    expect(t.mail.messages().filter((m) => m.to.includes('alice@example.com'))).toHaveLength(1)
  })

  it('error: linking needs a signed-in social session', async () => {
    const stranger = t.browser()
    expect((await stranger.post(LINK_START, {})).status).toBe(401)
    expect((await stranger.post(LINK_VERIFY, { otp: '123456' })).status).toBe(401)
  })

  it('behavior: a verified email without an email wallet offers nothing; the account keeps its own wallet', async () => {
    const frame = t.browser()
    const { connected } = await socialLogin(frame, 'discord', { account: 'bob' })
    expect(connected.body.link).toBeUndefined()
    expect(connected.body.user).toMatchObject({ email: null, userName: 'bob_builds' })
    expect((await frame.post(LINK_START, {})).status).toBe(409)
  })
})
