/**
 * Account names: `<label>.<zone>`, where the zone is the parent or one of its aliases (settings.ts) and
 * the label is letters, digits and hyphen, at least 4. Names are kept lower case, as ENS resolves them,
 * so `Alice` and `alice` are one name.
 */
import { ACCOUNT_NAME_LABEL } from '../../shared/contracts/profile.js'
import { NameRefusal } from './refusal.js'
import type { NameSettings } from './settings.js'

export interface AccountName {
  /** Lower case. */
  label: string
  /** The zone it was written in (the parent or an alias). */
  zone: string
}

/** The zones a name may be written in: the parent first. */
export const zonesOf = (settings: NameSettings): string[] => [settings.parent, ...settings.aliasZones]

/** Checks a label against the name rules; answers it lower case. */
export function checkLabel(label: string): string {
  if (!ACCOUNT_NAME_LABEL.test(label))
    throw new NameRefusal(
      400,
      'INVALID_NAME',
      `The name "${label.slice(0, 80)}" must be at least 4 (at most 63) letters, digits or hyphens`,
    )
  const lower = label.toLowerCase()
  // ENS normalisation refuses a hyphen in both the 3rd and 4th places (reserved for encodings such as xn--).
  if (lower.slice(2, 4) === '--')
    throw new NameRefusal(400, 'INVALID_NAME', `The name "${label}" cannot have hyphens in its 3rd and 4th places`)
  return lower
}

/** Reads `<label>.<zone>` for one of the configured zones. */
export function parseAccountName(name: string, settings: NameSettings): AccountName {
  const lower = name.toLowerCase()
  const zone = zonesOf(settings).find((candidate) => lower.endsWith(`.${candidate}`))
  if (!zone) {
    const zones = zonesOf(settings).join(', ')
    throw new NameRefusal(400, 'UNKNOWN_ZONE', `The name "${name.slice(0, 80)}" must end in one of: ${zones}`)
  }
  return { label: checkLabel(name.slice(0, name.length - zone.length - 1)), zone }
}

/** The zone a suggestion or a lookup is for: a configured one, the parent when none is given. */
export function checkZone(zone: string | undefined, settings: NameSettings): string {
  if (zone === undefined || zone === '') return settings.parent
  const lower = zone.toLowerCase()
  if (!zonesOf(settings).includes(lower))
    throw new NameRefusal(400, 'UNKNOWN_ZONE', `zone must be one of: ${zonesOf(settings).join(', ')}`)
  return lower
}

export const fullName = (label: string, zone: string): string => `${label}.${zone}`
