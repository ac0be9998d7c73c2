import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEFAULT_FEATURES, mergeFeatures } from './features.js'

describe('feature switches', () => {
  it('behavior: with nothing set, the product defaults apply', () => {
    expect(mergeFeatures()).toEqual(DEFAULT_FEATURES)
    expect(DEFAULT_FEATURES).toMatchObject({
      swaps: '1inch',
      onramp: ['meld'],
      email: true,
      activity: true,
      multiWallet: false,
    })
  })

  it('behavior: the project switching email off wins over the site leaving it on', () => {
    expect(mergeFeatures({ email: true }, { email: false }).email).toBe(false)
  })

  it('behavior: the site switching email off wins over the project leaving it on', () => {
    expect(mergeFeatures({ email: false }, { email: true }).email).toBe(false)
  })

  it('behavior: social lists are intersected; false from either side removes them all', () => {
    expect(
      mergeFeatures({ socials: ['google', 'github', 'x'] }, { socials: ['github', 'x', 'discord'] }).socials,
    ).toEqual(['x', 'github'])
    expect(mergeFeatures({ socials: false }, { socials: ['google'] }).socials).toEqual([])
    expect(mergeFeatures({}, { socials: false }).socials).toEqual([])
  })

  it('behavior: multi-wallet is on only when the project enables it and the site does not refuse', () => {
    expect(mergeFeatures({}, {}).multiWallet).toBe(false)
    expect(mergeFeatures({ multiWallet: true }, {}).multiWallet).toBe(false)
    expect(mergeFeatures({}, { multiWallet: true }).multiWallet).toBe(true)
    expect(mergeFeatures({ multiWallet: false }, { multiWallet: true }).multiWallet).toBe(false)
  })

  it('behavior: for any settings, a boolean feature is on exactly when neither side switched it off', () => {
    const side = fc.option(fc.boolean(), { nil: undefined })
    fc.assert(
      fc.property(side, side, side, side, (siteEmail, remoteEmail, siteActivity, remoteActivity) => {
        const merged = mergeFeatures(
          { email: siteEmail, activity: siteActivity },
          { email: remoteEmail, activity: remoteActivity },
        )
        expect(merged.email).toBe(siteEmail !== false && remoteEmail !== false)
        expect(merged.activity).toBe(siteActivity !== false && remoteActivity !== false)
      }),
    )
  })
})
