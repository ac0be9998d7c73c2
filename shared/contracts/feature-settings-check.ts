/**
 * A hand-written check of a strict {@link FeatureSettings} (a site's `data-features`), so the code that paints
 * carries no schema library; it accepts exactly what `z.strictObject(FEATURE_SETTINGS_SHAPE)` accepts (a test
 * holds them together).
 */
import type { FeatureSettings } from './features.js'
import { SOCIAL_PROVIDERS } from './words.js'

/** Longest swap or onramp provider id. */
const PROVIDER_ID_MAX = 40

const isBoolean = (value: unknown) => typeof value === 'boolean'
const isProviderId = (value: unknown) => typeof value === 'string' && value.length <= PROVIDER_ID_MAX
const isSocial = (value: unknown) => (SOCIAL_PROVIDERS as readonly unknown[]).includes(value)
const listOr = (isItem: (item: unknown) => boolean) => (value: unknown) =>
  value === false || (Array.isArray(value) && value.every(isItem))

/** Each switch's check, in the order the schema reports them; a switch left out (undefined) is always fine. */
const SWITCHES: Record<keyof FeatureSettings, (value: unknown) => boolean> = {
  email: isBoolean,
  socials: listOr(isSocial),
  swaps: (value) => value === false || isProviderId(value),
  onramp: listOr(isProviderId),
  activity: isBoolean,
  reownBranding: isBoolean,
  multiWallet: isBoolean,
}

export type FeatureSettingsCheck =
  | { ok: true; settings: FeatureSettings }
  | { ok: false; problem: 'not-an-object' | 'unknown-switch' }
  | { ok: false; problem: 'bad-value'; switch: keyof FeatureSettings }

/** Checks a strict set of switches: an object of known switches only, each of its own type. */
export function checkFeatureSettings(value: unknown): FeatureSettingsCheck {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, problem: 'not-an-object' }
  const record = value as Record<string, unknown>
  const settings: Record<string, unknown> = {}
  for (const [name, check] of Object.entries(SWITCHES) as [keyof FeatureSettings, (value: unknown) => boolean][]) {
    const setting = record[name]
    if (setting === undefined) continue
    if (!check(setting)) return { ok: false, problem: 'bad-value', switch: name }
    settings[name] = setting
  }
  if (Object.keys(record).some((name) => !Object.hasOwn(SWITCHES, name)))
    return { ok: false, problem: 'unknown-switch' }
  return { ok: true, settings: settings as FeatureSettings }
}
