import { describe, expect, it } from 'vitest'
import { canonicalLocale, LOCALES, negotiateLocale, textDirection } from './locales.js'

describe('negotiateLocale', () => {
  it('behavior: the exact tag, else its language subtag, else English', () => {
    expect(negotiateLocale(['de'], LOCALES)).toBe('de')
    expect(negotiateLocale(['pt-BR'], LOCALES)).toBe('pt')
    expect(negotiateLocale(['zh-TW'], LOCALES)).toBe('zh')
    expect(negotiateLocale(['zh-Hant'], LOCALES)).toBe('zh')
    expect(negotiateLocale(['nl'], LOCALES)).toBe('en')
    expect(negotiateLocale([], LOCALES)).toBe('en')
  })

  it('behavior: the first request with a match wins; case and invalid tags do not matter', () => {
    expect(negotiateLocale(['nl-NL', 'not a tag!', 'FR-ca', 'de'], LOCALES)).toBe('fr')
    expect(negotiateLocale(['pt-BR'], ['en', 'pt-BR', 'pt'])).toBe('pt-BR')
  })
})

describe('canonicalLocale', () => {
  it('behavior: valid tags come back canonical; anything else is null', () => {
    expect(canonicalLocale('EN-us')).toBe('en-US')
    expect(canonicalLocale('zh-hant-tw')).toBe('zh-Hant-TW')
    for (const bad of ['', ' ', 'english!', 'e', '12', 'en_US_x_'] as const) expect(canonicalLocale(bad)).toBeNull()
  })
})

describe('textDirection', () => {
  it('behavior: Arabic (and other right-to-left languages) are rtl, the rest ltr', () => {
    expect(textDirection('ar')).toBe('rtl')
    expect(textDirection('ar-EG')).toBe('rtl')
    expect(textDirection('he')).toBe('rtl')
    for (const locale of ['en', 'ja', 'zh', 'ru', 'tr']) expect(textDirection(locale)).toBe('ltr')
  })
})
