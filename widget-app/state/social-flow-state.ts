/** What the ConnectingSocial view shows of a social login with a provider's popup (social-login.ts runs it). */
import type { RedirectProvider } from '../../shared/contracts/social.js'

export type SocialFlowStep =
  /** Nothing running. */
  | 'idle'
  /** Waiting for the secure frame to show its button. */
  | 'starting'
  /** The frame's button waits for the click that opens the popup. */
  | 'prompt'
  /** The browser blocked the popup; the frame's button tries again. */
  | 'blocked'
  /** The popup is open: the user continues there. */
  | 'popup'
  /** The popup answered; the frame signs in with its result. */
  | 'connecting'
  /** The login ended with `error`; only the view's own "Try again" starts another. */
  | 'failed'

export interface SocialFlowState {
  provider: RedirectProvider | null
  step: SocialFlowStep
  /** The §8 text of the last failed attempt; kept while the frame offers to try again. */
  error: string | null
}

export const initialSocialFlow = (): SocialFlowState => ({ provider: null, step: 'idle', error: null })
