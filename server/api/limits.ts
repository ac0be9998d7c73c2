/** Fixed one-minute windows per client IP and project, on the `rate_limits` table. */
import type { Context } from 'hono'
import { ApiError } from '../api-error.js'
import { clientIp } from '../client-ip.js'
import { hitWindow } from '../auth/store/rate-limits.js'
import type { ApiContext } from './context.js'

/** Counts one call of `name` for this IP and project; past `perMinute` it throws a 429 with Retry-After. */
export async function enforcePerMinute(
  ctx: ApiContext,
  c: Context,
  name: string,
  projectId: string,
  perMinute: number,
): Promise<void> {
  const hit = await hitWindow(ctx.db, {
    key: `${name}:${clientIp(c)}:${projectId}`,
    max: perMinute,
    windowMs: 60_000,
    now: ctx.clock(),
  })
  if (hit.allowed) return
  c.header('Retry-After', String(hit.retryAfterSeconds))
  throw new ApiError(429, `Too many requests; please try again after ${hit.retryAfterSeconds} seconds`, {
    retryAfterSeconds: hit.retryAfterSeconds,
  })
}
