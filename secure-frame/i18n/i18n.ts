/**
 * The secure frame's active language: chosen by the widget (the frame's `locale=` parameter and
 * the `syncLocale` operation), matched to the catalogs the frame ships, and applied to its
 * document's `lang` and `dir`.
 */
import { negotiateLocale, textDirection } from '../../shared/i18n/locales.js'
import { createTranslator } from '../../shared/i18n/translator.js'
import { CATALOGS } from './catalogs.js'
import en from './messages/en.js'

const translator = createTranslator(en)
for (const [locale, catalog] of Object.entries(CATALOGS)) if (locale !== 'en') translator.add(locale, catalog)

export const t = translator.t

/** The active language. */
export const activeLocale = (): string => translator.locale()

/** Makes the best shipped match of `requested` active and returns it; the frame's document follows. */
export function applyLocale(requested: string): string {
  const locale = negotiateLocale([requested], Object.keys(CATALOGS))
  translator.use(locale)
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale
    document.documentElement.dir = textDirection(locale)
  }
  return locale
}
