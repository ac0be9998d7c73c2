// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import de from './messages/de.js'
import en from './messages/en.js'
import { translateErrorText } from './error-text.js'
import { activateLocale, activeLocale, onLocaleChange, t, wantedLocale } from './i18n.js'

afterEach(() => activateLocale(['en']))

describe('activateLocale', () => {
  it('behavior: Arabic is loaded, made active, and the document becomes lang="ar" dir="rtl"; listeners hear of it', async () => {
    const listener = vi.fn()
    const stop = onLocaleChange(listener)
    expect(await activateLocale(['ar-EG'])).toBe('ar')
    stop()
    expect(listener).toHaveBeenCalledTimes(1)
    expect(activeLocale()).toBe('ar')
    expect(document.documentElement.lang).toBe('ar')
    expect(document.documentElement.dir).toBe('rtl')
    expect(t('titles.connect')).not.toBe(en.titles.connect)
  })

  it('behavior: the first language with a catalog wins; none gives English, left to right', async () => {
    expect(await activateLocale(['nl', 'de-CH'])).toBe('de')
    expect(t('titles.connect')).toBe(de.titles.connect)
    expect(await activateLocale(['nl', 'sv'])).toBe('en')
    expect(document.documentElement.dir).toBe('ltr')
    expect(t('titles.connect')).toBe('Connect Wallet')
  })

  it('behavior: while a language downloads it is the wanted one (a secure frame made then asks for it), English still shown', async () => {
    const switching = activateLocale(['ja-JP'])
    expect(wantedLocale()).toBe('ja')
    expect(activeLocale()).toBe('en')
    await switching
    expect([wantedLocale(), activeLocale()]).toEqual(['ja', 'ja'])
  })
})

describe('translateErrorText', () => {
  it('behavior: a product error text is shown in the active language, with its values kept', async () => {
    await activateLocale(['de'])
    expect(translateErrorText('Invalid code')).toBe(de.errors.codeWrong)
    expect(translateErrorText('Please try again after 12 seconds')).toBe(de.errors.cooldown({ seconds: 12 }))
    expect(translateErrorText('MetaMask does not support programmatic chain switching.')).toBe(
      de.errors.noChainSwitching({ wallet: 'MetaMask' }),
    )
  })

  it("behavior: any other message (a wallet's own) is shown as it came; English stays exact", async () => {
    await activateLocale(['de'])
    expect(translateErrorText('execution reverted: paused')).toBe('execution reverted: paused')
    await activateLocale(['en'])
    expect(translateErrorText('Unable to load email login dependency')).toBe('Unable to load email login dependency')
  })
})
