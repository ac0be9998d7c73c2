/**
 * The widget's saved preferences (recent wallets, last connector): a synchronous Storage-like
 * map, filled at configure time with what the site kept, and written back through the
 * loader (see LoaderApi.persist). Keys start with SAVED_KEY_PREFIX.
 */
import { SAVED_KEY_PREFIX } from '../../shared/protocol/loader-widget.js'

export type PreferenceStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export interface SavedPreferences extends PreferenceStorage {
  /** Replaces the contents with what the site had saved (other keys are ignored). */
  load(saved: Record<string, string>): void
}

export function createSavedPreferences(persist: (key: string, value: string | null) => void): SavedPreferences {
  const values = new Map<string, string>()
  const ours = (key: string) => key.startsWith(SAVED_KEY_PREFIX)
  return {
    load(saved) {
      values.clear()
      for (const [key, value] of Object.entries(saved))
        if (ours(key) && typeof value === 'string') values.set(key, value)
    },
    getItem: (key) => values.get(key) ?? null,
    setItem(key, value) {
      if (!ours(key)) throw new Error(`preference keys start with ${SAVED_KEY_PREFIX}`)
      values.set(key, value)
      persist(key, value)
    },
    removeItem(key) {
      values.delete(key)
      persist(key, null)
    },
  }
}
