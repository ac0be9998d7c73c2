/**
 * The JSON-RPC proxy's rate limits: fixed one-minute windows on the `rate_limits` table, one per
 * client IP and project and one per project. A batch counts as its number of calls. The IP
 * window is checked first, and a call it refuses is not counted against the project, so one
 * flooding address cannot use up a project's allowance for everyone else.
 */
import type { Context } from 'hono'
import { ApiError } from '../api-error.js'
import type { ApiContext } from '../api/context.js'
import { clientIp } from '../auth/limits.js'
import { hitWindow } from '../auth/store/rate-limits.js'

export const RPC_WINDOW_MS = 60_000

function tooMany(c: Context, secondsLeft: number, message: string): ApiError {
  c.header('Retry-After', String(secondsLeft))
  return new ApiError(429, `${message}; please try again after ${secondsLeft} seconds`, {
    retryAfterSeconds: secondsLeft,
  })
}

/**
 * Counts `calls` JSON-RPC calls of this client for `projectId`; throws a 429 with Retry-After
 * when either window is over its limit.
 */
export async function enforceRpcLimits(ctx: ApiContext, c: Context, projectId: string, calls: number): Promise<void> {
  if (calls <= 0) return
  const { callsPerMinutePerIp, callsPerMinutePerProject } = ctx.config.rpcProxy
  const now = ctx.clock()
  const perIp = await hitWindow(ctx.db, {
    key: `rpc:ip:${clientIp(c)}:${projectId}`,
    max: callsPerMinutePerIp,
    count: calls,
    windowMs: RPC_WINDOW_MS,
    now,
  })
  if (!perIp.allowed) {
    throw tooMany(
      c,
      perIp.retryAfterSeconds,
      `Too many RPC calls from this address for project ${projectId} (at most ${callsPerMinutePerIp} a minute)`,
    )
  }
  const perProject = await hitWindow(ctx.db, {
    key: `rpc:project:${projectId}`,
    max: callsPerMinutePerProject,
    count: calls,
    windowMs: RPC_WINDOW_MS,
    now,
  })
  if (!perProject.allowed) {
    throw tooMany(
      c,
      perProject.retryAfterSeconds,
      `Too many RPC calls for project ${projectId} (at most ${callsPerMinutePerProject} a minute)`,
    )
  }
}
