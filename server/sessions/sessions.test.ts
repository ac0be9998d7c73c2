/**
 * Sign-in with the wallet against a real server, a real anvil node and both databases: nonces
 * bound to the site, every refusal with its code, one session per nonce under a race, a smart
 * account's signature, reading and revoking a session, and the token verified through the JWKS
 * URL by the README's example.
 */
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose'
import type { Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import * as z from 'zod/mini'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createSessionVerifier } from '../../docs/examples/verify-session.js'
import { startAnvil, type AnvilNode } from '../../dev/world/anvil.js'
import { NonceAnswer, revokeMessage, SessionAnswer, SignInAnswer } from '../../shared/contracts/sessions.js'
import { testDrivers, type TestDatabase } from '../testing/databases.js'
import { type ApiClient, WIDGET_ORIGIN, widgetClient, type TestServer } from '../testing/harness.js'
import {
  askNonce,
  deployOwnedWallet,
  NETWORK,
  NOT_ALLOWED_SITE,
  OTHER_SITE,
  PROJECT,
  resetSignIn,
  SITE,
  signedMessage,
  signIn,
  startSignInServer,
} from './testing/sign-in-world.js'

/** Kept for the sign-in tests: 4890 to 4899. */
const ANVIL_PORT = 4890

const alice = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const mallory = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e97e87b0cfb3a1a58b1e3f8b23')

let node: AnvilNode
let smartAccount: Address

beforeAll(async () => {
  node = await startAnvil({ port: ANVIL_PORT, chainId: 31337 })
  smartAccount = await deployOwnedWallet(node, alice.address)
}, 60_000)
afterAll(async () => {
  await node?.stop()
})

describe.each(testDrivers)('sign-in with the wallet ($name)', (driver) => {
  let database: TestDatabase
  let t: TestServer
  let widget: ApiClient

  beforeAll(async () => {
    database = await driver.create()
    t = await startSignInServer(database, node)
    widget = widgetClient(t)
  }, 60_000)
  afterAll(async () => {
    await t?.stop()
    await database?.destroy()
  })
  beforeEach(async () => {
    t.clock.set(new Date())
    await resetSignIn(t)
  })

  const expectRefusal = (res: { status: number; body: any }, status: number, code: string, text: RegExp) => {
    expect({ status: res.status, code: res.body.code }, JSON.stringify(res.body)).toEqual({ status, code })
    expect(res.body.error).toMatch(text)
  }

  describe('POST /v1/sessions/nonce', () => {
    it('behavior: a nonce of letters and digits, valid for 10 minutes, for an allowed site', async () => {
      const res = await widget.post('/v1/sessions/nonce', { projectId: PROJECT, origin: SITE })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      const answer = z.parse(NonceAnswer, res.body)
      expect(answer.nonce).toMatch(/^[a-f0-9]{32}$/)
      expect(new Date(answer.expiresAt).getTime()).toBe(t.clock().getTime() + 10 * 60_000)
      expect(res.headers.get('access-control-allow-origin')).toBe(WIDGET_ORIGIN)
    })

    it('error: only the widget origins may ask (WIDGET_ORIGIN_REQUIRED), whatever the body says', async () => {
      for (const origin of [SITE, null]) {
        const res = await widget.post('/v1/sessions/nonce', { projectId: PROJECT, origin: SITE }, { origin })
        expectRefusal(res, 403, 'WIDGET_ORIGIN_REQUIRED', /not a widget origin/)
      }
    })

    it('error: a site the project does not allow gets no nonce (ORIGIN_NOT_ALLOWED), nor does an unknown project', async () => {
      const res = await widget.post('/v1/sessions/nonce', { projectId: PROJECT, origin: NOT_ALLOWED_SITE })
      expectRefusal(
        res,
        403,
        'ORIGIN_NOT_ALLOWED',
        /elsewhere\.example is not an allowed origin of project sign-in-test/,
      )
      const unknown = await widget.post('/v1/sessions/nonce', { projectId: 'nobody', origin: SITE })
      expect([unknown.status, unknown.body.error]).toEqual([403, 'Invalid Project ID'])
      const bad = await widget.post('/v1/sessions/nonce', { projectId: PROJECT, origin: 'https://user@shop.example' })
      expect([bad.status, bad.body.field]).toEqual([400, 'origin'])
    })

    it('error: past 60 nonces a minute for one IP and project, a 429 with Retry-After', async () => {
      for (let i = 0; i < 60; i++) await askNonce(widget)
      const res = await widget.post('/v1/sessions/nonce', { projectId: PROJECT, origin: SITE })
      expect(res.status).toBe(429)
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
      t.clock.advance(60_000)
      expect((await widget.post('/v1/sessions/nonce', { projectId: PROJECT, origin: SITE })).status).toBe(200)
    })
  })

  describe('POST /v1/sessions', () => {
    it('behavior: a signed message becomes a session, readable by its id, with a token the site backend verifies', async () => {
      const nonce = await askNonce(widget)
      const signed = await signedMessage(alice, nonce, t.clock())
      const res = await signIn(widget, signed)
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      const session = z.parse(SessionAnswer, res.body)
      expect(session).toMatchObject({
        message: signed.message,
        signature: signed.signature,
        account: `${NETWORK}:${alice.address}`,
        origin: SITE,
        data: { accountAddress: alice.address, chainId: NETWORK, domain: 'shop.example', nonce, version: '1' },
      })
      expect(new Date(session.expiresAt).getTime()).toBe(t.clock().getTime() + 7 * 24 * 3600_000)

      const read = await widget.get(`/v1/sessions/${session.id}`)
      expect(read.status, JSON.stringify(read.body)).toBe(200)
      expect(z.parse(SessionAnswer, read.body)).toMatchObject({ id: session.id, message: signed.message })

      // The README's example, against this server's JWKS URL.
      const verify = createSessionVerifier(t.url, SITE)
      expect(await verify(session.token)).toEqual({
        account: `${NETWORK}:${alice.address}`,
        sessionId: expect.any(String),
      })
      await expect(createSessionVerifier(t.url, OTHER_SITE)(session.token)).rejects.toThrow(/aud/)
      const claims = decodeJwt(session.token)
      expect(claims).toMatchObject({ iss: t.url, aud: SITE, sub: `${NETWORK}:${alice.address}` })
      expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(600)
      expect(decodeProtectedHeader(session.token).alg).toBe('ES256')
    })

    it('behavior: a smart account (ERC-1271) signs in with its owner’s signature; another key is refused', async () => {
      const nonce = await askNonce(widget)
      const signed = await signedMessage(alice, nonce, t.clock(), { address: smartAccount })
      const forged = await signedMessage(mallory, nonce, t.clock(), { address: smartAccount })
      expectRefusal(await signIn(widget, forged), 401, 'SIGNATURE_INVALID', new RegExp(`not ${smartAccount}'s`))
      const res = await signIn(widget, signed)
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      expect(res.body.account).toBe(`${NETWORK}:${smartAccount}`)
    })

    it('error: a replayed message is refused (NONCE_USED), and the first session stays the only one', async () => {
      const signed = await signedMessage(alice, await askNonce(widget), t.clock())
      expect((await signIn(widget, signed)).status).toBe(200)
      expectRefusal(await signIn(widget, signed), 409, 'NONCE_USED', /already been used/)
      expect(await t.server.db.query('select 1 from sign_in_sessions')).toHaveLength(1)
    })

    it('behavior: two verifications of one nonce at once make exactly one session', async () => {
      const signed = await signedMessage(alice, await askNonce(widget), t.clock())
      const answers = await Promise.all([signIn(widget, signed), signIn(widget, signed), signIn(widget, signed)])
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409])
      expect(await t.server.db.query('select 1 from sign_in_sessions')).toHaveLength(1)
    })

    it('error: a nonce never issued (NONCE_UNKNOWN) or older than 10 minutes (NONCE_EXPIRED)', async () => {
      const unknown = await signedMessage(alice, 'abcdef0123456789abcdef0123456789', t.clock())
      expectRefusal(await signIn(widget, unknown), 400, 'NONCE_UNKNOWN', /was not issued/)
      const nonce = await askNonce(widget)
      t.clock.advance(10 * 60_000 + 1)
      const late = await signedMessage(alice, nonce, t.clock())
      expectRefusal(await signIn(widget, late), 400, 'NONCE_EXPIRED', /has expired/)
    })

    it("error: the domain and uri must be the site the nonce was issued to, never another allowed site's", async () => {
      const nonce = await askNonce(widget, OTHER_SITE)
      const otherSite = await signedMessage(alice, nonce, t.clock())
      expectRefusal(
        await signIn(widget, otherSite),
        400,
        'DOMAIN_MISMATCH',
        /is for shop\.example, but the sign-in was started on http:\/\/localhost:4400/,
      )
      const wrongUri = await signedMessage(alice, nonce, t.clock(), { uri: 'https://shop.example/login' }, OTHER_SITE)
      expectRefusal(await signIn(widget, wrongUri), 400, 'URI_MISMATCH', /URI https:\/\/shop\.example\/login is not on/)
      const wrongScheme = await signedMessage(alice, nonce, t.clock(), { scheme: 'https' }, OTHER_SITE)
      expectRefusal(await signIn(widget, wrongScheme), 400, 'URI_MISMATCH', /scheme https is not/)
      // None of the refusals used the nonce up.
      expect((await signIn(widget, await signedMessage(alice, nonce, t.clock(), {}, OTHER_SITE))).status).toBe(200)
    })

    it('error: a chain this deployment does not serve (CHAIN_NOT_SUPPORTED)', async () => {
      const signed = await signedMessage(alice, await askNonce(widget), t.clock(), { chainId: 1 })
      expectRefusal(await signIn(widget, signed), 400, 'CHAIN_NOT_SUPPORTED', /Chain ID 1 is not a chain/)
    })

    it('error: expired (MESSAGE_EXPIRED) or not yet valid (MESSAGE_NOT_YET_VALID) by the server clock', async () => {
      const now = t.clock()
      const nonce = await askNonce(widget)
      const expired = await signedMessage(alice, nonce, now, { expirationTime: new Date(now.getTime() - 1_000) })
      expectRefusal(await signIn(widget, expired), 400, 'MESSAGE_EXPIRED', /expired at/)
      const early = await signedMessage(alice, nonce, now, { notBefore: new Date(now.getTime() + 60_000) })
      expectRefusal(await signIn(widget, early), 400, 'MESSAGE_NOT_YET_VALID', /not valid before/)
      const future = await signedMessage(alice, nonce, new Date(now.getTime() + 5 * 60_000))
      expectRefusal(await signIn(widget, future), 400, 'MESSAGE_NOT_YET_VALID', /still ahead/)
      // The session ends when the message says, if that is sooner than the configured lifetime.
      const end = new Date(now.getTime() + 3_600_000)
      const res = await signIn(widget, await signedMessage(alice, nonce, now, { expirationTime: end }))
      expect(res.body.expiresAt).toBe(end.toISOString())
    })

    it('error: a signature by another account (SIGNATURE_INVALID), and a text that is no sign-in message', async () => {
      const nonce = await askNonce(widget)
      const forged = await signedMessage(mallory, nonce, t.clock(), { address: alice.address })
      expectRefusal(await signIn(widget, forged), 401, 'SIGNATURE_INVALID', new RegExp(`not ${alice.address}'s`))
      const garbage = { message: 'hello', signature: await alice.signMessage({ message: 'hello' }) }
      expectRefusal(await signIn(widget, garbage), 400, 'MESSAGE_INVALID', /not an EIP-4361/)
      const res = await signIn(widget, await signedMessage(alice, nonce, t.clock()))
      expect(res.status).toBe(200)
    })

    it('error: a sign-in sent from outside the widget origins is refused', async () => {
      const signed = await signedMessage(alice, await askNonce(widget), t.clock())
      expectRefusal(
        await widget.post('/v1/sessions', signed, { origin: SITE }),
        403,
        'WIDGET_ORIGIN_REQUIRED',
        /Origin/,
      )
    })
  })

  describe('GET /v1/sessions/{id} and POST /v1/sessions/{id}/revoke', () => {
    const signInAlice = async () => {
      const res = await signIn(widget, await signedMessage(alice, await askNonce(widget), t.clock()))
      return z.parse(SessionAnswer, res.body)
    }

    it("behavior: the account's signature over the revoke message revokes; the session is then refused", async () => {
      const session = await signInAlice()
      const path = `/v1/sessions/${session.id}/revoke`
      const message = revokeMessage(session.id, 'shop.example')
      const byMallory = await mallory.signMessage({ message })
      expectRefusal(
        await widget.post(path, { pci: session.id, signature: byMallory }),
        401,
        'SIGNATURE_INVALID',
        /revoke/,
      )
      const other = await signInAlice()
      const signature = await alice.signMessage({ message })
      expectRefusal(await widget.post(path, { pci: other.id, signature }), 400, 'REVOKE_MISMATCH', /pci/)
      const res = await widget.post(path, { pci: session.id, signature })
      expect([res.status, res.body]).toEqual([200, { success: true }])
      expectRefusal(await widget.get(`/v1/sessions/${session.id}`), 404, 'SESSION_REVOKED', /revoked at/)
      expect((await widget.get(`/v1/sessions/${other.id}`)).status).toBe(200)
    })

    it('behavior: the revokeSecret of the sign-in answer revokes without the wallet; a wrong one is refused', async () => {
      const res = await signIn(widget, await signedMessage(alice, await askNonce(widget), t.clock()))
      const session = z.parse(SignInAnswer, res.body)
      const other = z.parse(
        SignInAnswer,
        (await signIn(widget, await signedMessage(alice, await askNonce(widget), t.clock()))).body,
      )
      expect(other.revokeSecret).not.toBe(session.revokeSecret)
      const read = (await widget.get(`/v1/sessions/${session.id}`)).body
      expect(read).not.toHaveProperty('revokeSecret')
      const path = `/v1/sessions/${session.id}/revoke`
      expectRefusal(
        await widget.post(path, { pci: session.id, secret: other.revokeSecret }),
        401,
        'REVOKE_SECRET_INVALID',
        /revokeSecret/,
      )
      expect((await widget.post(path, { pci: session.id, secret: 'short' })).status).toBe(400)
      expect((await widget.get(`/v1/sessions/${session.id}`)).status).toBe(200)
      const revoked = await widget.post(path, { pci: session.id, secret: session.revokeSecret })
      expect([revoked.status, revoked.body]).toEqual([200, { success: true }])
      expectRefusal(await widget.get(`/v1/sessions/${session.id}`), 404, 'SESSION_REVOKED', /revoked at/)
      expect((await widget.get(`/v1/sessions/${other.id}`)).status).toBe(200)
    })

    it('error: an unknown id (SESSION_NOT_FOUND), and a session past its end (SESSION_EXPIRED)', async () => {
      expectRefusal(await widget.get(`/v1/sessions/${'A'.repeat(43)}`), 404, 'SESSION_NOT_FOUND', /No session/)
      expect((await widget.get('/v1/sessions/short')).status).toBe(400)
      const session = await signInAlice()
      t.clock.advance(7 * 24 * 3600_000)
      expectRefusal(await widget.get(`/v1/sessions/${session.id}`), 404, 'SESSION_EXPIRED', /expired at/)
    })

    it('behavior: reading a session renews its token, signed by a key the JWKS publishes', async () => {
      const session = await signInAlice()
      t.clock.advance(9 * 60_000)
      const read = z.parse(SessionAnswer, (await widget.get(`/v1/sessions/${session.id}`)).body)
      const jwks = await (await fetch(`${t.url}/.well-known/jwks.json`)).json()
      expect(jwks.keys).toEqual([expect.objectContaining({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' })])
      expect(jwks.keys[0]).not.toHaveProperty('d')
      const { payload } = await jwtVerify(read.token, createLocalJWKSet(jwks), {
        audience: SITE,
        issuer: t.url,
        currentDate: t.clock(),
      })
      expect(payload.exp).toBe(Math.floor(t.clock().getTime() / 1000) + 600)
    })
  })
})
