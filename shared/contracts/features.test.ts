import fc from 'fast-check'
import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { DEFAULT_FEATURES, FeatureSettings } from './features.js'
import { SOCIAL_PROVIDERS } from './vocabulary.js'

describe('feature switches', () => {
  it('behavior: the defaults switch every feature on but multiWallet, with every social login', () => {
    expect(DEFAULT_FEATURES).toEqual({
      swaps: '1inch',
      onramp: ['meld'],
      email: true,
      socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
      activity: true,
      reownBranding: true,
      multiWallet: false,
    })
  })

  it('error: the defaults cannot be changed in place, lists included', () => {
    expect(() => (DEFAULT_FEATURES.socials as string[]).push('myspace')).toThrow(TypeError)
    expect(() => Object.assign(DEFAULT_FEATURES, { email: false })).toThrow(TypeError)
    expect(DEFAULT_FEATURES.socials).toHaveLength(SOCIAL_PROVIDERS.length)
    expect(DEFAULT_FEATURES.email).toBe(true)
  })

  it('behavior: the defaults, and any subset of them, are valid settings', () => {
    const keys = Object.keys(DEFAULT_FEATURES) as (keyof typeof DEFAULT_FEATURES)[]
    fc.assert(
      fc.property(fc.subarray(keys), (picked) => {
        const subset = Object.fromEntries(picked.map((key) => [key, DEFAULT_FEATURES[key]]))
        expect(z.parse(FeatureSettings, subset)).toEqual(subset)
      }),
    )
  })

  it('behavior: any list of known social providers, or false, is accepted; an unknown one is refused', () => {
    fc.assert(
      fc.property(fc.subarray([...SOCIAL_PROVIDERS]), (socials) => {
        expect(z.safeParse(FeatureSettings, { socials }).success).toBe(true)
      }),
    )
    expect(z.safeParse(FeatureSettings, { socials: false }).success).toBe(true)
    expect(z.safeParse(FeatureSettings, { socials: true }).success).toBe(false)
    expect(z.safeParse(FeatureSettings, { socials: ['google', 'myspace'] }).success).toBe(false)
  })
})
