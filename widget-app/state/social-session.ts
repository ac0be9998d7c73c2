/**
 * How the email wallet's session was opened (§3 socialProvider and social username): the social
 * login running (`farcaster` included), or none for an email login. Kept in the site's storage
 * beside the username, so a session restored after a reload still names its social login.
 */
import type { AppState } from './app-state.js'
import type { PreferenceStorage } from './saved-preferences.js'
import { SOCIAL_PROVIDER_KEY, SOCIAL_USERNAME_KEY } from './socials.js'

export function createSocialSession(prefs: PreferenceStorage) {
  /**
   * The login running (null: an email login); undefined until one starts, when the session to restore says how it
   * was opened (read when it connects: the site's storage arrives after the widget starts).
   */
  let provider: string | null | undefined
  return {
    /** A login starts: a social one with its provider, an email one with null. */
    starting(loginProvider: string | null): void {
      provider = loginProvider
    },
    /** The session being connected, as the account state names it; recorded for a reload. */
    connected(): AppState['social'] {
      if (provider === undefined) provider = prefs.getItem(SOCIAL_PROVIDER_KEY)
      if (!provider) {
        prefs.removeItem(SOCIAL_PROVIDER_KEY)
        return null
      }
      prefs.setItem(SOCIAL_PROVIDER_KEY, provider)
      return { provider, userName: prefs.getItem(SOCIAL_USERNAME_KEY) }
    },
    /** Signed out: nothing is restored. */
    forget(): void {
      provider = undefined
      prefs.removeItem(SOCIAL_USERNAME_KEY)
      prefs.removeItem(SOCIAL_PROVIDER_KEY)
    },
  }
}
