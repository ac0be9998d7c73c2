/**
 * How the server's endpoints are declared and mounted. Each route module returns its routes
 * together with the CORS policy they answer with (`defineRoutes`); the app mounts the list
 * (`mountRoutes`), and one middleware gives each request the policy of the route its path
 * matches. A new endpoint therefore gets its CORS where it is written, and nowhere else.
 */
import { Hono, type MiddlewareHandler } from 'hono'
import { RegExpRouter } from 'hono/router/reg-exp-router'
import { SmartRouter } from 'hono/router/smart-router'
import { TrieRouter } from 'hono/router/trie-router'
import { widgetCors } from './cors.js'

/**
 * Which other origins may read a route's answers in a browser:
 *   'widget-origins'  exactly the configured widget origins, by name (the public API the widget calls);
 *                     a preflight from any other origin is refused
 *   'none'            none: no CORS headers at all (the auth API, which only its own origin calls)
 */
export type CorsPolicy = 'widget-origins' | 'none'

export interface RouteDefinition {
  method: string
  /** The full path pattern, base included (`/getWalletImage/:id`, `/auth/v1/session`). */
  path: string
  cors: CorsPolicy
}

export interface RouteGroup {
  /** Where the group's routes are mounted: `/`, or a prefix such as `/auth/v1`. */
  base: string
  app: Hono
  /** Every route the group answers, with its policy. */
  routes: RouteDefinition[]
}

export interface DefineRoutesParameters {
  /** The policy of every route in `app`. */
  cors: CorsPolicy
  /** The routes, registered (`app.get`, `app.post`, …) before this is called. */
  app: Hono
  /** Default `/`. */
  base?: string
}

/** Declares a module's routes with their CORS policy; call it once the routes are registered. */
export function defineRoutes({ cors, app, base = '/' }: DefineRoutesParameters): RouteGroup {
  const routes = new Map<string, RouteDefinition>()
  // Mounted on a scratch app, the paths come out joined to the base exactly as the app will join them.
  const mounted = base === '/' ? app : new Hono().route(base, app)
  for (const { method, path } of mounted.routes) {
    // Middleware (`app.use`) is registered for every method and answers nothing by itself.
    if (method === 'ALL') continue
    routes.set(`${method} ${path}`, { method, path, cors })
  }
  return { base, app, routes: [...routes.values()] }
}

/**
 * The policy of the first route whose path matches, whatever the method: a preflight (OPTIONS)
 * and a GET to a POST-only path get the policy of the path. Paths no route declares get none.
 * Matching is Hono's own, so a path gets a policy exactly when it reaches a route.
 */
export function corsPolicies(groups: readonly RouteGroup[]): (path: string) => CorsPolicy | undefined {
  const router = new SmartRouter<CorsPolicy>({ routers: [new RegExpRouter(), new TrieRouter()] })
  for (const { routes } of groups) for (const route of routes) router.add('ALL', route.path, route.cors)
  return (path) => {
    const [matches] = router.match('OPTIONS', path)
    return matches[0]?.[0]
  }
}

/**
 * Mounts the groups on `app` behind one middleware that answers with each route's policy. Every
 * answer of a declared route that sets no caching of its own is not cached.
 */
export function mountRoutes(app: Hono, groups: readonly RouteGroup[], widgetOrigins: readonly string[]): void {
  const policyOf = corsPolicies(groups)
  const cors = widgetCors(widgetOrigins)
  const byPolicy: MiddlewareHandler = async (c, next) => {
    const policy = policyOf(c.req.path)
    if (policy === undefined) return next()
    const answer = async () => {
      await next()
      if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store')
    }
    return policy === 'widget-origins' ? cors(c, answer) : answer()
  }
  app.use('*', byPolicy)
  for (const group of groups) app.route(group.base, group.app)
}
