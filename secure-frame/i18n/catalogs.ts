/**
 * Every language of the secure frame. English is in the entry (the fallback, and the language of most logins);
 * each other language is a chunk of the frame's own origin, content-hashed by the build, loaded when the widget
 * asks for it. The frame loads nothing from elsewhere. A new language is one case here (the type asks for it).
 */
import { LOCALES, type Locale } from '../../shared/i18n/locales.js'
import type { Catalog } from '../../shared/i18n/translator.js'
import type { SecureFrameMessages } from './messages/en.js'

type CatalogModule = Promise<{ default: Catalog<SecureFrameMessages> }>
type Translated = Exclude<Locale, 'en'>

/** The languages the frame ships: the widget's, English and its translations. */
export const SHIPPED_LOCALES: readonly string[] = LOCALES

const isTranslated = (locale: string): locale is Translated => locale !== 'en' && SHIPPED_LOCALES.includes(locale)

/** The module of one translation: a literal path per language, so the build makes each its own chunk. */
function importCatalog(locale: Translated): CatalogModule {
  switch (locale) {
    case 'ar':
      return import('./messages/ar.js')
    case 'de':
      return import('./messages/de.js')
    case 'es':
      return import('./messages/es.js')
    case 'fr':
      return import('./messages/fr.js')
    case 'ja':
      return import('./messages/ja.js')
    case 'ko':
      return import('./messages/ko.js')
    case 'pt':
      return import('./messages/pt.js')
    case 'ru':
      return import('./messages/ru.js')
    case 'tr':
      return import('./messages/tr.js')
    case 'zh':
      return import('./messages/zh.js')
  }
}

/** The translation of `locale` (not English, which the entry holds). */
export async function loadCatalog(locale: string): Promise<Catalog<SecureFrameMessages>> {
  if (!isTranslated(locale)) throw new Error(`secure frame: no catalog for the language ${locale}`)
  return (await importCatalog(locale)).default
}
