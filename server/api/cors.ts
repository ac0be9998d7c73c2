/**
 * CORS for the public API. The widget iframe calls it with fetch from its own origin, so
 * exactly the configured widget origins get `Access-Control-Allow-Origin` (echoing the request's
 * Origin, never `*`), and every answer says `Vary: Origin` because it depends on it. No
 * credentials are involved: these calls carry no cookies. A preflight from any other origin is
 * refused. Requests without CORS (curl, servers, wallets calling the RPC URL) are unaffected:
 * the data is public, and CORS only decides which pages may read it.
 */
import type { MiddlewareHandler } from 'hono'

/**
 * Whether `origin` is allowed by `pattern`: equal, or, for a `*.` pattern, the same scheme and
 * port with a host that ends in the rest of the pattern after at least one whole label
 * (`https://*.example.com` allows `https://a.b.example.com`, not `https://badexample.com` nor
 * `https://example.com`).
 */
export function originMatches(pattern: string, origin: string): boolean {
  if (pattern === origin) return true
  const wildcard = /^(https?):\/\/\*\.([^:/]+)(:\d+)?$/.exec(pattern)
  if (!wildcard) return false
  const [, scheme, suffix, port = ''] = wildcard
  const actual = /^(https?):\/\/([^:/]+)(:\d+)?$/.exec(origin)
  if (!actual) return false
  const [, actualScheme, host = '', actualPort = ''] = actual
  return (
    actualScheme === scheme &&
    actualPort === port &&
    host.endsWith(`.${suffix}`) &&
    host.length > (suffix?.length ?? 0) + 1
  )
}

export const ALLOWED_METHODS = 'GET, POST'
export const ALLOWED_HEADERS = 'Content-Type'
/** Headers the widget may read besides the safelisted ones: the 429's wait, and the image validator. */
export const EXPOSED_HEADERS = 'Retry-After, ETag'

export function widgetCors(widgetOrigins: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin')
    const allowed = origin !== undefined && widgetOrigins.some((pattern) => originMatches(pattern, origin))
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
