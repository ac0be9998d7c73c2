import { generateKeyPairSync } from 'node:crypto'
import { decodeJwt, decodeProtectedHeader } from 'jose'
import { describe, expect, it } from 'vitest'
import { isValidAppleClientSecret, LOCAL_APPLE_TEAM } from '../../dev/identity-provider/apple-client-secret.js'
import { SIGNED_SECRET_LIFETIME_S, signedClientSecret } from './client-secret-jwt.js'
import { parseSocialSettings } from './settings.js'

const AUDIENCE = 'https://appleid.apple.com'

describe('signed client secrets (Sign in with Apple)', () => {
  it("behavior: the secret is an ES256 JWT from the team, for the client, to the provider, with the key's id", async () => {
    let now = Date.UTC(2026, 10, 27, 12)
    const secret = signedClientSecret(LOCAL_APPLE_TEAM, 'com.example.web', AUDIENCE, () => now)
    const jwt = await secret()
    expect(decodeProtectedHeader(jwt)).toEqual({ alg: 'ES256', kid: LOCAL_APPLE_TEAM.keyId })
    const claims = decodeJwt(jwt)
    expect(claims).toMatchObject({ iss: LOCAL_APPLE_TEAM.teamId, sub: 'com.example.web', aud: AUDIENCE })
    expect(claims.exp! - claims.iat!).toBe(SIGNED_SECRET_LIFETIME_S)
    expect(claims.iat).toBe(now / 1000)
    // The same secret until five minutes before it expires, then a new one.
    now += 50 * 60_000
    expect(await secret()).toBe(jwt)
    now += 6 * 60_000
    const renewed = await secret()
    expect(renewed).not.toBe(jwt)
    expect(decodeJwt(renewed).iat).toBe(now / 1000)
  })

  it("behavior: the local identity provider accepts the app's secret and refuses one from another key, client or audience", async () => {
    const good = await signedClientSecret(LOCAL_APPLE_TEAM, 'apple', 'http://localhost:4405')()
    expect(await isValidAppleClientSecret(good, 'apple', 'http://localhost:4405')).toBe(true)
    expect(await isValidAppleClientSecret(good, 'other', 'http://localhost:4405')).toBe(false)
    expect(await isValidAppleClientSecret(good, 'apple', AUDIENCE)).toBe(false)
    const otherKey = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString()
    const forged = await signedClientSecret(
      { ...LOCAL_APPLE_TEAM, privateKey: otherKey },
      'apple',
      'http://localhost:4405',
    )()
    expect(await isValidAppleClientSecret(forged, 'apple', 'http://localhost:4405')).toBe(false)
    expect(await isValidAppleClientSecret('apple-local-secret', 'apple', 'http://localhost:4405')).toBe(false)
  })

  it('behavior: Apple needs only its client id and key; the preset asks for the email and a form_post answer', () => {
    const settings = parseSocialSettings(
      { providers: { apple: { clientId: 'com.example.web', signedClientSecret: LOCAL_APPLE_TEAM } } },
      {},
      (message) => new Error(message),
    )
    expect(settings.providers.apple).toMatchObject({
      issuer: 'https://appleid.apple.com',
      responseMode: 'form_post',
      scopes: ['openid', 'email'],
      signedClientSecret: { teamId: LOCAL_APPLE_TEAM.teamId },
    })
  })

  it('error: an RSA key is refused at start, naming the field', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString()
    expect(() =>
      parseSocialSettings(
        { providers: { apple: { clientId: 'a', signedClientSecret: { teamId: 'T', keyId: 'K', privateKey: rsa } } } },
        {},
        (message) => new Error(message),
      ),
    ).toThrow(/apple\.signedClientSecret\.privateKey must be an ES256 \(P-256\) private key in PEM: the key is rsa/)
  })
})
