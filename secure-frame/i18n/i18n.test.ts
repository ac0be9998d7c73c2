import { afterEach, describe, expect, it } from 'vitest'
import { parsePayload } from '../../shared/protocol/secure-frame.js'
import { activeLocale, applyLocale, t } from './i18n.js'
import de from './messages/de.js'
import fr from './messages/fr.js'

afterEach(() => applyLocale('en'))

describe("the secure frame's language", () => {
  it('behavior: the closest shipped language is used; one it does not ship is English', async () => {
    expect(await applyLocale('de-CH')).toBe('de')
    expect(t('approval.approve')).toBe(de.approval.approve)
    expect(await applyLocale('nl')).toBe('en')
    expect(activeLocale()).toBe('en')
    expect(t('approval.approve')).toBe('Approve')
  })

  it('behavior: a language becomes active only with its texts, and the last one asked for wins', async () => {
    const french = applyLocale('fr')
    // Its catalog is still on its way: the language in use stays, texts and all.
    expect(activeLocale()).toBe('en')
    expect(t('approval.approve')).toBe('Approve')
    const english = applyLocale('en')
    await Promise.all([french, english])
    expect(activeLocale()).toBe('en')
    expect(await applyLocale('fr')).toBe('fr')
    expect(t('approval.reject')).toBe(fr.approval.reject)
  })

  it('error: syncLocale takes a short non-empty tag only', () => {
    expect(parsePayload('syncLocale', { locale: 'ar' })).toEqual({ locale: 'ar' })
    expect(parsePayload('syncLocale', { locale: '' })).toBeUndefined()
    expect(parsePayload('syncLocale', { locale: 'x'.repeat(36) })).toBeUndefined()
    expect(parsePayload('syncLocale', {})).toBeUndefined()
  })
})
