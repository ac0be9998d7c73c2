/**
 * The `rate_limits` table: a cooldown (one event per period per key) and a fixed-window
 * counter. Each check is one upsert, so two concurrent requests cannot both slip through.
 */
import type { Queryable } from '../../db/database.js'

/**
 * Takes the cooldown for `key` when the last event is at least `periodMs` old: answers 0. When
 * it is younger, answers the whole seconds left, rounded up (a 0.2 s wait reads "1 second").
 */
export async function takeCooldown(
  q: Queryable,
  parameters: { key: string; periodMs: number; now: Date },
): Promise<number> {
  const { key, periodMs, now } = parameters
  const taken = await q.query(
    `insert into rate_limits (key, window_start, count) values ($1, $2, 1)
     on conflict (key) do update set window_start = excluded.window_start, count = rate_limits.count + 1
     where rate_limits.window_start <= $3
     returning key`,
    [key, now, new Date(now.getTime() - periodMs)],
  )
  if (taken.length === 1) return 0
  const [row] = await q.query<{ window_start: Date }>('select window_start from rate_limits where key = $1', [key])
  const leftMs = (row?.window_start.getTime() ?? 0) + periodMs - now.getTime()
  return Math.max(1, Math.ceil(leftMs / 1000))
}

export interface WindowHit {
  allowed: boolean
  /** When not allowed: seconds until the window resets, rounded up. */
  retryAfterSeconds: number
}

/**
 * Counts `count` events (default one; a JSON-RPC batch counts as its calls) for `key` in a fixed
 * window of `windowMs`; allowed while the window's total is ≤ `max`.
 */
export async function hitWindow(
  q: Queryable,
  parameters: { key: string; max: number; windowMs: number; now: Date; count?: number },
): Promise<WindowHit> {
  const { key, max, windowMs, now, count = 1 } = parameters
  const [row] = await q.query<{ window_start: Date; count: number }>(
    `insert into rate_limits (key, window_start, count) values ($1, $2, $4)
     on conflict (key) do update set
       window_start = case when rate_limits.window_start <= $3 then excluded.window_start else rate_limits.window_start end,
       count = case when rate_limits.window_start <= $3 then $4 else rate_limits.count + $4 end
     returning window_start, count`,
    [key, now, new Date(now.getTime() - windowMs), count],
  )
  if (!row) throw new Error('rate limit upsert returned no row')
  const retryAfterSeconds = Math.max(1, Math.ceil((row.window_start.getTime() + windowMs - now.getTime()) / 1000))
  return { allowed: row.count <= max, retryAfterSeconds }
}

/**
 * Reads the window of `key` without counting: whether one more event would still be within
 * `max`, and when not, the seconds until the window ends. With `lock`, the row stays locked
 * until the transaction ends, so concurrent checks of the same key queue behind each other.
 */
export async function peekWindow(
  q: Queryable,
  parameters: { key: string; max: number; windowMs: number; now: Date; lock?: boolean },
): Promise<WindowHit> {
  const { key, max, windowMs, now, lock = false } = parameters
  const [row] = await q.query<{ window_start: Date; count: number }>(
    `select window_start, count from rate_limits where key = $1${lock ? ' for update' : ''}`,
    [key],
  )
  // The same boundary as hitWindow: a window whose start is windowMs old or more is over.
  if (!row || row.window_start.getTime() <= now.getTime() - windowMs) return { allowed: true, retryAfterSeconds: 0 }
  const retryAfterSeconds = Math.max(1, Math.ceil((row.window_start.getTime() + windowMs - now.getTime()) / 1000))
  return { allowed: row.count < max, retryAfterSeconds }
}
