/**
 * The relay's settings as a deployment gives them, in environment variables (all optional):
 *
 *   PORT                                    listening port (default 4403; 0 picks a free one)
 *   HOST                                    listening address (default 127.0.0.1)
 *   PUBLIC_URL                              the ws:// or wss:// URL the clients are given, comma-separated
 *                                           if several; a client's auth JWT must be addressed to one
 *                                           (default the relay's own ws://<host>:<port>)
 *   RELAY_PING_INTERVAL_MS                  how often each socket is pinged, 1000 to 30000 (default 15000)
 *   RELAY_SWEEP_INTERVAL_MS                 how often expired messages are swept (default 30000)
 *   RELAY_DATABASE_URL                      postgres:// or postgresql:// URL: share messages with every relay
 *                                           instance on that database (default: this process's memory only)
 *   RELAY_MAX_FRAME_BYTES, RELAY_MAX_MESSAGE_BYTES, RELAY_MAX_SUBSCRIPTIONS_PER_CONNECTION,
 *   RELAY_MAX_MESSAGES_PER_TOPIC, RELAY_MAX_BYTES_PER_CLIENT, RELAY_MAX_BYTES_TOTAL,
 *   RELAY_MAX_BUFFERED_BYTES                whole numbers ≥ 1 (defaults in limits.ts)
 *   RELAY_PUBLISH_RATE, RELAY_SUBSCRIBE_RATE, RELAY_REFUSAL_RATE
 *                                           `<per second>:<burst>`, e.g. 20:100 (defaults in limits.ts)
 *
 * Every value is checked before anything starts; each bad one gets its own line in the error.
 */
import { acceptedAudiences } from './auth.js'
import { DEFAULT_RELAY_LIMITS, type RelayLimits } from './limits.js'
import type { RateLimit } from './rate-limit.js'
import type { StartRelayParameters } from './relay.js'

export const DEFAULT_RELAY_PORT = 4403
export const DEFAULT_RELAY_HOST = '127.0.0.1'

/** What a deployment sets; the clock and the log are the program's own. */
export type RelaySettings = Omit<StartRelayParameters, 'now' | 'log'>

/** One or more bad values; the message has one line per value. */
export class RelaySettingsError extends Error {
  override name = 'RelaySettingsError'

  constructor(readonly problems: string[]) {
    super(`the relay's settings are not valid:\n  ${problems.join('\n  ')}`)
  }
}

type NumericLimit = {
  [K in keyof RelayLimits]: RelayLimits[K] extends number ? K : never
}[keyof RelayLimits]
type RateLimitName = Exclude<keyof RelayLimits, NumericLimit>

const NUMERIC_LIMITS: Record<string, NumericLimit> = {
  RELAY_MAX_FRAME_BYTES: 'maxFrameBytes',
  RELAY_MAX_MESSAGE_BYTES: 'maxMessageBytes',
  RELAY_MAX_SUBSCRIPTIONS_PER_CONNECTION: 'maxSubscriptionsPerConnection',
  RELAY_MAX_MESSAGES_PER_TOPIC: 'maxMessagesPerTopic',
  RELAY_MAX_BYTES_PER_CLIENT: 'maxBytesPerClient',
  RELAY_MAX_BYTES_TOTAL: 'maxBytesTotal',
  RELAY_MAX_BUFFERED_BYTES: 'maxBufferedBytes',
}

const RATE_LIMITS: Record<string, RateLimitName> = {
  RELAY_PUBLISH_RATE: 'publishRate',
  RELAY_SUBSCRIBE_RATE: 'subscribeRate',
  RELAY_REFUSAL_RATE: 'refusals',
}

/** The Node clients drop a connection that goes 35 s without a ping, so the relay pings well within that. */
const MAX_PING_INTERVAL_MS = 30_000
const MIN_INTERVAL_MS = 1_000

/** Reads and checks every setting; throws a RelaySettingsError naming each bad value. */
export function relaySettingsFromEnv(env: NodeJS.ProcessEnv): RelaySettings {
  const problems: string[] = []
  const given = (name: string): string | undefined => {
    const value = env[name]?.trim()
    return value === undefined || value === '' ? undefined : value
  }
  const wholeNumber = (name: string, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined => {
    const value = given(name)
    if (value === undefined) return undefined
    const parsed = /^\d+$/.test(value) ? Number(value) : Number.NaN
    if (Number.isSafeInteger(parsed) && parsed >= min && parsed <= max) return parsed
    problems.push(`${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(env[name])}`)
    return undefined
  }

  const port = wholeNumber('PORT', 0, 65_535) ?? DEFAULT_RELAY_PORT
  const host = given('HOST') ?? DEFAULT_RELAY_HOST
  const publicUrl = publicUrlsFrom(given('PUBLIC_URL'), problems)
  const pingIntervalMs = wholeNumber('RELAY_PING_INTERVAL_MS', MIN_INTERVAL_MS, MAX_PING_INTERVAL_MS)
  const sweepIntervalMs = wholeNumber('RELAY_SWEEP_INTERVAL_MS', MIN_INTERVAL_MS)
  const databaseUrl = databaseUrlFrom(given('RELAY_DATABASE_URL'), problems)
  const limits: Partial<RelayLimits> = {}
  for (const [name, key] of Object.entries(NUMERIC_LIMITS)) {
    const value = wholeNumber(name, 1)
    if (value !== undefined) limits[key] = value
  }
  for (const [name, key] of Object.entries(RATE_LIMITS)) {
    const value = given(name)
    if (value === undefined) continue
    const rate = parseRate(value)
    if (rate) limits[key] = rate
    else
      problems.push(
        `${name} must be <per second>:<burst>, e.g. ${formatRate(DEFAULT_RELAY_LIMITS[key])} (per second ≥ 0, ` +
          `burst a whole number ≥ 1), got ${JSON.stringify(env[name])}`,
      )
  }
  if (problems.length > 0) throw new RelaySettingsError(problems)

  return {
    port,
    host,
    ...(publicUrl && { publicUrl }),
    ...(pingIntervalMs !== undefined && { pingIntervalMs }),
    ...(sweepIntervalMs !== undefined && { sweepIntervalMs }),
    ...(databaseUrl && { databaseUrl }),
    ...(Object.keys(limits).length > 0 && { limits }),
  }
}

function publicUrlsFrom(value: string | undefined, problems: string[]): string[] | undefined {
  if (value === undefined) return undefined
  const urls = value
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url !== '')
  for (const url of urls) {
    try {
      acceptedAudiences(url)
    } catch {
      problems.push(`PUBLIC_URL must list ws:// or wss:// URLs separated by commas, got ${JSON.stringify(url)}`)
    }
  }
  return urls.length > 0 ? urls : undefined
}

/** The URL is never echoed back: it may hold a password. */
function databaseUrlFrom(value: string | undefined, problems: string[]): string | undefined {
  if (value === undefined) return undefined
  let url: URL | undefined
  try {
    url = new URL(value)
  } catch {}
  if (url?.protocol === 'postgres:' || url?.protocol === 'postgresql:') return value
  const seen = url ? `a ${url.protocol}// URL` : 'something that is not a URL'
  problems.push(`RELAY_DATABASE_URL must be a postgres:// or postgresql:// URL, got ${seen}`)
  return undefined
}

function parseRate(value: string): RateLimit | undefined {
  const match = /^(\d+(?:\.\d+)?):(\d+)$/.exec(value)
  if (!match) return undefined
  const rate = { perSecond: Number(match[1]), burst: Number(match[2]) }
  return Number.isFinite(rate.perSecond) && Number.isSafeInteger(rate.burst) && rate.burst >= 1 ? rate : undefined
}

function formatRate(rate: RateLimit): string {
  return `${rate.perSecond}:${rate.burst}`
}
