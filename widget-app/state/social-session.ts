/**
 * How the email wallet's session was opened (§3 socialProvider and social username): the social
 * login running (`farcaster` included), or none for an email login. A restored session's comes
 * from the server through the frame; it is also kept in the site's storage beside the username.
 */
import type { AppState } from './app-state.js'
import type { EmailWalletUser } from './email-login.js'
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
    /**
     * The session being connected, as the account state names it; recorded for a reload. `restored` is the frame's
     * user: for a restored session it says how the server opened it (a frame that does not say leaves the site's
     * storage to).
     */
    connected(restored?: Pick<EmailWalletUser, 'socialProvider' | 'userName'>): AppState['social'] {
      if (provider === undefined)
        provider = restored?.socialProvider !== undefined ? restored.socialProvider : prefs.getItem(SOCIAL_PROVIDER_KEY)
      if (!provider) {
        prefs.removeItem(SOCIAL_PROVIDER_KEY)
        return null
      }
      prefs.setItem(SOCIAL_PROVIDER_KEY, provider)
      const userName = restored?.userName ?? prefs.getItem(SOCIAL_USERNAME_KEY)
      if (userName) prefs.setItem(SOCIAL_USERNAME_KEY, userName)
      return { provider, userName }
    },
    /** Signed out: nothing is restored. */
    forget(): void {
      provider = undefined
      prefs.removeItem(SOCIAL_USERNAME_KEY)
      prefs.removeItem(SOCIAL_PROVIDER_KEY)
    },
  }
}
