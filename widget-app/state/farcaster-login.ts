/**
 * Sign In With Farcaster from the ConnectingFarcaster view. The secure frame runs it
 * (secure-frame/farcaster-login.ts): `getFarcasterUri` answers the relay's link, which the view
 * shows as a QR code and a link; `connectFarcaster` waits while the frame asks the server once a
 * second, and answers once the phone signed and the server verified it. Leaving the view with no
 * account aborts the wait and resets the link (§2): the next visit opens a new request.
 */
import { EMAIL_LOGIN_USED_KEY } from './email-login.js'
import { messageOf } from './errors.js'
import { announceFarcasterUrl } from './farcaster-url-events.js'
import type { SiteEvents } from './site-events.js'
import type { SocialLoginDeps } from './social-login.js'
import { SOCIAL_USERNAME_KEY } from './socials.js'

/** What the social login needs, less its navigation (the view starts and leaves this login itself), plus the site's events. */
export type FarcasterLoginDeps = Omit<SocialLoginDeps, 'navigation'> & { events: Pick<SiteEvents, 'emit'> }

export type FarcasterLogin = ReturnType<typeof createFarcasterLogin>

export function createFarcasterLogin(deps: FarcasterLoginDeps) {
  const { store } = deps
  // The site's getState() follows the link this login shows (none before its first visit).
  announceFarcasterUrl(store, deps.events)
  /** The running login's; aborted when the view is left. */
  let running: AbortController | null = null

  return {
    /** Gets a link and waits for the phone; a failure is shown in the view and as a toast with its §8 text. */
    async start(): Promise<void> {
      running?.abort()
      const own = new AbortController()
      running = own
      store.set({ farcaster: { url: null, error: null } })
      try {
        await deps.requireAllowedOrigin()
        const frame = await deps.frame()
        const { url } = await frame.request('getFarcasterUri', {}, { signal: own.signal })
        if (own.signal.aborted) return
        store.set({ farcaster: { url, error: null } })
        const { userName } = await frame.request('connectFarcaster', {}, { signal: own.signal })
        // The same restore as an email login after a reload; the username is kept for the account view.
        deps.prefs.setItem(EMAIL_LOGIN_USED_KEY, 'true')
        deps.prefs.setItem(SOCIAL_USERNAME_KEY, userName)
        await deps.onConnected(await frame.request('getUser', { chainId: deps.chainId() }))
      } catch (error) {
        if (own.signal.aborted) return
        const message = messageOf(error)
        store.set({ farcaster: { url: null, error: message } })
        deps.toast.show('error', message)
      } finally {
        if (running === own) running = null
      }
    },

    /** The view is left: with no account, the wait ends and the link is reset. */
    leave(): void {
      running?.abort()
      running = null
      if (store.get().status !== 'connected') store.set({ farcaster: { url: null, error: null } })
    },
  }
}
