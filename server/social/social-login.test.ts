import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { IdentityProvider } from '../../dev/identity-provider/index.js'
import * as z from 'zod/mini'
import {
  REDIRECT_PROVIDERS,
  SOCIAL_RESULT_NAMESPACE,
  SocialErrorBody,
  SocialSession,
  SocialStarted,
} from '../../shared/contracts/social.js'
import { testDrivers, type TestDatabase } from '../testing/databases.js'
import type { TestServer } from '../testing/harness.js'
import { connect, drivePopup, PopupWindow, socialLogin, startLogin } from './testing/drive-login.js'
import { startSocialTestServer, type SocialTestServer } from './testing/social-server.js'

const FLOW_TTL_MS = 10 * 60_000

/** What each provider's answer calls the test account alice, through that provider's claim paths. */
const ALICE = {
  google: { subject: 'alice', userName: 'Alice Example' },
  apple: { subject: 'alice', userName: 'alice@example.com' },
  github: { subject: '1001', userName: 'alice' },
  discord: { subject: '1001', userName: 'alice' },
  x: { subject: '1001', userName: 'alice' },
  facebook: { subject: '1001', userName: 'Alice Example' },
} as const

describe.each(testDrivers)('social login ($name)', { timeout: 60_000 }, (driver) => {
  let database: TestDatabase
  let world: SocialTestServer
  let t: TestServer
  let idp: IdentityProvider

  beforeAll(async () => {
    database = await driver.create()
    world = await startSocialTestServer(database, FLOW_TTL_MS)
    ;({ t, idp } = world)
  }, 120_000)
  afterAll(async () => {
    await world?.stop()
    await database?.destroy()
  })
  beforeEach(() => world.reset())

  it.each(REDIRECT_PROVIDERS)('behavior: a login with %s settings ends in a signed-in session', async (provider) => {
    const frame = t.browser()
    const started = await frame.post('/auth/v1/social/start', { provider })
    expect(started.status).toBe(200)
    expect(z.safeParse(SocialStarted, started.body).success).toBe(true)
    const authorization = new URL(started.body.uri)
    expect(authorization.origin).toBe(idp.url)
    expect(authorization.searchParams.get('client_id')).toBe(provider)
    expect(authorization.searchParams.get('state')).toBe(started.body.state)
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256')
    expect(authorization.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(authorization.searchParams.has('code_verifier')).toBe(false)
    // Only the OpenID Connect providers get (and check) a nonce.
    expect(authorization.searchParams.has('nonce')).toBe(provider === 'google' || provider === 'apple')
    // Apple answers with a POST from its page (form_post); the others redirect.
    expect(authorization.searchParams.get('response_mode')).toBe(provider === 'apple' ? 'form_post' : null)
    const flowCookie = started.setCookies.find((line) => line.startsWith('__Host-ww_social='))!
    for (const attribute of [/HttpOnly/i, /; Secure/i, /SameSite=None/i, /Partitioned/i, /; Path=\/(;|$)/])
      expect(flowCookie).toMatch(attribute)

    const popup = await drivePopup(started.body.uri)
    expect(new URL(popup.callbackUrl).pathname).toBe(`/auth/v1/social/callback/${provider}`)
    expect(new URL(popup.resultUri).searchParams.get('state')).toBe(started.body.state)
    // The page posts its URL to the secure origin only.
    expect(popup.resultPage).toContain(JSON.stringify(t.url))
    expect(popup.resultPage).toContain(SOCIAL_RESULT_NAMESPACE)
    expect(popup.resultPage).not.toContain("'*'")

    const connected = await connect(frame, popup.resultUri)
    expect(connected.status).toBe(200)
    // The answers are the shared contract's, as the frame will parse them.
    expect(z.safeParse(SocialSession, connected.body).success).toBe(true)
    expect(connected.body.user).toEqual({
      id: expect.any(String),
      email: null,
      address: null,
      provider,
      userName: ALICE[provider].userName,
    })
    expect(connected.body.link).toBeUndefined()
    expect(Buffer.from(connected.body.keySecret, 'base64')).toHaveLength(32)
    expect(connected.setCookies.some((line) => line.startsWith('__Host-ww_session='))).toBe(true)
    const session = await frame.get('/auth/v1/session')
    expect(session.body.user.id).toBe(connected.body.user.id)
    // The session names how it was opened, so a frame restoring it after a reload names the login too.
    expect(session.body.login).toEqual({ provider, userName: ALICE[provider].userName })
    const [account] = await t.server.db.query<{ subject: string; user_name: string }>(
      'select subject, user_name from social_accounts where provider = $1',
      [provider],
    )
    expect(account).toEqual({ subject: ALICE[provider].subject, user_name: ALICE[provider].userName })

    // The account is keyed by provider + subject: the same person in another browser opens the same wallet.
    const again = await socialLogin(t.browser(), provider)
    expect(again.connected.body.user.id).toBe(connected.body.user.id)
    // Another person is another account.
    const bob = await socialLogin(t.browser(), provider, { account: 'bob' })
    expect(bob.connected.body.user.id).not.toBe(connected.body.user.id)
  })

  it('error: denying at the consent page ends in "Connection rejected"', async () => {
    const frame = t.browser()
    const { started, popup, connected } = await socialLogin(frame, 'github', { decision: 'deny' })
    const result = new URL(popup.resultUri)
    expect(result.searchParams.get('state')).toBe(started.state)
    expect(result.searchParams.get('error')).toBe('social_denied')
    expect(popup.resultPage).toContain('Connection rejected')
    expect(connected.status).toBe(403)
    expect(z.safeParse(SocialErrorBody, connected.body).success).toBe(true)
    expect(connected.body).toMatchObject({ error: 'Connection rejected', code: 'social_denied' })
    expect(connected.setCookies.some((line) => line.startsWith('__Host-ww_session='))).toBe(false)
    expect((await frame.get('/auth/v1/session')).body).toEqual({ user: null })
  })

  it('error: a callback whose state belongs to no login is refused', async () => {
    const frame = t.browser()
    const started = await startLogin(frame, 'google')
    const forged = new URL(started.uri)
    forged.searchParams.set('state', 'not-the-state')
    const popup = await drivePopup(forged.href)
    expect(new URL(popup.resultUri).searchParams.get('error')).toBe('social_state_mismatch')
    const connected = await connect(frame, popup.resultUri)
    expect(connected.status).toBe(403)
    expect(connected.body).toMatchObject({ error: 'Failed to connect', code: 'social_state_mismatch' })
  })

  it("error: another browser's login result is refused, and the result still works where it started", async () => {
    const victim = t.browser()
    const started = await startLogin(victim, 'discord')
    const popup = await drivePopup(started.uri)
    const attacker = t.browser()
    await startLogin(attacker, 'discord')
    const stolen = await connect(attacker, popup.resultUri)
    expect(stolen.status).toBe(403)
    expect(stolen.body.code).toBe('social_state_mismatch')
    const tampered = new URL(popup.resultUri)
    tampered.searchParams.set('result', 'f'.repeat(64))
    expect((await connect(victim, tampered.href)).body.code).toBe('social_bad_result')
    expect((await connect(victim, popup.resultUri)).status).toBe(200)
  })

  it('error: a replayed callback is refused, and a used result cannot sign in again', async () => {
    const frame = t.browser()
    const started = await startLogin(frame, 'x')
    const popup = await drivePopup(started.uri)
    const replay = await new PopupWindow().go(popup.callbackUrl)
    expect(replay.status).toBe(303)
    expect(new URL(replay.location!).searchParams.get('error')).toBe('social_replayed')
    expect((await connect(frame, popup.resultUri)).status).toBe(200)
    const again = await connect(frame, popup.resultUri)
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ error: 'Failed to connect', code: 'social_replayed' })
  })

  it("behavior: Apple's answer is POSTed from the provider's origin; a replayed POST and an answer the wrong way are refused", async () => {
    const frame = t.browser()
    const started = await startLogin(frame, 'apple')
    // The popup up to the provider's self-submitting page, without submitting it.
    const window = new PopupWindow()
    let page = await window.go(started.uri)
    page = await window.go(new URL(page.location!, page.url).href)
    const login = /action="(\/interaction\/[^"]+\/login)"/.exec(page.text)![1]!
    page = await window.go(new URL(login, page.url).href, { username: 'alice' })
    while (page.location) page = await window.go(new URL(page.location, page.url).href)
    const confirm = /action="(\/interaction\/[^"]+\/confirm)"/.exec(page.text)![1]!
    page = await window.go(new URL(confirm, page.url).href, {})
    while (page.location) page = await window.go(new URL(page.location, page.url).href)
    const action = /<form method="post" action="([^"]+)">/.exec(page.text)![1]!
    expect(action).toBe(`${t.url}/auth/v1/social/callback/apple`)
    const fields = Object.fromEntries(
      [...page.text.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map((m) => [m[1], m[2]]),
    )
    expect(fields.state).toBe(started.state)
    const post = (body: Record<string, string>, path = '/auth/v1/social/callback/apple') =>
      fetch(`${t.url}${path}`, {
        method: 'POST',
        // As a browser sends it: from the provider's page, a cross-origin form POST.
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: idp.url,
          'sec-fetch-site': 'cross-site',
        },
        body: new URLSearchParams(body).toString(),
        redirect: 'manual',
      })
    // The answer the wrong way is not the answer: Apple's code in a GET, or a POST for a redirecting provider.
    const asQuery = await new PopupWindow().go(`${t.url}/auth/v1/social/callback/apple?${new URLSearchParams(fields)}`)
    expect(new URL(asQuery.location!).searchParams.get('error')).toBe('social_state_mismatch')
    const toGithub = await post(fields, '/auth/v1/social/callback/github')
    expect(new URL(toGithub.headers.get('location')!).searchParams.get('error')).toBe('social_state_mismatch')

    const answered = await post({ ...fields, user: JSON.stringify({ name: { firstName: 'Alice' } }) })
    expect(answered.status).toBe(303)
    const result = new URL(answered.headers.get('location')!)
    expect(result.searchParams.get('error')).toBeNull()
    const replayed = await post(fields)
    expect(new URL(replayed.headers.get('location')!).searchParams.get('error')).toBe('social_replayed')
    const connected = await connect(frame, result.href)
    expect(connected.status).toBe(200)
    expect(connected.body.user).toMatchObject({ provider: 'apple', userName: ALICE.apple.userName })
  })

  it('error: a login older than its lifetime is refused at the callback and at connect', async () => {
    const frame = t.browser()
    const late = await startLogin(frame, 'apple')
    t.clock.advance(FLOW_TTL_MS + 1_000)
    const popup = await drivePopup(late.uri)
    expect(new URL(popup.resultUri).searchParams.get('error')).toBe('social_flow_expired')
    expect((await connect(frame, popup.resultUri)).body).toMatchObject({
      error: 'Failed to connect',
      code: 'social_flow_expired',
    })

    const slow = await startLogin(frame, 'facebook')
    const done = await drivePopup(slow.uri)
    t.clock.advance(FLOW_TTL_MS + 1_000)
    const connected = await connect(frame, done.resultUri)
    expect(connected.status).toBe(400)
    expect(connected.body.code).toBe('social_flow_expired')
  })

  it('error: a result uri of another origin or path is refused', async () => {
    const frame = t.browser()
    const started = await startLogin(frame, 'google')
    const popup = await drivePopup(started.uri)
    const elsewhere = popup.resultUri.replace(t.url, 'https://evil.example')
    expect((await connect(frame, elsewhere)).body.code).toBe('social_bad_result')
    expect((await connect(frame, 'not a url')).body.code).toBe('social_bad_result')
  })

  it.each([
    '/auth/v1/social/start',
    '/auth/v1/social/connect',
    '/auth/v1/social/link/start',
    '/auth/v1/social/link/verify',
  ])('error: POST %s from another origin, or with no Origin, is refused with 403', async (path) => {
    const frame = t.browser()
    for (const origin of ['https://evil.example', 'null', null]) {
      const res = await frame.post(
        path,
        { provider: 'google', uri: `${t.url}/auth/v1/social/result`, otp: '123456' },
        { origin },
      )
      expect(res.status, `${origin}`).toBe(403)
      expect(res.body).toEqual({ error: 'Cross-origin request refused' })
    }
    expect(await t.server.db.query('select 1 from social_flows')).toHaveLength(0)
  })

  it('error: an unknown provider is refused, naming the field', async () => {
    const frame = t.browser()
    const unknown = await frame.post('/auth/v1/social/start', { provider: 'myspace' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.field).toBe('provider')
  })
})
