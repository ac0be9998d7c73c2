/**
 * A social login from Connect, shown in the ConnectingSocial view. The secure frame runs it
 * (secure-frame/social-login.ts): asked for the redirect URI, it asks to be shown with the
 * provider's button, because the popup must open from a click inside the frame that receives its
 * result. The view places the frame in its own area and says what the frame's prompt shows
 * (`socialStatus` events): the button waits, the popup was blocked, or the user continues in the
 * popup.
 *
 * A failed attempt (the popup closed, the provider refused, the server failed) keeps the view with
 * its §8 text and asks the frame again at once, so its button reads "Try again" and one click
 * re-opens the popup. An attempt that failed before the frame showed its button is not re-asked:
 * the view offers its own "Try again". Leaving the view refuses the request; leaving the modal ends
 * the login with 'Modal closed'. Afterwards the social wallet is the email wallet's machinery (key
 * in the frame, approvals in its UI).
 */
import type { RedirectProvider } from '../../shared/contracts/social.js'
import type { FrameEvent, OperationResult } from '../../shared/protocol/secure-frame.js'
import { SecureFrameError, type SecureFrameClient } from '../secure-frame/frame-client.js'
import type { AppState } from './app-state.js'
import { EMAIL_LOGIN_USED_KEY } from './email-login.js'
import { messageOf } from './errors.js'
import type { Navigation } from './navigation.js'
import type { PreferenceStorage } from './saved-preferences.js'
import type { SocialFlowState } from './social-flow-state.js'
import { SOCIAL_USERNAME_KEY } from './socials.js'
import type { Store } from './store.js'
import type { Toast } from './toast.js'

/** §8: the user left the modal while the social login waited on them. */
export const MODAL_CLOSED_MESSAGE = 'Modal closed'

export const CONNECTING_SOCIAL_VIEW = 'ConnectingSocial'

export interface SocialLoginDeps {
  frame: () => Promise<SecureFrameClient>
  store: Store<AppState>
  navigation: Pick<Navigation, 'current' | 'push'>
  prefs: PreferenceStorage
  chainId: () => number
  requireAllowedOrigin: () => Promise<void>
  onConnected: (user: OperationResult<'getUser'>) => Promise<void>
  toast: Pick<Toast, 'show'>
}

export type SocialLogin = ReturnType<typeof createSocialLogin>

/** Failures of the frame itself (not loaded, no answer), where asking it again at once would fail the same way. */
const FRAME_FAILURES: readonly unknown[] = ['iframe_load_failed', 'iframe_request_timeout', 'frame_destroyed']

export function createSocialLogin(deps: SocialLoginDeps) {
  const { store } = deps
  let running: AbortController | null = null
  /** Whether the frame showed its button during the current attempt. */
  let prompted = false

  const setFlow = (flow: Partial<SocialFlowState>) => store.set({ socialFlow: { ...store.get().socialFlow, ...flow } })
  const onView = () => store.get().open && deps.navigation.current()?.name === CONNECTING_SOCIAL_VIEW

  // Leaving the view (Cancel, Back, Escape, the site's close()) refuses the request waiting in the frame.
  store.subscribe(() => {
    if (running && !onView()) running.abort()
  })

  /** One attempt: the frame's button and popup, then the sign-in with the popup's result. */
  async function attempt(frame: SecureFrameClient, provider: RedirectProvider, retry: boolean, signal: AbortSignal) {
    prompted = false
    const { uri } = await frame.request('getSocialRedirectUri', { provider, ...(retry ? { retry } : {}) }, { signal })
    setFlow({ step: 'connecting' })
    const chainId = deps.chainId()
    const connected = await frame.request('connectSocial', { uri, chainId })
    // The same restore as an email login after a reload; the username is kept for the account view.
    deps.prefs.setItem(EMAIL_LOGIN_USED_KEY, 'true')
    if (connected.userName) deps.prefs.setItem(SOCIAL_USERNAME_KEY, connected.userName)
    else deps.prefs.removeItem(SOCIAL_USERNAME_KEY)
    await deps.onConnected(await frame.request('getUser', { chainId }))
  }

  return {
    /** Opens the ConnectingSocial view and runs a login with `provider` until it connects, fails or is left. */
    async connect(provider: RedirectProvider): Promise<void> {
      if (running) return
      if (deps.navigation.current()?.name !== CONNECTING_SOCIAL_VIEW)
        deps.navigation.push({ name: CONNECTING_SOCIAL_VIEW, data: { provider } })
      setFlow({ provider, step: 'starting', error: null })
      // Set once the view shows, so the watch on leaving it does not end this login before it starts.
      const own = new AbortController()
      running = own
      try {
        await deps.requireAllowedOrigin()
        const frame = await deps.frame()
        for (let retry = false; ; retry = true) {
          try {
            await attempt(frame, provider, retry, own.signal)
            setFlow({ step: 'idle', error: null })
            return
          } catch (error) {
            const rearm = prompted && !own.signal.aborted && !isFrameFailure(error)
            if (!rearm) throw error
            const message = messageOf(error)
            setFlow({ step: 'starting', error: message })
            deps.toast.show('error', message)
          }
        }
      } catch (error) {
        if (own.signal.aborted) {
          setFlow({ step: 'idle', error: null })
          if (!store.get().open) deps.toast.show('error', MODAL_CLOSED_MESSAGE)
          return
        }
        const message = messageOf(error)
        setFlow({ step: 'failed', error: message })
        deps.toast.show('error', message)
      } finally {
        if (running === own) running = null
      }
    },

    /** The frame's prompt changed: the view says what it shows. */
    onFrameEvent(event: FrameEvent): void {
      if (!running || event.type !== 'socialStatus') return
      prompted = true
      setFlow({ step: event.status === 'waiting' ? 'popup' : event.status === 'blocked' ? 'blocked' : 'prompt' })
    },
  }
}

function isFrameFailure(error: unknown): boolean {
  return error instanceof SecureFrameError && FRAME_FAILURES.includes(error.code)
}
