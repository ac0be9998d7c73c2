import { generateKeyPairSync } from 'node:crypto'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadProductionConfig, ProductionConfigError } from './config.js'

const SIGNING_KEY = {
  ...generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' }),
  kid: 'k1',
}

const GOOD = {
  PUBLIC_ORIGIN: 'https://wallet.example.com',
  WIDGET_ORIGINS: 'https://widget.example.com, https://*.preview.example.com',
  SITE_ORIGINS: 'https://shop.example.org',
  DATA_DIR: '/var/lib/wallet-widget',
  SMTP_URL: 'smtp://mailer:s%40cret@smtp.example.com:2525',
  MAIL_FROM: 'Wallet <no-reply@example.com>',
  RELAY_URL: 'wss://relay.example.com',
  SESSION_SIGNING_KEYS: JSON.stringify([SIGNING_KEY]),
}

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadProductionConfig(env, '/srv/dist')
  } catch (err) {
    if (err instanceof ProductionConfigError) return err.problems
    throw err
  }
  return []
}

describe('production config', () => {
  it('behavior: a complete environment gives both listeners, the relay and the static directory', () => {
    const config = loadProductionConfig({ ...GOOD, WIDGET_PORT: '8081', PORT: '8082', HOST: '0.0.0.0' }, '/srv/dist')
    expect(config.widget).toEqual({ port: 8081, host: '0.0.0.0', publicOrigin: 'https://widget.example.com' })
    expect(config.relayUrl).toBe('wss://relay.example.com')
    expect(config.staticDir).toBe(path.resolve('/srv/dist'))
    expect(config.server).toMatchObject({
      port: 8082,
      publicOrigin: 'https://wallet.example.com',
      widgetOrigins: ['https://widget.example.com', 'https://*.preview.example.com'],
      dataDir: '/var/lib/wallet-widget',
      smtp: { host: 'smtp.example.com', port: 2525, user: 'mailer', pass: 's@cret' },
      secureFrameDir: path.resolve('/srv/dist/secure-frame'),
    })
    expect(loadProductionConfig({ ...GOOD, STATIC_DIR: '/opt/widget' }, '/srv/dist').staticDir).toBe('/opt/widget')
  })

  it('error: every missing value is named, one message each', () => {
    expect(problemsOf({})).toEqual([
      expect.stringMatching(/^PUBLIC_ORIGIN is missing/),
      expect.stringMatching(/^WIDGET_ORIGINS is missing/),
      expect.stringMatching(/^SITE_ORIGINS is missing/),
      expect.stringMatching(/^DATABASE_URL or DATA_DIR is missing/),
      expect.stringMatching(/^SMTP_URL or SMTP_HOST is missing/),
      expect.stringMatching(/^MAIL_FROM is missing/),
      expect.stringMatching(/^RELAY_URL is missing/),
      expect.stringMatching(/^SESSION_SIGNING_KEYS is missing: .*same on every server/),
    ])
  })

  it('error: every bad value is reported at once, each by its variable', () => {
    const problems = problemsOf({
      ...GOOD,
      PUBLIC_ORIGIN: 'https://wallet.example.com/path',
      SITE_ORIGINS: 'shop.example.org',
      PORT: 'eighty',
      WIDGET_PORT: '70000',
      RELAY_URL: 'https://relay.example.com',
      SMTP_URL: 'mailto:someone',
      CHAIN_RPC_URLS: 'eip155:1=ftp://node',
      TRUSTED_PROXIES: '10.0.0.0/99',
    })
    expect(problems).toEqual([
      'SMTP_URL must be smtp://[user:pass@]host[:port], got a mailto: URL',
      'PORT: port must be a port number, got "eighty"',
      'PUBLIC_ORIGIN: publicOrigin must be an origin like http://localhost:4401, got "https://wallet.example.com/path"',
      'SITE_ORIGINS: siteOrigins must be an origin like http://localhost:4401, got "shop.example.org"',
      'CHAIN_RPC_URLS: chains: the RPC URL of eip155:1 must be http(s), got "ftp://node"',
      expect.stringMatching(/^TRUSTED_PROXIES: trustedProxies: "10.0.0.0\/99" is not an IP address or CIDR range/),
      'RELAY_URL must be a ws:// or wss:// URL, got "https://relay.example.com"',
      'WIDGET_PORT must be a port number, got "70000"',
    ])
  })

  it('error: two ways of saying the same thing are refused', () => {
    expect(problemsOf({ ...GOOD, SMTP_HOST: 'smtp.example.com' })).toEqual([
      'SMTP_URL and SMTP_HOST are both set: use one',
    ])
    expect(problemsOf({ ...GOOD, DATABASE_URL: 'postgresql://db/w' })).toEqual([
      'DATABASE_URL and DATA_DIR are both set: use one',
    ])
  })

  it('error: a bad database URL or a wildcard widget origin first is named', () => {
    const { DATA_DIR: _dataDir, ...withoutDataDir } = GOOD
    expect(problemsOf({ ...withoutDataDir, DATABASE_URL: 'mysql://db/w' })).toEqual([
      'DATABASE_URL: databaseUrl must start with postgresql:// or postgres://',
    ])
    expect(problemsOf({ ...GOOD, WIDGET_ORIGINS: 'https://*.example.com' })).toEqual([
      'WIDGET_ORIGINS: the first origin is the one served here, not a wildcard',
    ])
  })

  it('error: sign-in keys and lifetimes are checked, one message per bad value, never echoing a key', () => {
    const problems = problemsOf({
      ...GOOD,
      SESSION_SIGNING_KEYS: JSON.stringify([{ ...SIGNING_KEY, crv: 'P-384' }]),
      SESSION_TTL_SECONDS: 'a week',
      SESSION_TOKEN_TTL_SECONDS: '86400',
    })
    expect(problems).toEqual([
      expect.stringMatching(/^SESSION_SIGNING_KEYS: .*must be an EC P-256 key/),
      expect.stringMatching(/^SESSION_TTL_SECONDS: .*whole number of seconds above 0, got "a week"/),
      expect.stringMatching(/^SESSION_TOKEN_TTL_SECONDS: .*at most 3600/),
    ])
    expect(problems.join('\n')).not.toContain(SIGNING_KEY.d)
    expect(problemsOf({ ...GOOD, SESSION_SIGNING_KEYS: '{not json' })).toEqual([
      expect.stringMatching(/^SESSION_SIGNING_KEYS: .*JWK or a JSON array of JWKs/),
    ])
    const config = loadProductionConfig({ ...GOOD, SESSION_TTL_SECONDS: '3600' }, '/srv/dist')
    expect(config.server.sessions).toMatchObject({
      signingKeys: [SIGNING_KEY],
      sessionTtlSeconds: 3600,
      tokenTtlSeconds: 600,
    })
  })
})
