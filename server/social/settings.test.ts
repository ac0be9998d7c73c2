import { describe, expect, it } from 'vitest'
import { readIdentity } from './identity.js'
import { parseSocialSettings } from './settings.js'

const fail = (message: string) => new Error(message)

describe('social settings', () => {
  it('behavior: a real provider needs only its app; the preset gives endpoints, scopes and claim paths', () => {
    const settings = parseSocialSettings(
      { providers: { github: { clientId: 'Iv1.abc', clientSecret: 's3cret' } } },
      {},
      fail,
    )
    expect(settings.providers.github).toMatchObject({
      protocol: 'oauth2',
      authorizationEndpoint: 'https://github.com/login/oauth/authorize',
      userinfoEndpoint: 'https://api.github.com/user',
      scopes: ['read:user', 'user:email'],
      claims: { id: 'id', userName: 'login' },
    })
    expect(settings.providers.google).toBeUndefined()
  })

  it('behavior: SOCIAL_PROVIDERS in the environment configures providers; a field given replaces the preset', () => {
    const env = {
      SOCIAL_PROVIDERS: JSON.stringify({
        google: { clientId: 'id', clientSecret: 'secret', scopes: ['openid', 'email'] },
      }),
      SOCIAL_FLOW_TTL_SECONDS: '300',
    }
    const settings = parseSocialSettings(undefined, env, fail)
    expect(settings.providers.google).toMatchObject({
      issuer: 'https://accounts.google.com',
      scopes: ['openid', 'email'],
    })
    expect(settings.flowTtlMs).toBe(300_000)
  })

  it.each([
    [{ myspace: { clientId: 'a', clientSecret: 'b' } }, /"myspace" is not one of/],
    [{ google: { clientId: '', clientSecret: 'b' } }, /google\.clientId must be a non-empty string/],
    [{ github: { clientId: 'a', clientSecret: 'b', tokenEndpoint: 'http://github.example/token' } }, /must be https/],
    [
      { discord: { clientId: 'a', clientSecret: 'b', userinfoEndpoint: undefined as unknown as string } },
      /userinfoEndpoint is needed/,
    ],
    [{ x: { clientId: 'a', clientSecret: 'b', scopes: ['has space'] } }, /scopes must be a list of scope tokens/],
    [{ github: { clientId: 'a' } }, /github\.clientSecret must be a non-empty string \(or give signedClientSecret\)/],
    [
      { google: { clientId: 'a', clientSecret: 'b', responseMode: 'fragment' } },
      /responseMode must be "query" or "form_post"/,
    ],
    [
      { apple: { clientId: 'a', signedClientSecret: { teamId: 'T', keyId: '', privateKey: 'x' } } },
      /apple\.signedClientSecret\.keyId must be a non-empty string/,
    ],
    [
      { apple: { clientId: 'a', signedClientSecret: { teamId: 'T', keyId: 'K', privateKey: 'not a key' } } },
      /apple\.signedClientSecret\.privateKey must be an ES256 \(P-256\) private key in PEM/,
    ],
  ])('error: %j is refused at start', (providers, message) => {
    expect(() => parseSocialSettings({ providers: providers as never }, {}, fail)).toThrow(message)
  })

  it('behavior: plain http is accepted only on the machine itself', () => {
    const local = { clientId: 'a', clientSecret: 'b', issuer: 'http://localhost:4405' }
    expect(parseSocialSettings({ providers: { google: local } }, {}, fail).providers.google?.issuer).toBe(
      'http://localhost:4405',
    )
    expect(() =>
      parseSocialSettings({ providers: { google: { ...local, issuer: 'http://idp.example' } } }, {}, fail),
    ).toThrow(/must be https/)
  })
})

describe('reading the identity through claim paths', () => {
  it('behavior: nested paths, numeric ids and verified emails are read; an email is verified only when said so', () => {
    expect(readIdentity({ data: { id: '42', username: 'al' } }, { id: 'data.id', userName: 'data.username' })).toEqual({
      subject: '42',
      email: null,
      emailVerified: false,
      userName: 'al',
    })
    const github = readIdentity(
      { id: 1001, login: 'alice', email: 'Alice@Example.com' },
      { id: 'id', email: 'email', userName: 'login' },
    )
    expect(github).toEqual({ subject: '1001', email: 'alice@example.com', emailVerified: false, userName: 'alice' })
    const discord = readIdentity(
      { id: '7', email: 'a@b.c', verified: true },
      { id: 'id', email: 'email', emailVerified: 'verified' },
    )
    expect(discord?.emailVerified).toBe(true)
  })

  it('error: an answer without the user id is no identity', () => {
    expect(readIdentity({ login: 'alice' }, { id: 'id' })).toBeUndefined()
    expect(readIdentity({ id: { nested: true } }, { id: 'id' })).toBeUndefined()
    expect(readIdentity(null, { id: 'id' })).toBeUndefined()
  })
})
