/**
 * The widget's active language. English is bundled (the texts Connect needs; the rest arrive with
 * the views that use them); any other language is its own chunk (`messages/<locale>.ts`), fetched
 * the first time it is used. The document's `lang` and `dir`
 * follow the active language, and views re-render through `useT()`.
 */
import { type Locale, LOCALES, negotiateLocale, textDirection } from '../../shared/i18n/locales.js'
import { type Catalog, createTranslator } from '../../shared/i18n/translator.js'
import en, { type WidgetMessages } from './messages/en.js'

const translator = createTranslator<WidgetMessages>(en)
const listeners = new Set<() => void>()

/** The active language's text for a key (English where the language lacks it). */
export const t = translator.t

export const activeLocale = (): string => translator.locale()

/** The language being activated (its texts maybe still on their way), else the active one. */
let wanted = 'en'
export const wantedLocale = (): string => wanted

/** One chunk per language, fetched the first time it is used; English is bundled. */
// Typed loosely: each catalog is checked against English in its own file, and a key it lacks falls back to English.
const CATALOG_LOADERS: Record<Exclude<Locale, 'en'>, () => Promise<{ default: object }>> = {
  ar: () => import('./messages/ar.js'),
  de: () => import('./messages/de.js'),
  es: () => import('./messages/es.js'),
  fr: () => import('./messages/fr.js'),
  ja: () => import('./messages/ja.js'),
  ko: () => import('./messages/ko.js'),
  pt: () => import('./messages/pt.js'),
  ru: () => import('./messages/ru.js'),
  tr: () => import('./messages/tr.js'),
  zh: () => import('./messages/zh.js'),
}

/**
 * Activates the best language for `requested` (most preferred first): the catalog is loaded when
 * needed; a language whose catalog cannot be loaded leaves English with a warning. Resolves with
 * the language now active.
 */
export async function activateLocale(requested: readonly string[]): Promise<string> {
  let locale = negotiateLocale(requested, LOCALES)
  wanted = locale
  if (!translator.has(locale)) {
    try {
      const catalog = (await CATALOG_LOADERS[locale as Exclude<Locale, 'en'>]()).default
      translator.add(locale, catalog as Catalog<WidgetMessages>)
    } catch (error) {
      console.warn(`[WalletWidget] the ${locale} texts could not be loaded; using en`, error)
      locale = 'en'
      wanted = locale
    }
  }
  if (locale !== translator.locale()) {
    translator.use(locale)
    for (const listener of listeners) listener()
  }
  const root = typeof document === 'undefined' ? undefined : document.documentElement
  if (root) {
    root.lang = locale
    root.dir = textDirection(locale)
  }
  return locale
}

/**
 * Adds English groups that ship with the views downloaded on demand (on-demand-texts.ts). Other
 * languages' catalogs hold every group, since each is its own chunk already.
 */
export function addEnglishTexts(groups: Partial<WidgetMessages>): void {
  translator.extend('en', groups)
}

/** Calls `listener` after each change of language; returns the unsubscribe function. */
export function onLocaleChange(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
