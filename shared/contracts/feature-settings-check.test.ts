import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { checkFeatureSettings } from './feature-settings-check.js'
import { FEATURE_SETTINGS_SHAPE } from './features.js'
import { SOCIAL_PROVIDERS } from './words.js'

const strictSchema = z.strictObject(FEATURE_SETTINGS_SHAPE)

const providerId = fc.oneof(fc.string({ maxLength: 42 }), fc.constant('x'.repeat(40)), fc.constant('x'.repeat(41)))
const setting = fc.oneof(
  fc.boolean(),
  providerId,
  fc.array(fc.oneof(fc.constantFrom(...SOCIAL_PROVIDERS), providerId, fc.integer()), { maxLength: 3 }),
  fc.jsonValue({ maxDepth: 1 }),
)
const settings = fc.oneof(
  fc.record(
    {
      email: setting,
      socials: setting,
      swaps: setting,
      onramp: setting,
      activity: setting,
      reownBranding: setting,
      multiWallet: setting,
    },
    { requiredKeys: [] },
  ),
  fc.dictionary(fc.oneof(fc.constantFrom('email', 'socials', 'swaps', '__proto__'), fc.string()), setting, {
    maxKeys: 3,
  }),
  fc.jsonValue(),
)

describe('checkFeatureSettings', () => {
  it('behavior: keeps the switches a site may set', () => {
    const value = { email: false, socials: ['github'], swaps: false, onramp: ['meld'], multiWallet: true }
    expect(checkFeatureSettings(value)).toEqual({ ok: true, settings: value })
  })

  it('error: names the first bad switch; an unknown switch or a non-object is refused as a whole', () => {
    expect(checkFeatureSettings({ x: 1, socials: ['myspace'], email: 'no' })).toEqual({
      ok: false,
      problem: 'bad-value',
      switch: 'email',
    })
    expect(checkFeatureSettings({ email: true, colour: 'red' })).toEqual({ ok: false, problem: 'unknown-switch' })
    expect(checkFeatureSettings(JSON.parse('{"__proto__":{}}'))).toEqual({ ok: false, problem: 'unknown-switch' })
    expect(checkFeatureSettings([])).toEqual({ ok: false, problem: 'not-an-object' })
  })

  it('behavior: agrees with the strict FeatureSettings schema on generated values, valid and invalid', () => {
    fc.assert(
      fc.property(settings, (value) => {
        const parsed = z.safeParse(strictSchema, value)
        const checked = checkFeatureSettings(value)
        if (parsed.success !== checked.ok) return false
        if (checked.ok) return JSON.stringify(checked.settings) === JSON.stringify(parsed.data)
        const first = parsed.error?.issues[0]
        // The same switch is named first, or neither names one.
        return (
          (checked.problem === 'bad-value' ? checked.switch : undefined) ===
          (first?.path.length ? first.path[0] : undefined)
        )
      }),
      { numRuns: 3000 },
    )
  })
})
