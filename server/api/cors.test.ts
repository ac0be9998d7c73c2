import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDrivers, type TestDatabase } from '../testing/databases.js'
import {
  apiQuery,
  makeSecureFrameDir,
  seedProject,
  startTestServer,
  WIDGET_ORIGIN,
  type TestServer,
} from '../testing/harness.js'
import { originMatches } from '../../shared/allowed-origins.js'
import { type AppDependencies, serverRoutes } from '../app.js'
import { loadConfig } from '../config.js'
import { corsPolicies } from './routes.js'

/** Building the route table reads only the configuration: no database, mailer or clock is touched. */
const policyOf = corsPolicies(serverRoutes({ config: loadConfig({}, {}) } as AppDependencies))
const isPublicApiPath = (path: string) => policyOf(path) === 'widget-origins'

describe('origin patterns', () => {
  it.each([
    ['http://localhost:4411', 'http://localhost:4411', true],
    ['http://localhost:4411', 'http://localhost:4412', false],
    ['http://localhost:4411', 'https://localhost:4411', false],
    ['https://*.example.com', 'https://a.example.com', true],
    ['https://*.example.com', 'https://a.b.example.com', true],
    ['https://*.example.com', 'https://example.com', false],
    ['https://*.example.com', 'https://badexample.com', false],
    ['https://*.example.com', 'https://a.example.com.evil.com', false],
    ['https://*.example.com', 'http://a.example.com', false],
    ['https://*.example.com', 'https://a.example.com:8443', false],
    ['https://*.example.com:8443', 'https://a.example.com:8443', true],
    ['https://*.example.com', 'null', false],
  ])('behavior: %s allows %s: %s', (pattern, origin, allowed) => {
    expect(originMatches(pattern, origin)).toBe(allowed)
  })

  const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/)

  it('behavior: a wildcard allows every sub-domain of its suffix, at any depth', () => {
    fc.assert(
      fc.property(fc.array(label, { minLength: 1, maxLength: 3 }), (labels) => {
        expect(originMatches('https://*.shop.example', `https://${labels.join('.')}.shop.example`)).toBe(true)
      }),
    )
  })

  it('error: a wildcard never allows a host that does not end in a dot and its suffix', () => {
    fc.assert(
      fc.property(fc.array(label, { minLength: 1, maxLength: 3 }), (labels) => {
        const host = labels.join('.')
        fc.pre(!host.endsWith('.shop.example'))
        expect(originMatches('https://*.shop.example', `https://${host}`)).toBe(false)
        // Gluing the suffix on without a dot is not a sub-domain either.
        expect(originMatches('https://*.shop.example', `https://${labels.join('')}shop.example`)).toBe(false)
      }),
    )
  })

  it("behavior: the public API paths are the widget's API, not the auth API or the frame", () => {
    for (const path of [
      '/getWallets',
      '/getWalletImage/x',
      '/public/getTokenImage/USDC',
      '/appkit/v1/config',
      '/projects/v1/origins',
      '/getAnalyticsConfig',
      '/e',
      '/v1',
      '/v1/',
      '/v1/identity/0x',
    ]) {
      expect(isPublicApiPath(path), path).toBe(true)
    }
    for (const path of ['/', '/index.html', '/auth/v1/session', '/getWalletsX', '/events', '/v10/x'])
      expect(isPublicApiPath(path), path).toBe(false)
  })
})

describe.each(testDrivers)('CORS of the public API ($name)', (driver) => {
  const PREVIEW = 'https://*.preview.example'
  let database: TestDatabase
  let frame: Awaited<ReturnType<typeof makeSecureFrameDir>>
  let t: TestServer
  const get = (path: string, origin?: string) => fetch(`${t.url}${path}`, { headers: origin ? { origin } : {} })
  const preflight = (path: string, origin: string) =>
    fetch(`${t.url}${path}`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    })

  beforeAll(async () => {
    database = await driver.create()
    frame = await makeSecureFrameDir()
    t = await startTestServer({
      database,
      config: { widgetOrigins: [WIDGET_ORIGIN, PREVIEW], secureFrameDir: frame.dir },
    })
    await seedProject(t, 'cors')
  }, 30_000)
  afterAll(async () => {
    await t?.stop()
    await database?.destroy()
    await frame?.remove()
  })

  it('behavior: a widget origin is allowed to read, by name, never with *, and never with credentials', async () => {
    for (const path of [
      `/getWallets?${apiQuery('cors')}`,
      `/appkit/v1/config?${apiQuery('cors')}`,
      `/getWalletImage/metamask?${apiQuery('cors')}`,
    ]) {
      const res = await get(path, WIDGET_ORIGIN)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('access-control-allow-origin'), path).toBe(WIDGET_ORIGIN)
      expect(res.headers.get('access-control-allow-credentials'), path).toBeNull()
      expect(res.headers.get('vary'), path).toMatch(/\bOrigin\b/)
    }
    const preview = await get(`/getWallets?${apiQuery('cors')}`, 'https://pr-12.preview.example')
    expect(preview.headers.get('access-control-allow-origin')).toBe('https://pr-12.preview.example')
  })

  it('error: another origin gets the answer without permission to read it; no Origin, no CORS headers', async () => {
    for (const origin of ['https://evil.example', 'https://preview.example', 'http://localhost:4400', 'null']) {
      const res = await get(`/getWallets?${apiQuery('cors')}`, origin)
      expect(res.headers.get('access-control-allow-origin'), origin).toBeNull()
      expect(res.headers.get('vary'), origin).toMatch(/\bOrigin\b/)
    }
    const plain = await get(`/getWallets?${apiQuery('cors')}`)
    expect(plain.status).toBe(200)
    expect(plain.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('behavior: the preflight of a widget origin allows GET and POST with Content-Type; others are refused', async () => {
    const ok = await preflight(`/v1/?chainId=eip155:1&projectId=cors`, WIDGET_ORIGIN)
    expect(ok.status).toBe(204)
    expect(ok.headers.get('access-control-allow-origin')).toBe(WIDGET_ORIGIN)
    expect(ok.headers.get('access-control-allow-methods')).toBe('GET, POST')
    expect(ok.headers.get('access-control-allow-headers')).toBe('Content-Type')
    expect(ok.headers.get('access-control-max-age')).toBe('600')
    const evil = await preflight(`/v1/?chainId=eip155:1&projectId=cors`, 'https://evil.example')
    expect(evil.status).toBe(403)
    expect(evil.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('behavior: the auth API and the secure frame get no CORS headers from the public API', async () => {
    const session = await get('/auth/v1/session', WIDGET_ORIGIN)
    expect(session.status).toBe(403)
    expect(session.headers.get('access-control-allow-origin')).toBeNull()
    const page = await get('/', WIDGET_ORIGIN)
    expect(page.status).toBe(200)
    expect(page.headers.get('access-control-allow-origin')).toBeNull()
    const authPreflight = await preflight('/auth/v1/email/start', WIDGET_ORIGIN)
    expect(authPreflight.headers.get('access-control-allow-origin')).toBeNull()
  })
})
