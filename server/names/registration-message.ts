/**
 * The message an account signs to register a name: the JSON text
 * `{"name":"<label>.<zone>","attributes":{},"timestamp":<unix seconds>}`, no other field, attributes
 * empty, and a timestamp within 10 minutes of now (either way).
 */
import { REGISTRATION_MESSAGE_MAX_AGE_SECONDS } from '../../shared/contracts/profile.js'
import { type AccountName, parseAccountName } from './account-name.js'
import { NameRefusal } from './refusal.js'
import type { NameSettings } from './settings.js'

export interface RegistrationMessage extends AccountName {
  /** The name as written in the message. */
  name: string
  timestamp: number
}

const invalid = (why: string) => new NameRefusal(400, 'INVALID_MESSAGE', `The signed message ${why}`)

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export function parseRegistrationMessage(message: string, settings: NameSettings, now: Date): RegistrationMessage {
  let parsed: unknown
  try {
    parsed = JSON.parse(message)
  } catch {
    throw invalid('is not JSON')
  }
  if (!isRecord(parsed)) throw invalid('is not a JSON object')
  const extra = Object.keys(parsed).find((key) => !['name', 'attributes', 'timestamp'].includes(key))
  if (extra !== undefined) throw invalid(`has a field "${extra.slice(0, 40)}" besides name, attributes and timestamp`)
  const { name, attributes, timestamp } = parsed
  if (typeof name !== 'string') throw invalid('has no name')
  if (!isRecord(attributes) || Object.keys(attributes).length > 0) throw invalid('must have empty attributes ({})')
  if (typeof timestamp !== 'number' || !Number.isSafeInteger(timestamp) || timestamp < 0)
    throw invalid('must have a timestamp in whole seconds')
  const ageSeconds = Math.floor(now.getTime() / 1000) - timestamp
  if (Math.abs(ageSeconds) > REGISTRATION_MESSAGE_MAX_AGE_SECONDS)
    throw new NameRefusal(
      400,
      'STALE_MESSAGE',
      `The signed message is ${ageSeconds > 0 ? 'older' : 'newer'} than ${REGISTRATION_MESSAGE_MAX_AGE_SECONDS / 60} minutes: sign a new one`,
    )
  return { ...parseAccountName(name, settings), name, timestamp }
}
