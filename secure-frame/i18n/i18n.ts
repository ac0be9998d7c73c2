/**
 * The secure frame's active language: chosen by the widget (the frame's `locale=` parameter and
 * the `syncLocale` operation), matched to the languages the frame ships, its catalog loaded, then
 * made active and applied to the document's `lang` and `dir`.
 */
import { negotiateLocale, textDirection } from '../../shared/i18n/locales.js'
import { createTranslator } from '../../shared/i18n/translator.js'
import { loadCatalog, SHIPPED_LOCALES } from './catalogs.js'
import en from './messages/en.js'

const translator = createTranslator(en)

export const t = translator.t

/** The active language. */
export const activeLocale = (): string => translator.locale()

/** The latest language asked for: a slower catalog asked for before it never replaces it. */
let latest = 0

/**
 * Makes the best shipped match of `requested` active once its texts are there, and returns it; the
 * document follows. Until then the previous language stays (never a language without its texts).
 */
export async function applyLocale(requested: string): Promise<string> {
  const request = ++latest
  const locale = negotiateLocale([requested], SHIPPED_LOCALES)
  if (!translator.has(locale)) translator.add(locale, await loadCatalog(locale))
  if (request !== latest) return activeLocale()
  translator.use(locale)
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale
    document.documentElement.dir = textDirection(locale)
  }
  return locale
}
