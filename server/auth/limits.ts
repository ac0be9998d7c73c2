/**
 * The two brakes on sending mail: the 30-second cooldown per address (SPEC §5, §9; the text
 * is the spec's exact 'Please try again after {n} seconds') and a per-IP window that stops one
 * client from mailing many addresses.
 */
import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import { EMAIL_LOGIN_COOLDOWN_MS } from '../../shared/constants.js'
import { ApiError } from '../api-error.js'
import type { AuthContext } from './context.js'
import { hitWindow, takeCooldown } from './store/rate-limits.js'

export const cooldownMessage = (seconds: number): string => `Please try again after ${seconds} seconds`

function tooMany(c: Context, seconds: number, message: string): ApiError {
  c.header('Retry-After', String(seconds))
  return new ApiError(429, message, { retryAfterSeconds: seconds })
}

/**
 * The peer address of the connection. Forwarding headers are ignored on purpose: anyone can
 * send them, and a deployment behind a proxy should rate-limit at the proxy.
 */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}

/** Throws a 429 when `key` (e.g. `login:alice@example.com`) had a mail within the cooldown. */
export async function enforceCooldown(ctx: AuthContext, c: Context, key: string): Promise<void> {
  const seconds = await takeCooldown(ctx.db, { key, periodMs: EMAIL_LOGIN_COOLDOWN_MS, now: ctx.clock() })
  if (seconds > 0) throw tooMany(c, seconds, cooldownMessage(seconds))
}

/** Counts one mail-sending request for the client's IP; throws a 429 past the limit. */
export async function enforceIpLimit(ctx: AuthContext, c: Context): Promise<void> {
  const { startsPerIp, windowSeconds } = ctx.config.rateLimit
  const hit = await hitWindow(ctx.db, { key: `ip:${clientIp(c)}`, max: startsPerIp, windowMs: windowSeconds * 1000, now: ctx.clock() })
  if (!hit.allowed) throw tooMany(c, hit.retryAfterSeconds, `Too many requests from this address; please try again after ${hit.retryAfterSeconds} seconds`)
}
