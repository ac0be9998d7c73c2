/**
 * The public API of SPEC §7 that the widget calls from its own origin: the wallet-directory
 * service, project configuration, analytics errors and the blockchain data API. Every path
 * gets CORS for the widget origins, and answers that set no caching of their own are not cached.
 */
import { Hono, type MiddlewareHandler } from 'hono'
import { analyticsRoutes } from '../analytics/routes.js'
import { blockchainRoutes } from '../blockchain/routes.js'
import { directoryRoutes } from '../directory/routes.js'
import { projectRoutes } from '../projects/routes.js'
import type { ApiContext } from './context.js'
import { widgetCors } from './cors.js'

export type { ApiContext } from './context.js'

const EXACT_PATHS = new Set(['/getWallets', '/getAnalyticsConfig', '/e', '/v1'])
const PATH_PREFIXES = ['/appkit/', '/projects/', '/getWalletImage/', '/public/', '/v1/']

export function isPublicApiPath(path: string): boolean {
  return EXACT_PATHS.has(path) || PATH_PREFIXES.some((prefix) => path.startsWith(prefix))
}

/** CORS and the no-store default, for the public API's paths only (the auth API has its own rules). */
export function publicApiMiddleware(widgetOrigins: readonly string[]): MiddlewareHandler {
  const cors = widgetCors(widgetOrigins)
  return async (c, next) => {
    if (!isPublicApiPath(c.req.path)) return next()
    return cors(c, async () => {
      await next()
      if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store')
    })
  }
}

export function publicApiRoutes(ctx: ApiContext): Hono {
  const app = new Hono()
  app.route('/', projectRoutes(ctx))
  app.route('/', directoryRoutes(ctx))
  app.route('/', analyticsRoutes(ctx))
  app.route('/', blockchainRoutes(ctx))
  return app
}
