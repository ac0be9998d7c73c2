import { afterEach, describe, expect, it } from 'vitest'
import { parsePayload } from '../../shared/protocol/secure-frame.js'
import { activeLocale, applyLocale, t } from './i18n.js'
import de from './messages/de.js'

afterEach(() => applyLocale('en'))

describe("the secure frame's language", () => {
  it('behavior: the closest shipped language is used; one it does not ship is English', () => {
    expect(applyLocale('de-CH')).toBe('de')
    expect(t('approval.approve')).toBe(de.approval.approve)
    expect(applyLocale('nl')).toBe('en')
    expect(activeLocale()).toBe('en')
    expect(t('approval.approve')).toBe('Approve')
  })

  it('error: syncLocale takes a short non-empty tag only', () => {
    expect(parsePayload('syncLocale', { locale: 'ar' })).toEqual({ locale: 'ar' })
    expect(parsePayload('syncLocale', { locale: '' })).toBeUndefined()
    expect(parsePayload('syncLocale', { locale: 'x'.repeat(36) })).toBeUndefined()
    expect(parsePayload('syncLocale', {})).toBeUndefined()
  })
})
