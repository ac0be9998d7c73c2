/** The session tokens' keys: settings checked at start, rotation (the first key signs, all verify), a generated key when none is set. */
import { createLocalJWKSet, decodeProtectedHeader, exportJWK, generateKeyPair, jwtVerify } from 'jose'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../config.js'
import { parseSessionSettings, type SigningJwk } from './settings.js'
import { createTokenIssuer } from './tokens.js'

const fail = (message: string) => new ConfigError(message)

async function signingJwk(kid: string): Promise<SigningJwk> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true })
  return { ...(await exportJWK(privateKey)), kid } as SigningJwk
}

const claims = {
  account: 'eip155:1:0x0000000000000000000000000000000000000001',
  origin: 'https://shop.example',
  sid: 'abc',
  sessionExpiresAt: new Date(Date.now() + 3_600_000),
}

describe('session token keys', () => {
  it('behavior: after a rotation the new key signs, and tokens of the old key still verify on the JWKS', async () => {
    const [oldKey, newKey] = [await signingJwk('2026-10'), await signingJwk('2026-11')]
    const before = createTokenIssuer(parseSessionSettings({ signingKeys: [oldKey] }, {}, fail), 'https://api.example')
    const after = createTokenIssuer(
      parseSessionSettings({ signingKeys: [newKey, oldKey] }, {}, fail),
      'https://api.example',
    )
    const jwks = await after.jwks()
    expect(jwks.keys.map((key) => key.kid)).toEqual(['2026-11', '2026-10'])
    expect(jwks.keys.every((key) => !('d' in key))).toBe(true)
    const fresh = await after.issue(claims, new Date())
    expect(decodeProtectedHeader(fresh.token).kid).toBe('2026-11')
    const old = await before.issue(claims, new Date())
    for (const { token } of [fresh, old]) {
      const { payload } = await jwtVerify(token, createLocalJWKSet(jwks), {
        issuer: 'https://api.example',
        audience: 'https://shop.example',
      })
      expect(payload.sub).toBe(claims.account)
    }
  })

  it('behavior: with no key configured one is generated, and a token never outlives its session', async () => {
    const issuer = createTokenIssuer(parseSessionSettings({}, {}, fail), 'https://api.example')
    const now = new Date()
    const sessionExpiresAt = new Date(now.getTime() + 90_000)
    const { token, expiresAt } = await issuer.issue({ ...claims, sessionExpiresAt }, now)
    expect(expiresAt.getTime()).toBe(Math.floor(sessionExpiresAt.getTime() / 1000) * 1000)
    const jwks = await issuer.jwks()
    expect(jwks.keys).toHaveLength(1)
    expect(decodeProtectedHeader(token).kid).toBe(jwks.keys[0]?.kid)
  })

  it('error: a bad key, a duplicate kid or a long token lifetime fails at start, naming the setting', async () => {
    const key = await signingJwk('one')
    expect(() => loadConfig({ sessions: { signingKeys: [{ ...key, d: undefined } as never] } }, {})).toThrow(
      'sessions.signingKeys[0].d must be base64url (the private part is needed to sign)',
    )
    expect(() => loadConfig({ sessions: { signingKeys: [key, key] } }, {})).toThrow('each key needs its own kid')
    expect(() => loadConfig({}, { SESSION_SIGNING_KEYS: '{"kty":"RSA"}' })).toThrow('must be an EC P-256 key')
    expect(() => loadConfig({}, { SESSION_TOKEN_TTL_SECONDS: '86400' })).toThrow('at most 3600')
    expect(loadConfig({}, { SESSION_SIGNING_KEYS: JSON.stringify(key) }).sessions.signingKeys).toEqual([key])
  })
})
