/** The user as a provider describes them, read through the provider's claim paths. */
import type { ClaimPaths } from './settings.js'

export interface SocialIdentity {
  /** The provider's stable id of the user (`sub`, or the id field of a plain OAuth profile). */
  subject: string
  /** Lower-cased; null when the provider gave none. */
  email: string | null
  /** True only when the provider says the email is verified. */
  emailVerified: boolean
  /** The §3 social username: the name the provider shows for the user. */
  userName: string | null
}

/** The value at a dot path (`data.username`) of a JSON object, or undefined. */
export function valueAt(source: unknown, path: string): unknown {
  let current: unknown = source
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object' || Array.isArray(current)) return undefined
    current = (current as Record<string, unknown>)[key]
  }
  return current
}

const MAX_FIELD = 320

function text(value: unknown): string | null {
  if (typeof value === 'string' && value.length > 0) return value.slice(0, MAX_FIELD)
  // Some providers (GitHub) number their users.
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value)
  return null
}

/** Reads the identity out of id_token claims or a userinfo answer; undefined when it has no id. */
export function readIdentity(source: unknown, paths: ClaimPaths): SocialIdentity | undefined {
  const subject = text(valueAt(source, paths.id))
  if (!subject) return undefined
  const email = paths.email ? (text(valueAt(source, paths.email))?.toLowerCase() ?? null) : null
  const verified = paths.emailVerified ? valueAt(source, paths.emailVerified) : undefined
  return {
    subject,
    email,
    emailVerified: email !== null && (verified === true || verified === 'true'),
    userName: paths.userName ? text(valueAt(source, paths.userName)) : null,
  }
}
