/**
 * The brakes on mail and guessing, all counted in the `rate_limits` table so they hold across
 * restarts and across servers sharing one database:
 *
 * - a 30-second cooldown per address (the text is exactly 'Please try again after {n} seconds');
 * - a per-IP window on mail-sending requests, so one client cannot mail many addresses;
 * - per address and hour, at most {@link MAILS_PER_ADDRESS_PER_HOUR} mails and at most
 *   {@link WRONG_CODES_PER_ADDRESS_PER_HOUR} wrong codes, whatever code they were meant for.
 *   An address past either budget is answered 'Too many attempts; try again in {n} minutes'
 *   until its hour is over. Past the mail budget it gets no more mail (codes already sent still
 *   work); past the wrong-code budget it can neither verify a code nor be sent one.
 */
import type { Context } from 'hono'
import { EMAIL_LOGIN_COOLDOWN_MS } from '../../shared/constants.js'
import { ApiError } from '../api-error.js'
import { clientIp } from '../client-ip.js'
import type { Queryable } from '../db/database.js'
import type { AuthContext } from './context.js'
import { hitWindow, peekWindow, takeCooldown } from './store/rate-limits.js'

/** Re-exported for callers that still import it from here; it lives in client-ip.ts. */
export { clientIp }

export const ADDRESS_WINDOW_MS = 60 * 60_000
export const MAILS_PER_ADDRESS_PER_HOUR = 5
export const WRONG_CODES_PER_ADDRESS_PER_HOUR = 10

export const cooldownMessage = (seconds: number): string => `Please try again after ${seconds} seconds`
export const tooManyAttemptsMessage = (minutes: number): string => `Too many attempts; try again in ${minutes} minutes`

/** The 429 of a limit: Retry-After in seconds, and the same number in the body. */
export function tooMany(c: Context, seconds: number, message: string): ApiError {
  c.header('Retry-After', String(seconds))
  return new ApiError(429, message, { retryAfterSeconds: seconds })
}

/** The 429 of an address past one of its hourly budgets; the minutes are rounded up. */
export function tooManyAttempts(c: Context, seconds: number): ApiError {
  return tooMany(c, seconds, tooManyAttemptsMessage(Math.ceil(seconds / 60)))
}

/** Throws a 429 when `key` (e.g. `login:alice@example.com`) had a mail within the cooldown. */
export async function enforceCooldown(ctx: AuthContext, c: Context, key: string): Promise<void> {
  const seconds = await takeCooldown(ctx.db, { key, periodMs: EMAIL_LOGIN_COOLDOWN_MS, now: ctx.clock() })
  if (seconds > 0) throw tooMany(c, seconds, cooldownMessage(seconds))
}

/** What the per-IP window needs of a context: the database, the clock and the limit's settings. */
export type IpLimitContext = Pick<AuthContext, 'db' | 'clock'> & { config: Pick<AuthContext['config'], 'rateLimit'> }

/**
 * Counts one login start (`scope` names which: an email login's mail, a social login's flow) for the
 * client's IP; throws a 429 past the limit. Each scope is counted apart.
 */
export async function enforceIpLimit(ctx: IpLimitContext, c: Context, scope = 'ip'): Promise<void> {
  const { startsPerIp, windowSeconds } = ctx.config.rateLimit
  const hit = await hitWindow(ctx.db, {
    key: `${scope}:${clientIp(c)}`,
    max: startsPerIp,
    windowMs: windowSeconds * 1000,
    now: ctx.clock(),
  })
  if (!hit.allowed)
    throw tooMany(
      c,
      hit.retryAfterSeconds,
      `Too many requests from this address; please try again after ${hit.retryAfterSeconds} seconds`,
    )
}

const mailsKey = (email: string): string => `mails:${email}`
const wrongCodesKey = (email: string): string => `wrong-codes:${email}`

/** Distinct and sorted, so transactions that lock several keys always lock them in one order. */
const distinct = (emails: readonly string[]): string[] => [...new Set(emails)].sort()

/**
 * The longest wait among the budgets that are spent, in seconds, or 0 when every one has room.
 * With `lock`, the rows stay locked until the transaction ends.
 */
async function spentFor(q: Queryable, keys: string[], max: number, now: Date, lock = false): Promise<number> {
  let wait = 0
  for (const key of keys) {
    const peek = await peekWindow(q, { key, max, windowMs: ADDRESS_WINDOW_MS, now, lock })
    if (!peek.allowed) wait = Math.max(wait, peek.retryAfterSeconds)
  }
  return wait
}

/**
 * Before mailing any of `emails`: throws the 429 when one of them is past its mail or its
 * wrong-code budget. Counts nothing; {@link spendMail} does once the other checks passed.
 */
export async function ensureMailAllowed(ctx: AuthContext, c: Context, emails: readonly string[]): Promise<void> {
  const now = ctx.clock()
  const addresses = distinct(emails)
  const wait = Math.max(
    await spentFor(ctx.db, addresses.map(mailsKey), MAILS_PER_ADDRESS_PER_HOUR, now),
    await spentFor(ctx.db, addresses.map(wrongCodesKey), WRONG_CODES_PER_ADDRESS_PER_HOUR, now),
  )
  if (wait > 0) throw tooManyAttempts(c, wait)
}

/** Counts one mail against each of `emails`; throws the 429 when that takes one past its budget. */
export async function spendMail(
  ctx: AuthContext,
  c: Context,
  emails: readonly string[],
  q: Queryable = ctx.db,
): Promise<void> {
  const now = ctx.clock()
  let wait = 0
  for (const email of distinct(emails)) {
    const hit = await hitWindow(q, {
      key: mailsKey(email),
      max: MAILS_PER_ADDRESS_PER_HOUR,
      windowMs: ADDRESS_WINDOW_MS,
      now,
    })
    if (!hit.allowed) wait = Math.max(wait, hit.retryAfterSeconds)
  }
  if (wait > 0) throw tooManyAttempts(c, wait)
}

/**
 * Inside the transaction that checks a code: the seconds to wait when one of `emails` is past
 * its wrong-code budget (0 when all have room). Locks their counters, so concurrent guesses at
 * one address are counted one after another and cannot overshoot together.
 */
export function wrongCodesWait(tx: Queryable, emails: readonly string[], now: Date): Promise<number> {
  return spentFor(tx, distinct(emails).map(wrongCodesKey), WRONG_CODES_PER_ADDRESS_PER_HOUR, now, true)
}

/** Counts one wrong code against each of `emails`, in the transaction that checked it. */
export async function countWrongCode(tx: Queryable, emails: readonly string[], now: Date): Promise<void> {
  for (const email of distinct(emails)) {
    await hitWindow(tx, {
      key: wrongCodesKey(email),
      max: WRONG_CODES_PER_ADDRESS_PER_HOUR,
      windowMs: ADDRESS_WINDOW_MS,
      now,
    })
  }
}
