/**
 * CORS of the routes declared with the 'widget-origins' policy (routes.ts): the public API. The
 * widget iframe calls it with fetch from its own origin, so exactly the configured widget origins
 * (patterns as in shared/allowed-origins.ts) get `Access-Control-Allow-Origin` (echoing the
 * request's Origin, never `*`), and every answer says `Vary: Origin` because it depends on it. No
 * credentials are involved: these calls carry no cookies. A preflight from any other origin is
 * refused. Requests without CORS (curl, servers, wallets calling the RPC URL) are unaffected:
 * the data is public, and CORS only decides which pages may read it.
 */
import type { MiddlewareHandler } from 'hono'
import { isOriginAllowed } from '../../shared/allowed-origins.js'

export const ALLOWED_METHODS = 'GET, POST'
export const ALLOWED_HEADERS = 'Content-Type'
/** Headers the widget may read besides the safelisted ones: the 429's wait, and the image validator. */
export const EXPOSED_HEADERS = 'Retry-After, ETag'

export function widgetCors(widgetOrigins: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin')
    const allowed = origin !== undefined && isOriginAllowed(widgetOrigins, origin)
    if (c.req.method === 'OPTIONS') {
      const vary = 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers'
      if (!allowed) return c.json({ error: 'Origin not allowed' }, 403, { Vary: vary })
      return c.body(null, 204, {
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Methods': ALLOWED_METHODS,
        'Access-Control-Allow-Headers': ALLOWED_HEADERS,
        'Access-Control-Max-Age': '600',
        Vary: vary,
      })
    }
    await next()
    c.header('Vary', 'Origin', { append: true })
    if (allowed) {
      c.header('Access-Control-Allow-Origin', origin)
      c.header('Access-Control-Expose-Headers', EXPOSED_HEADERS)
    }
  }
}
