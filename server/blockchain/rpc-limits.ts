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
import type { Queryable } from '../db/database.js'

export const RPC_WINDOW_MS = 60_000

export interface CallWindow {
  /** The calls counted in the current window, these included. */
  count: number
  /** Whole seconds until the window starts over, rounded up (at least 1). */
  secondsLeft: number
}

/**
 * Adds `calls` to the window of `key`, starting a new window when the current one is older than
 * `windowMs`. One upsert, so concurrent requests cannot both slip under the limit.
 */
export async function addCalls(q: Queryable, parameters: { key: string; calls: number; windowMs: number; now: Date }): Promise<CallWindow> {
  const { key, calls, windowMs, now } = parameters
  const [row] = await q.query<{ window_start: Date; count: number }>(
    `insert into rate_limits (key, window_start, count) values ($1, $2, $4)
     on conflict (key) do update set
       window_start = case when rate_limits.window_start <= $3 then excluded.window_start else rate_limits.window_start end,
       count = case when rate_limits.window_start <= $3 then $4 else rate_limits.count + $4 end
     returning window_start, count`,
    [key, now, new Date(now.getTime() - windowMs), calls],
  )
  if (!row) throw new Error(`rate limit upsert for ${key} returned no row`)
  return { count: row.count, secondsLeft: Math.max(1, Math.ceil((row.window_start.getTime() + windowMs - now.getTime()) / 1000)) }
}

function tooMany(c: Context, secondsLeft: number, message: string): ApiError {
  c.header('Retry-After', String(secondsLeft))
  return new ApiError(429, `${message}; please try again after ${secondsLeft} seconds`, { retryAfterSeconds: secondsLeft })
}

/**
 * Counts `calls` JSON-RPC calls of this client for `projectId`; throws a 429 with Retry-After
 * when either window is over its limit.
 */
export async function enforceRpcLimits(ctx: ApiContext, c: Context, projectId: string, calls: number): Promise<void> {
  if (calls <= 0) return
  const { callsPerMinutePerIp, callsPerMinutePerProject } = ctx.config.rpcProxy
  const now = ctx.clock()
  const perIp = await addCalls(ctx.db, { key: `rpc:ip:${clientIp(c)}:${projectId}`, calls, windowMs: RPC_WINDOW_MS, now })
  if (perIp.count > callsPerMinutePerIp) {
    throw tooMany(c, perIp.secondsLeft, `Too many RPC calls from this address for project ${projectId} (at most ${callsPerMinutePerIp} a minute)`)
  }
  const perProject = await addCalls(ctx.db, { key: `rpc:project:${projectId}`, calls, windowMs: RPC_WINDOW_MS, now })
  if (perProject.count > callsPerMinutePerProject) {
    throw tooMany(c, perProject.secondsLeft, `Too many RPC calls for project ${projectId} (at most ${callsPerMinutePerProject} a minute)`)
  }
}
