import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../shared/i18n/locales.js'
import { compareCatalogs } from '../../shared/i18n/testing/catalog-check.js'
import { loadCatalog, SHIPPED_LOCALES } from './catalogs.js'
import en from './messages/en.js'

describe('secure frame catalogs', () => {
  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    'behavior: %s is shipped, with every English key, the same parameters and nothing else',
    async (locale) => {
      expect(compareCatalogs(en, await loadCatalog(locale))).toEqual({ missing: [], extra: [], params: [], empty: [] })
    },
  )

  it('behavior: the frame ships exactly the languages the widget offers', () => {
    expect([...SHIPPED_LOCALES].sort()).toEqual([...LOCALES].sort())
  })

  it('error: a language the frame does not ship has no catalog to load', async () => {
    await expect(loadCatalog('nl')).rejects.toThrow('no catalog for the language nl')
  })
})
