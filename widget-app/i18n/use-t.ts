/** The views' access to messages: `t`, with a re-render whenever the language changes. */
import { useSyncExternalStore } from 'react'
import { activeLocale, onLocaleChange, t } from './i18n.js'

export function useT(): typeof t {
  useSyncExternalStore(onLocaleChange, activeLocale)
  return t
}
