import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, repoRoot } from './config.js'

describe('server config', () => {
  it('behavior: defaults describe the dev world', () => {
    const config = loadConfig({}, {})
    expect(config).toMatchObject({
      port: 4402,
      host: '127.0.0.1',
      publicOrigin: 'http://localhost:4402',
      widgetOrigins: ['http://localhost:4401'],
      siteOrigins: ['http://localhost:4400'],
      dataDir: path.join(repoRoot, '.world', 'db'),
      smtp: { host: '127.0.0.1', port: 4425 },
      secureFrameDir: path.join(repoRoot, 'dist', 'secure-frame'),
      deviceWait: { timeoutMs: 20_000, intervalMs: 500 },
      rateLimit: { startsPerIp: 20, windowSeconds: 600 },
      chains: [],
      projectCacheMs: 1_000,
      apiRateLimit: { originsPerMinute: 120, eventsPerMinute: 30 },
    })
    expect(config.databaseUrl).toBeUndefined()
  })

  it('behavior: the chains of the blockchain API come from options or CHAIN_RPC_URLS', () => {
    const env = { CHAIN_RPC_URLS: 'eip155:31337=http://127.0.0.1:8545, eip155:31338=http://127.0.0.1:8546' }
    expect(loadConfig({}, env).chains).toEqual([
      { caipNetworkId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:8545' },
      { caipNetworkId: 'eip155:31338', rpcUrl: 'http://127.0.0.1:8546' },
    ])
    expect(
      loadConfig({ chains: [{ caipNetworkId: 'eip155:1', rpcUrl: 'https://rpc.example/v1?key=1' }] }, env).chains,
    ).toEqual([{ caipNetworkId: 'eip155:1', rpcUrl: 'https://rpc.example/v1?key=1' }])
  })

  it('behavior: the environment is read, and options given in code win over it', () => {
    const env = {
      PORT: '5000',
      PUBLIC_ORIGIN: 'https://wallet.example.com',
      WIDGET_ORIGINS: 'https://widget.example.com, https://*.preview.example.com',
      SITE_ORIGINS: 'https://shop.example.org',
      DATABASE_URL: 'postgresql://u:p@db:5432/w',
      SMTP_HOST: 'smtp.example.com',
      SMTP_PORT: '587',
      SMTP_USER: 'mailer',
      SMTP_PASS: 'secret',
      MAIL_FROM: 'Wallet <w@example.com>',
    }
    const config = loadConfig({}, env)
    expect(config).toMatchObject({
      port: 5000,
      publicOrigin: 'https://wallet.example.com',
      widgetOrigins: ['https://widget.example.com', 'https://*.preview.example.com'],
      siteOrigins: ['https://shop.example.org'],
      databaseUrl: 'postgresql://u:p@db:5432/w',
      smtp: { host: 'smtp.example.com', port: 587, user: 'mailer', pass: 'secret' },
      mailFrom: 'Wallet <w@example.com>',
    })
    expect(loadConfig({ port: 4412, widgetOrigins: ['http://localhost:4411'] }, env)).toMatchObject({
      port: 4412,
      widgetOrigins: ['http://localhost:4411'],
    })
  })

  it.each([
    [{ widgetOrigins: ["http://localhost:4401; script-src 'unsafe-inline'"] }, /widgetOrigins must be an origin/],
    [{ widgetOrigins: ['http://localhost:4401/path'] }, /widgetOrigins must be an origin/],
    [{ widgetOrigins: ['*'] }, /widgetOrigins must be an origin/],
    [{ siteOrigins: ["https://shop.example.org 'unsafe-inline'"] }, /siteOrigins must be an origin/],
    [{ publicOrigin: 'https://*.example.com' }, /publicOrigin cannot contain a wildcard/],
    [{ port: 70_000 }, /port must be a port number/],
    [{ databaseUrl: 'mysql://x' }, /databaseUrl must start with postgresql:\/\//],
    [{ deviceWait: { timeoutMs: -1 } }, /deviceWait.timeoutMs must be a positive number/],
    [{ projectCacheMs: 2_001 }, /projectCacheMs must be from 0 to 2000/],
    [{ projectCacheMs: -1 }, /projectCacheMs must be from 0 to 2000/],
    [{ apiRateLimit: { originsPerMinute: 0 } }, /apiRateLimit.originsPerMinute must be a positive number/],
    [
      { chains: [{ caipNetworkId: 'mainnet', rpcUrl: 'http://127.0.0.1:8545' }] },
      /chains: "mainnet" is not a CAIP-2 network id/,
    ],
    [
      { chains: [{ caipNetworkId: 'eip155:1', rpcUrl: 'file:///etc/passwd' }] },
      /chains: the RPC URL of eip155:1 must be http\(s\)/,
    ],
    [{ chains: [{ caipNetworkId: 'eip155:1', rpcUrl: 'not a url' }] }, /chains: the RPC URL of eip155:1 is not a URL/],
    [
      {
        chains: [
          { caipNetworkId: 'eip155:1', rpcUrl: 'http://a.example' },
          { caipNetworkId: 'eip155:1', rpcUrl: 'http://b.example' },
        ],
      },
      /chains: eip155:1 is listed twice/,
    ],
  ])('error: %j is refused at start', (options, message) => {
    expect(() => loadConfig(options, {})).toThrow(ConfigError)
    expect(() => loadConfig(options, {})).toThrow(message)
  })
})
