/**
 * The cookies are SameSite=None (they must be, inside a third-party iframe), so the browser
 * attaches them to requests any site makes. Every request that changes state must therefore
 * come from this server's own origin, the secure frame's; anything else is answered 403. A GET
 * that comes with a foreign Origin is refused too: GET /session answers secrets, and CORS alone
 * is one misconfiguration away from exposing them.
 *
 * "From this origin" means an `Origin` equal to the public origin, with one exception: the
 * approval page sends no Referer (its URL carries a token), and under that policy a browser
 * writes `Origin: null` even on a same-origin form POST. Such a request passes only when the
 * browser itself vouches with `Sec-Fetch-Site: same-origin`, a header pages cannot set. When
 * `Sec-Fetch-Site` is present on a state change, it must say same-origin whatever the Origin.
 */
import type { MiddlewareHandler } from 'hono'
import { ApiError } from '../api-error.js'

export const CROSS_ORIGIN_REFUSED = 'Cross-origin request refused'

/** Whether a request that changes state comes from `publicOrigin`, by the rule above. */
export function isSameOriginWrite(
  headers: { origin: string | undefined; fetchSite: string | undefined },
  publicOrigin: string,
): boolean {
  const { origin, fetchSite } = headers
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return false
  if (origin === publicOrigin) return true
  return origin === 'null' && fetchSite === 'same-origin'
}

export function sameOriginOnly(publicOrigin: string): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin')
    const reads = c.req.method === 'GET' || c.req.method === 'HEAD'
    // A top-level GET (the approval link) carries no Origin; a state change always must.
    const allowed = reads
      ? origin === undefined || origin === publicOrigin
      : isSameOriginWrite({ origin, fetchSite: c.req.header('sec-fetch-site') }, publicOrigin)
    if (!allowed) throw new ApiError(403, CROSS_ORIGIN_REFUSED)
    await next()
  }
}
