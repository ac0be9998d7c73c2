import { describe, expect, it } from 'vitest'
import { DEFAULT_FEATURES } from '../../shared/contracts/features.js'
import { applyFeatureChanges, effectiveFeatures, FeatureChanges, FeatureOverrides } from './features.js'

describe('feature switches', () => {
  it('behavior: changes merge into the stored switches; null returns one to its default', () => {
    const stored = applyFeatureChanges({}, { swaps: false, email: false })
    expect(stored).toEqual({ swaps: false, email: false })
    const next = applyFeatureChanges(stored, { swaps: null, multiWallet: true })
    expect(next).toEqual({ email: false, multiWallet: true })
    expect(effectiveFeatures(next)).toEqual({ ...DEFAULT_FEATURES, email: false, multiWallet: true })
  })

  it('behavior: the served switches never share lists with the defaults', () => {
    const served = effectiveFeatures({})
    ;(served.socials as string[]).push('myspace')
    expect(DEFAULT_FEATURES.socials).toHaveLength(7)
  })

  it.each([
    [{ swap: false }, /Unrecognized key/],
    [{ socials: ['myspace'] }, /socials are google/],
    [{ socials: [] }, /socials must list at least one, or be false/],
    [{ socials: ['x', 'x'] }, /socials lists a provider twice/],
    [{ onramp: true }, /onramp must be a list of provider ids/],
    [{ swaps: 'Not A Provider!' }, /a provider id is 1 to 32/],
    [{ swaps: 7 }, /swaps must be a provider id \(e\.g\. 1inch\) or false/],
    [{ email: 'yes' }, /email must be true or false/],
  ])('error: %j is not a valid set of switches', (value, message) => {
    const parsed = FeatureOverrides.safeParse(value)
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]?.message).toMatch(message)
    expect(FeatureChanges.safeParse(value).success).toBe(false)
  })
})
