/** The languages the widget and the secure frame are translated into, and how a requested language is matched to one. */

/** English is bundled and the fallback; the others are translations of it. */
export const LOCALES = ['en', 'ar', 'de', 'es', 'fr', 'ja', 'ko', 'pt', 'ru', 'tr', 'zh'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

/** Languages written right to left (by primary language subtag). */
const RTL_LANGUAGES = new Set(['ar', 'fa', 'he', 'ur', 'ps', 'yi', 'dv', 'ckb', 'sd', 'ug'])

/** The canonical form of a BCP 47 tag (`EN-us` → `en-US`), or null when it is not one. */
export function canonicalLocale(tag: string): string | null {
  if (typeof tag !== 'string' || tag.trim() === '') return null
  try {
    return Intl.getCanonicalLocales(tag.trim())[0] ?? null
  } catch {
    return null
  }
}

/**
 * The first requested tag that has a catalog: the exact tag, else its language subtag
 * (`pt-BR` → `pt`, `zh-Hant-TW` → `zh`). Invalid tags are skipped; nothing matching gives `en`.
 */
export function negotiateLocale(requested: readonly string[], available: readonly string[]): string {
  const byTag = new Map(available.map((tag) => [tag.toLowerCase(), tag]))
  for (const raw of requested) {
    const tag = canonicalLocale(raw)
    if (!tag) continue
    const exact = byTag.get(tag.toLowerCase())
    if (exact) return exact
    const language = byTag.get(tag.split('-')[0]!.toLowerCase())
    if (language) return language
  }
  return DEFAULT_LOCALE
}

/** 'rtl' for Arabic and the other right-to-left scripts' languages, else 'ltr'. */
export function textDirection(locale: string): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.has(locale.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr'
}

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value)
}
