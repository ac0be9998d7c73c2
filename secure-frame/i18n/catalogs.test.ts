import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../shared/i18n/locales.js'
import { compareCatalogs } from '../../shared/i18n/testing/catalog-check.js'
import { CATALOGS } from './catalogs.js'
import en from './messages/en.js'

describe('secure frame catalogs', () => {
  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    'behavior: %s is shipped, with every English key, the same parameters and nothing else',
    (locale) => {
      const catalog = CATALOGS[locale]
      expect(catalog, `${locale} is not imported in catalogs.ts`).toBeDefined()
      expect(compareCatalogs(en, catalog!)).toEqual({ missing: [], extra: [], params: [], empty: [] })
    },
  )
})
