import { describe, expect, it } from 'vitest'
import { isSameOriginWrite } from './csrf.js'

const OWN = 'http://localhost:4412'

describe('same-origin writes', () => {
  it('behavior: the own Origin passes; so does Origin null when the browser vouches same-origin (a no-referrer page’s form)', () => {
    expect(isSameOriginWrite({ origin: OWN, fetchSite: undefined }, OWN)).toBe(true)
    expect(isSameOriginWrite({ origin: OWN, fetchSite: 'same-origin' }, OWN)).toBe(true)
    expect(isSameOriginWrite({ origin: 'null', fetchSite: 'same-origin' }, OWN)).toBe(true)
  })

  it('error: foreign, missing or opaque origins fail, and so does any Sec-Fetch-Site but same-origin', () => {
    expect(isSameOriginWrite({ origin: 'http://evil.example', fetchSite: undefined }, OWN)).toBe(false)
    expect(isSameOriginWrite({ origin: undefined, fetchSite: undefined }, OWN)).toBe(false)
    expect(isSameOriginWrite({ origin: undefined, fetchSite: 'same-origin' }, OWN)).toBe(false)
    expect(isSameOriginWrite({ origin: 'null', fetchSite: undefined }, OWN)).toBe(false)
    expect(isSameOriginWrite({ origin: 'null', fetchSite: 'cross-site' }, OWN)).toBe(false)
    expect(isSameOriginWrite({ origin: OWN, fetchSite: 'cross-site' }, OWN)).toBe(false)
    expect(isSameOriginWrite({ origin: OWN, fetchSite: 'same-site' }, OWN)).toBe(false)
    expect(isSameOriginWrite({ origin: OWN, fetchSite: 'none' }, OWN)).toBe(false)
  })
})
