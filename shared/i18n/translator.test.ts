import { describe, expect, it } from 'vitest'
import { markParams } from './params.js'
import { type Catalog, createTranslator, plural } from './translator.js'

const en = {
  greeting: 'Hello',
  nested: { count: ({ n }: { n: number }) => plural('en', n, { one: `${n} wallet`, other: `${n} wallets` }) },
  only: 'English only',
}

describe('translator', () => {
  it('behavior: English by default; another language once added and used; its missing keys fall back to English', () => {
    const { t, add, use, locale, has } = createTranslator(en)
    expect(t('greeting')).toBe('Hello')
    expect(t('nested.count', { n: 1 })).toBe('1 wallet')
    expect(has('de')).toBe(false)
    add('de', {
      greeting: 'Hallo',
      nested: { count: ({ n }) => plural('de', n, { one: `${n} Wallet`, other: `${n} Wallets` }) },
    } as Catalog<typeof en>)
    use('de')
    expect(locale()).toBe('de')
    expect(t('greeting')).toBe('Hallo')
    expect(t('nested.count', { n: 3 })).toBe('3 Wallets')
    expect(t('only')).toBe('English only')
  })
})

describe('plural', () => {
  it('behavior: the CLDR category of the language picks the form, other when the language has no such form', () => {
    const forms = { one: 'one', few: 'few', many: 'many', other: 'other' }
    expect([1, 2, 5, 21].map((n) => plural('ru', n, forms))).toEqual(['one', 'few', 'many', 'one'])
    expect([0, 1, 2].map((n) => plural('ja', n, forms))).toEqual(['other', 'other', 'other'])
    expect(plural('ar', 0, { other: 'other' })).toBe('other')
  })
})

describe('markParams', () => {
  it('behavior: records the names a message reads, also through a plural rule', () => {
    expect(markParams(en.nested.count).names).toEqual(['n'])
    expect(markParams(({ a, b }: { a: string; b: string }) => `${b} then ${a}`).text).toBe(
      '\uE000b\uE000 then \uE000a\uE000',
    )
  })
})
