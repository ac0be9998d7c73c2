/**
 * The cookies are SameSite=None (they must be, inside a third-party iframe), so the browser
 * attaches them to requests any site makes. Every request that changes state must therefore
 * carry an `Origin` equal to this server's own origin, the secure frame's; anything else is
 * answered 403. A GET that comes with a foreign Origin is refused too: GET /session answers
 * secrets, and CORS alone is one misconfiguration away from exposing them.
 */
import type { MiddlewareHandler } from 'hono'
import { ApiError } from '../api-error.js'

export const CROSS_ORIGIN_REFUSED = 'Cross-origin request refused'

export function sameOriginOnly(publicOrigin: string): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin')
    const reads = c.req.method === 'GET' || c.req.method === 'HEAD'
    // A top-level GET (the approval link) carries no Origin; a state change always must.
    if (reads ? origin !== undefined && origin !== publicOrigin : origin !== publicOrigin) {
      throw new ApiError(403, CROSS_ORIGIN_REFUSED)
    }
    await next()
  }
}
