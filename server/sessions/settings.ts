/**
 * The sign-in settings (`ServerConfig.sessions`): the keys the session tokens are signed with,
 * and the lifetimes.
 *
 * Keys are private EC P-256 JWKs, each with a `kid`. The first signs; every one listed verifies
 * and is published in the JWKS, so a key is rotated by putting the new one first and keeping the
 * old one until the tokens it signed have expired (tokenTtlSeconds). With no key configured, one
 * is generated when the server starts: fine for one dev or test process, but every server of a
 * deployment must be given the same keys, or tokens signed by one fail on the JWKS of another.
 *
 * Environment: SESSION_SIGNING_KEYS (a JWK or a JSON array of them), SESSION_TTL_SECONDS,
 * SESSION_TOKEN_TTL_SECONDS.
 */

/** A private EC P-256 key in JWK form. */
export interface SigningJwk {
  kty: 'EC'
  crv: 'P-256'
  x: string
  y: string
  d: string
  kid: string
}

export interface SessionSettings {
  /** The first signs, all verify; empty: a key is generated at start. */
  signingKeys: SigningJwk[]
  /** How long a session lasts at most (a message's own expirationTime can end it sooner). */
  sessionTtlSeconds: number
  /** How long one token is valid; the widget renews it by reading the session. */
  tokenTtlSeconds: number
  /** Nonces one IP address may ask for per project, and sign-ins it may send, per minute. */
  callsPerMinute: number
}

export type SessionSettingsInput = Partial<SessionSettings>

type Fail = (message: string) => Error

const BASE64URL = /^[A-Za-z0-9_-]+$/
const KID = /^[A-Za-z0-9._:-]{1,64}$/

function parseJwk(raw: unknown, index: number, fail: Fail): SigningJwk {
  const where = `sessions.signingKeys[${index}]`
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw fail(`${where} must be a JWK object`)
  const { kty, crv, x, y, d, kid } = raw as Record<string, unknown>
  if (kty !== 'EC' || crv !== 'P-256') throw fail(`${where} must be an EC P-256 key (kty "EC", crv "P-256")`)
  for (const [name, value] of [
    ['x', x],
    ['y', y],
    ['d', d],
  ] as const) {
    if (typeof value !== 'string' || !BASE64URL.test(value)) {
      throw fail(`${where}.${name} must be base64url${name === 'd' ? ' (the private part is needed to sign)' : ''}`)
    }
  }
  if (typeof kid !== 'string' || !KID.test(kid)) throw fail(`${where}.kid must be 1 to 64 of A-Z a-z 0-9 . _ : -`)
  return { kty, crv, x: x as string, y: y as string, d: d as string, kid }
}

function keysFromEnv(value: string | undefined, fail: Fail): unknown[] | undefined {
  if (value === undefined || value.trim() === '') return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch {
    throw fail('SESSION_SIGNING_KEYS must be a JWK or a JSON array of JWKs')
  }
  return Array.isArray(parsed) ? parsed : [parsed]
}

function seconds(name: string, value: number | string | undefined, fallback: number, fail: Fail): number {
  if (value === undefined || value === '') return fallback
  const n = typeof value === 'number' ? value : Number(value)
  if (!Number.isInteger(n) || n <= 0) throw fail(`${name} must be a whole number of seconds above 0, got "${value}"`)
  return n
}

export function parseSessionSettings(
  input: SessionSettingsInput | undefined,
  env: NodeJS.ProcessEnv,
  fail: Fail,
): SessionSettings {
  const rawKeys: unknown[] = input?.signingKeys ?? keysFromEnv(env.SESSION_SIGNING_KEYS, fail) ?? []
  const signingKeys = rawKeys.map((raw, index) => parseJwk(raw, index, fail))
  const kids = new Set(signingKeys.map((key) => key.kid))
  if (kids.size !== signingKeys.length) throw fail('sessions.signingKeys: each key needs its own kid')
  const tokenTtlSeconds = seconds(
    'sessions.tokenTtlSeconds',
    input?.tokenTtlSeconds ?? env.SESSION_TOKEN_TTL_SECONDS,
    10 * 60,
    fail,
  )
  if (tokenTtlSeconds > 60 * 60) throw fail('sessions.tokenTtlSeconds is at most 3600: tokens are short-lived')
  return {
    signingKeys,
    sessionTtlSeconds: seconds(
      'sessions.sessionTtlSeconds',
      input?.sessionTtlSeconds ?? env.SESSION_TTL_SECONDS,
      7 * 24 * 60 * 60,
      fail,
    ),
    tokenTtlSeconds,
    callsPerMinute: seconds('sessions.callsPerMinute', input?.callsPerMinute, 60, fail),
  }
}
