import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../shared/i18n/locales.js'
import { compareCatalogs } from '../../shared/i18n/testing/catalog-check.js'
import type { CatalogTree } from '../../shared/i18n/translator.js'
import en from './messages/en.js'

describe('widget catalogs', () => {
  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    'behavior: %s has every English key with the same parameters, and nothing else',
    async (locale) => {
      const catalog = (await import(`./messages/${locale}.ts`)).default as CatalogTree
      expect(compareCatalogs(en, catalog)).toEqual({ missing: [], extra: [], params: [], empty: [] })
    },
  )

  it('behavior: a missing key, an extra key and another parameter name are each found', () => {
    const broken = {
      ...en,
      header: { back: 'Zurück' },
      extra: 'x',
      email: { ...en.email, sendingCode: ({ mail }: { mail: string }) => `An ${mail}…` },
    }
    expect(compareCatalogs(en, broken)).toEqual({
      missing: ['header.close'],
      extra: ['extra'],
      params: ['email.sendingCode'],
      empty: [],
    })
  })
})
