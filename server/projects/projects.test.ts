import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { runAdmin } from '../admin.js'
import { MAX_PROJECT_CACHE_MS } from '../config.js'
import { testDrivers, type TestDatabase } from '../testing/databases.js'
import {
  apiQuery,
  seedProject,
  startTestServer,
  WIDGET_ORIGIN,
  widgetClient,
  type ApiClient,
  type TestServer,
} from '../testing/harness.js'
import { DEFAULT_FEATURES } from '../../shared/contracts/features.js'

const silent = { out: () => undefined, err: () => undefined }

describe.each(testDrivers)('project configuration ($name)', (driver) => {
  let database: TestDatabase
  let t: TestServer
  let widget: ApiClient
  /** The admin command's environment: the same database the server uses. */
  let adminEnv: NodeJS.ProcessEnv
  const get = (path: string, projectId: string) => widget.get(`${path}?${apiQuery(projectId)}`)

  beforeAll(async () => {
    database = await driver.create()
    // The real cache lifetime, so the admin test below sees what a deployment sees.
    t = await startTestServer({ database, config: { projectCacheMs: 1_000 } })
    widget = widgetClient(t)
    adminEnv = database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : { DATA_DIR: database.dataDir }
  }, 30_000)
  afterAll(async () => {
    await t?.stop()
    await database?.destroy()
  })
  beforeEach(async () => {
    await t.reset()
  })

  it('behavior: a project that sets nothing gets the product defaults', async () => {
    await seedProject(t, 'plain')
    const res = await get('/appkit/v1/config', 'plain')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      features: {
        swaps: '1inch',
        onramp: ['meld'],
        email: true,
        socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
        activity: true,
        reownBranding: true,
        multiWallet: false,
      },
    })
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('access-control-allow-origin')).toBe(WIDGET_ORIGIN)
  })

  it("behavior: a project's own switches are laid over the defaults", async () => {
    await seedProject(t, 'custom', {
      features: { swaps: false, socials: ['github', 'google'], multiWallet: true, onramp: false },
    })
    const res = await get('/appkit/v1/config', 'custom')
    expect(res.body.features).toEqual({
      ...DEFAULT_FEATURES,
      swaps: false,
      socials: ['github', 'google'],
      multiWallet: true,
      onramp: false,
    })
    // Another project is untouched.
    await seedProject(t, 'other')
    expect((await get('/appkit/v1/config', 'other')).body.features).toEqual(DEFAULT_FEATURES)
  })

  it('behavior: the origins call answers the stored list, wildcards kept; none is an empty list', async () => {
    await seedProject(t, 'shop', { allowedOrigins: ['https://shop.example', 'https://*.preview.shop.example'] })
    await seedProject(t, 'bare')
    expect((await get('/projects/v1/origins', 'shop')).body).toEqual({
      allowedOrigins: ['https://shop.example', 'https://*.preview.shop.example'],
    })
    expect((await get('/projects/v1/origins', 'bare')).body).toEqual({ allowedOrigins: [] })
  })

  it('error: the origins call answers 429 past its limit per IP and project, readable by the widget, until the minute is over', async () => {
    await seedProject(t, 'busy', { allowedOrigins: ['https://busy.example'] })
    await seedProject(t, 'calm')
    expect((await get('/projects/v1/origins', 'busy')).status).toBe(200)
    // The test server allows 1000 a minute; fill the window instead of calling 1000 times.
    await t.server.db.query(`update rate_limits set count = 1000 where key like 'origins:%:busy'`)
    const limited = await get('/projects/v1/origins', 'busy')
    expect(limited.status).toBe(429)
    expect(limited.body).toEqual({
      error: expect.stringMatching(/^Too many requests; please try again after \d+ seconds$/),
      retryAfterSeconds: expect.any(Number),
    })
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(limited.headers.get('access-control-allow-origin')).toBe(WIDGET_ORIGIN)
    expect(limited.headers.get('access-control-expose-headers')).toContain('Retry-After')
    // Per project: another project from the same IP is not held back.
    expect((await get('/projects/v1/origins', 'calm')).status).toBe(200)
    t.clock.advance(60_000)
    expect((await get('/projects/v1/origins', 'busy')).status).toBe(200)
  })

  it('behavior: the default limit is 120 a minute', async () => {
    const { loadConfig } = await import('../config.js')
    expect(loadConfig({}, {}).apiRateLimit.originsPerMinute).toBe(120)
  })

  it('behavior: getAnalyticsConfig answers the project switch', async () => {
    await seedProject(t, 'counted', { analyticsEnabled: true })
    await seedProject(t, 'private')
    expect((await get('/getAnalyticsConfig', 'counted')).body).toEqual({ isAnalyticsEnabled: true })
    expect((await get('/getAnalyticsConfig', 'private')).body).toEqual({ isAnalyticsEnabled: false })
  })

  it('error: every project call refuses an unknown project with 403, and a missing st with 400', async () => {
    for (const path of ['/appkit/v1/config', '/projects/v1/origins', '/getAnalyticsConfig']) {
      const unknown = await get(path, 'nobody')
      expect(unknown.status, path).toBe(403)
      expect(unknown.body, path).toEqual({ error: 'Invalid Project ID' })
      expect(unknown.headers.get('access-control-allow-origin'), path).toBe(WIDGET_ORIGIN)
      const bad = await widget.get(`${path}?projectId=nobody&sv=1`)
      expect(bad.status, path).toBe(400)
      expect(bad.body, path).toEqual({ error: 'st is required', field: 'st' })
    }
  })

  it('behavior: a change made with the admin command reaches the running server within the cache lifetime, without a restart', async () => {
    await seedProject(t, 'live', { allowedOrigins: ['https://live.example'] })
    expect((await get('/appkit/v1/config', 'live')).body.features.swaps).toBe('1inch')
    expect((await get('/getAnalyticsConfig', 'live')).body.isAnalyticsEnabled).toBe(false)

    const errors: string[] = []
    const started = performance.now()
    const code = await runAdmin(
      [
        'project',
        'set',
        'live',
        '--features',
        '{"swaps":false,"socials":["google"]}',
        '--origins',
        'https://live.example, https://*.live.example',
        '--analytics',
        'true',
      ],
      adminEnv,
      { out: () => undefined, err: (line) => errors.push(line) },
    )
    expect(errors).toEqual([])
    expect(code).toBe(0)

    // Poll as a widget would: the server may serve its cached copy for at most projectCacheMs.
    let features: Record<string, unknown> = {}
    while (performance.now() - started < 3 * MAX_PROJECT_CACHE_MS) {
      features = (await get('/appkit/v1/config', 'live')).body.features
      if (features.swaps === false) break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(performance.now() - started).toBeLessThan(MAX_PROJECT_CACHE_MS)
    expect(features).toEqual({ ...DEFAULT_FEATURES, swaps: false, socials: ['google'] })
    expect((await get('/projects/v1/origins', 'live')).body).toEqual({
      allowedOrigins: ['https://live.example', 'https://*.live.example'],
    })
    expect((await get('/getAnalyticsConfig', 'live')).body).toEqual({ isAnalyticsEnabled: true })

    // A switch set back to null returns to its default; the others stay.
    expect(await runAdmin(['project', 'set', 'live', '--features', '{"swaps":null}'], adminEnv, silent)).toBe(0)
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    expect((await get('/appkit/v1/config', 'live')).body.features).toEqual({ ...DEFAULT_FEATURES, socials: ['google'] })
  })

  it('behavior: a project created with the admin command is served within the cache lifetime', async () => {
    expect((await get('/appkit/v1/config', 'fresh')).status).toBe(403)
    expect(await runAdmin(['project', 'set', 'fresh', '--origins', 'https://fresh.example'], adminEnv, silent)).toBe(0)
    // The unknown answer may be cached as briefly as a known one.
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    expect((await get('/appkit/v1/config', 'fresh')).body.features).toEqual(DEFAULT_FEATURES)
    expect((await get('/projects/v1/origins', 'fresh')).body.allowedOrigins).toEqual(['https://fresh.example'])
  })
})
