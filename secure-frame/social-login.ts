/**
 * A social login in the frame, for the two operations of §7:
 *
 * - `redirectUri(provider)` (get social redirect URI): asks the widget to show this frame
 *   (visibility `social`) with the provider's button. The popup needs a user gesture in the frame
 *   that opens it, and the result page posts only to this origin, so the click happens here: it
 *   opens the popup synchronously (a blocked popup shows a retry button), then asks the server for
 *   the authorization URL and points the popup at it (social-popup.ts watches it). Answers the
 *   result page's `uri`, and keeps it.
 * - `connect(uri)` (connect social): only the `uri` this frame accepted last is sent to the
 *   server; the session it answers signs the keyring in, with the social username.
 */
import type { RedirectProvider } from '../shared/contracts/social.js'
import { AuthApiError, type AuthApi } from './auth-api.js'
import type { Keyring } from './keyring.js'
import {
  awaitPopupResult,
  openPopup,
  type PopupHost,
  type PopupWindow,
  SocialFlowError,
  SocialFlowMessages,
} from './social-popup.js'

/** `retry` is `ready` after a failed attempt: the same button, reading "Try again". */
export type SocialPromptStatus = 'ready' | 'retry' | 'blocked' | 'waiting'

/** The frame's own UI for a social login: the provider's button, and what happened to the popup. */
export interface SocialPrompt {
  /** `onContinue` runs inside the click's task, where a popup may be opened. */
  show(provider: RedirectProvider, status: SocialPromptStatus, onContinue: () => void): void
  hide(): void
}

export interface SocialLoginDeps {
  api: Pick<AuthApi, 'socialStart' | 'socialConnect'>
  keyring: Pick<Keyring, 'signIn'>
  host: PopupHost
  prompt: SocialPrompt
  /** Asks the widget to show (true) or hide this frame for the social prompt. */
  setVisible(visible: boolean): void
}

export interface SocialConnected {
  email: string | null
  address: `0x${string}`
  userName: string | null
}

export type SocialLogin = ReturnType<typeof createSocialLogin>

export function createSocialLogin({ api, keyring, host, prompt, setVisible }: SocialLoginDeps) {
  /** The result `uri` of the last popup, until connect uses it. */
  let accepted: string | null = null

  async function runPopup(provider: RedirectProvider, popup: PopupWindow, signal: AbortSignal): Promise<string> {
    let started: { uri: string; state: string }
    try {
      started = await api.socialStart(provider, signal)
    } catch (cause) {
      popup.close()
      throw new SocialFlowError(SocialFlowMessages.failedToInitiate, 'social_start_failed', messageOf(cause), cause)
    }
    if (popup.closed) throw new SocialFlowError(SocialFlowMessages.popupClosed, 'popup_closed')
    popup.location.href = started.uri
    return awaitPopupResult(host, popup, started.state, signal)
  }

  return {
    /** `retry`: the widget shows the last attempt's error, and this prompt offers to try again. */
    async redirectUri(provider: RedirectProvider, signal: AbortSignal, retry = false): Promise<string> {
      accepted = null
      setVisible(true)
      try {
        const uri = await new Promise<string>((resolve, reject) => {
          const onAbort = () =>
            reject(new SocialFlowError(SocialFlowMessages.aborted, 'aborted', undefined, signal.reason))
          if (signal.aborted) return onAbort()
          signal.addEventListener('abort', onAbort, { once: true })
          const attempt = () => {
            if (signal.aborted) return
            const popup = openPopup(host)
            if (!popup) return prompt.show(provider, 'blocked', attempt)
            prompt.show(provider, 'waiting', () => {})
            runPopup(provider, popup, signal).then(resolve, reject)
          }
          prompt.show(provider, retry ? 'retry' : 'ready', attempt)
        })
        accepted = uri
        return uri
      } finally {
        prompt.hide()
        setVisible(false)
      }
    },

    async connect(uri: string, signal: AbortSignal): Promise<SocialConnected> {
      if (accepted === null || uri !== accepted)
        throw new SocialFlowError(
          SocialFlowMessages.failedToConnect,
          'social_bad_result',
          'this result was not received from the login popup of this frame',
        )
      accepted = null
      let session: Awaited<ReturnType<typeof api.socialConnect>>
      try {
        session = await api.socialConnect(uri, signal)
      } catch (cause) {
        // The server's failures carry their §8 text; a call that got no answer says it failed.
        if (cause instanceof AuthApiError && cause.status !== undefined) throw cause
        throw new SocialFlowError(SocialFlowMessages.failedToConnect, 'social_bad_result', messageOf(cause), cause)
      }
      const { user } = session
      const signedIn = await keyring.signIn(
        {
          user: { id: user.id, email: user.email, address: user.address },
          keySecret: session.keySecret,
          encryptedKey: session.encryptedKey,
        },
        signal,
        { userName: user.userName, socialProvider: user.provider },
      )
      return { email: signedIn.email, address: signedIn.account.address, userName: signedIn.userName }
    },
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
