/** What every auth handler needs, handed in once by the app. */
import type { Clock } from '../clock.js'
import type { ServerConfig } from '../config.js'
import type { Database } from '../db/database.js'
import type { Mailer } from '../mail/mailer.js'
import type { LocationProvider } from './location.js'

export interface AuthContext {
  config: ServerConfig
  db: Database
  mailer: Mailer
  clock: Clock
  /** Aborted when the server stops, so long polls end instead of holding the shutdown. */
  shutdown: AbortSignal
  /** Where an IP address roughly is, for the approval page and notices; without one, "unknown location". */
  locations?: LocationProvider
}

/** Lifetimes and limits of the email login. */
export const CODE_TTL_MS = 10 * 60_000
export const CODE_MAX_ATTEMPTS = 5
/** A browser-approval link, like a code, works for 10 minutes. */
export const APPROVAL_TTL_MS = 10 * 60_000
/** Where the mailed approval link points and its confirmation form posts. */
export const DEVICE_APPROVE_PATH = '/auth/v1/device/approve'
export const SESSION_TTL_MS = 7 * 24 * 60 * 60_000
/** The email-update flow gives each step as long as a code lives. */
export const EMAIL_UPDATE_TTL_MS = CODE_TTL_MS
