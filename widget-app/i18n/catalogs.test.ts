import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../shared/i18n/locales.js'
import { compareCatalogs } from '../../shared/i18n/testing/catalog-check.js'
import type { CatalogTree } from '../../shared/i18n/translator.js'
import startup from './messages/en.js'
import { ON_DEMAND_ENGLISH } from './on-demand-english.js'

/** Every English text: the startup catalog and the groups that arrive with the on-demand views. */
const en = { ...startup, ...ON_DEMAND_ENGLISH }

describe('widget catalogs', () => {
  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    'behavior: %s has every English key with the same parameters, and nothing else',
    async (locale) => {
      const catalog = (await import(`./messages/${locale}.ts`)).default as CatalogTree
      expect(compareCatalogs(en, catalog)).toEqual({ missing: [], extra: [], params: [], empty: [] })
    },
  )

  it('behavior: the startup English leaves out the on-demand groups, and the on-demand chunk adds them', async () => {
    expect(Object.keys(startup)).not.toContain('send')
    expect(Object.keys(startup)).not.toContain('tokens')
    expect(Object.keys(startup)).not.toContain('allWallets')
    const { t } = await import('./i18n.js')
    expect(t('send.submit')).toBe('')
    await import('./on-demand-texts.js')
    expect(t('send.submit')).toBe('Send')
    expect(t('tokens.total')).toBe('Total')
    expect(t('titles.connect')).toBe('Connect Wallet')
  })

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
