/**
 * A social login from Connect. The secure frame runs it (secure-frame/social-login.ts): asked for
 * the redirect URI, it asks to be shown with the provider's button, because the popup must open
 * from a click inside the frame that receives its result. The modal shows the frame over the
 * ApproveTransaction area (email-wallet-approvals.ts), and leaving it refuses the request, as for
 * a signature: the login then ends with 'Modal closed'. Afterwards the social wallet is the email
 * wallet's machinery (key in the frame, approvals in its UI).
 */
import type { RedirectProvider } from '../../shared/contracts/social.js'
import type { OperationResult } from '../../shared/protocol/secure-frame.js'
import { SecureFrameError, type SecureFrameClient } from '../secure-frame/frame-client.js'
import { EMAIL_LOGIN_USED_KEY } from './email-login.js'
import type { EmailWalletApprovals } from './email-wallet-approvals.js'
import { messageOf } from './errors.js'
import type { PreferenceStorage } from './saved-preferences.js'
import { SOCIAL_USERNAME_KEY } from './socials.js'
import type { Toast } from './toast.js'

/** §8: the user left the modal while the social login waited on them. */
export const MODAL_CLOSED_MESSAGE = 'Modal closed'

export interface SocialLoginDeps {
  frame: () => Promise<SecureFrameClient>
  track: EmailWalletApprovals['track']
  prefs: PreferenceStorage
  chainId: () => number
  requireAllowedOrigin: () => Promise<void>
  onConnected: (user: OperationResult<'getUser'>) => Promise<void>
  toast: Pick<Toast, 'show'>
}

export function createSocialLogin(deps: SocialLoginDeps) {
  let running = false

  return {
    /** Runs a login with `provider`; a failure is shown as an error toast with its §8 text. */
    async connect(provider: RedirectProvider): Promise<void> {
      if (running) return
      running = true
      const { signal, done } = deps.track()
      try {
        await deps.requireAllowedOrigin()
        const frame = await deps.frame()
        const { uri } = await frame.request('getSocialRedirectUri', { provider }, { signal })
        const chainId = deps.chainId()
        const connected = await frame.request('connectSocial', { uri, chainId })
        // The same restore as an email login after a reload; the username is kept for the account view.
        deps.prefs.setItem(EMAIL_LOGIN_USED_KEY, 'true')
        if (connected.userName) deps.prefs.setItem(SOCIAL_USERNAME_KEY, connected.userName)
        else deps.prefs.removeItem(SOCIAL_USERNAME_KEY)
        await deps.onConnected(await frame.request('getUser', { chainId }))
      } catch (error) {
        const closed = error instanceof SecureFrameError && error.code === 'aborted'
        deps.toast.show('error', closed ? MODAL_CLOSED_MESSAGE : messageOf(error))
      } finally {
        done()
        running = false
      }
    },
  }
}
