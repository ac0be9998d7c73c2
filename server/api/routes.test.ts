import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { type AppDependencies, serverRoutes } from '../app.js'
import { loadConfig } from '../config.js'
import { corsPolicies, defineRoutes, mountRoutes, type RouteGroup } from './routes.js'

const WIDGET = 'https://widget.example'
const SITE = 'https://site.example'

/** An app with one route of each policy, plus a path no route declares. */
function probeApp(): Hono {
  const open = new Hono()
  open.get('/probe/:id', (c) => c.json({ id: c.req.param('id') }))
  open.post('/probe', (c) => c.json({ posted: true }))
  open.get('/cached', (c) => c.json({}, 200, { 'Cache-Control': 'public, max-age=60' }))
  const closed = new Hono()
  closed.get('/session', (c) => c.json({ user: null }))
  const app = new Hono()
  mountRoutes(
    app,
    [
      defineRoutes({ cors: 'widget-origins', app: open }),
      defineRoutes({ cors: 'none', base: '/private', app: closed }),
    ],
    [WIDGET],
  )
  app.get('/elsewhere', (c) => c.text('not a declared route'))
  return app
}

const preflight = (app: Hono, path: string, origin: string) =>
  app.request(path, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  })

describe('routes declared with a CORS policy', () => {
  it('behavior: defineRoutes lists each route once, with its full path and the policy it was given', () => {
    const app = new Hono()
    app.use('*', async (_c, next) => next())
    app.post(
      '/e',
      async (_c, next) => next(),
      (c) => c.body(null, 202),
    )
    app.get('/session', (c) => c.json({}))
    expect(defineRoutes({ cors: 'none', base: '/auth/v1', app }).routes).toEqual([
      { method: 'POST', path: '/auth/v1/e', cors: 'none' },
      { method: 'GET', path: '/auth/v1/session', cors: 'none' },
    ])
  })

  it("behavior: a 'widget-origins' route answers the widget origin by name, its preflight included, and is not cached", async () => {
    const app = probeApp()
    const res = await app.request('/probe/7', { headers: { origin: WIDGET } })
    expect(await res.json()).toEqual({ id: '7' })
    expect(res.headers.get('access-control-allow-origin')).toBe(WIDGET)
    expect(res.headers.get('vary')).toMatch(/\bOrigin\b/)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const cached = await app.request('/cached', { headers: { origin: WIDGET } })
    expect(cached.headers.get('cache-control')).toBe('public, max-age=60')
    const ok = await preflight(app, '/probe', WIDGET)
    expect(ok.status).toBe(204)
    expect(ok.headers.get('access-control-allow-origin')).toBe(WIDGET)
    const refused = await preflight(app, '/probe', SITE)
    expect(refused.status).toBe(403)
    expect(refused.headers.get('access-control-allow-origin')).toBeNull()
    expect(
      (await app.request('/probe/7', { headers: { origin: SITE } })).headers.get('access-control-allow-origin'),
    ).toBeNull()
  })

  it("behavior: a 'none' route and an undeclared path get no CORS headers, not even for the widget origin", async () => {
    const app = probeApp()
    const session = await app.request('/private/session', { headers: { origin: WIDGET } })
    expect(session.status).toBe(200)
    expect(session.headers.get('access-control-allow-origin')).toBeNull()
    expect(session.headers.get('vary')).toBeNull()
    expect((await preflight(app, '/private/session', WIDGET)).headers.get('access-control-allow-origin')).toBeNull()
    const elsewhere = await app.request('/elsewhere', { headers: { origin: WIDGET } })
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull()
    expect(elsewhere.headers.get('cache-control')).toBeNull()
  })

  it('behavior: a path gets the policy of the route it reaches, whatever the method, and only whole paths match', () => {
    const groups: RouteGroup[] = [
      defineRoutes({ cors: 'widget-origins', app: new Hono().post('/v1', (c) => c.body(null)) }),
      defineRoutes({ cors: 'none', base: '/auth/v1', app: new Hono().get('/session', (c) => c.body(null)) }),
    ]
    const policyOf = corsPolicies(groups)
    expect(policyOf('/v1')).toBe('widget-origins')
    expect(policyOf('/auth/v1/session')).toBe('none')
    for (const path of ['/v1/', '/v10', '/auth/v1/session/x', '/auth/v1', '/'])
      expect(policyOf(path), path).toBeUndefined()
  })

  it("behavior: the server's auth API and the secure frame's smart-account calls are declared with no CORS, every other endpoint with the widget origins'", () => {
    const routes = serverRoutes({ config: loadConfig({}, {}) } as AppDependencies).flatMap((group) => group.routes)
    expect(routes.length).toBeGreaterThan(15)
    // Only the secure frame, on this server's own origin, calls these.
    const frameOnly = ['/auth/v1/', '/v1/smart-accounts/', '/v1/paymaster/', '/v1/bundler/']
    for (const route of routes) {
      expect(route.cors, `${route.method} ${route.path}`).toBe(
        frameOnly.some((prefix) => route.path.startsWith(prefix)) ? 'none' : 'widget-origins',
      )
    }
    const declared = routes.map((route) => `${route.method} ${route.path}`)
    expect(declared).toEqual(
      expect.arrayContaining(['GET /auth/v1/session', 'POST /e', 'POST /v1/', 'GET /getWallets']),
    )
  })
})
