/**
 * The popup of a social login (§4): opened synchronously from the user's click in this frame
 * (600×800, a random window name), pointed at the provider once the server answered the
 * authorization URL, polled every second for closure, and listened to for the result page's
 * message. That message is accepted only from this frame's own origin, only from the window this
 * frame opened, and only when the `state` inside its `uri` is the one the server answered for
 * this flow; anything else is ignored (a forged message must not abort the real login).
 */
import * as z from 'zod/mini'
import { SOCIAL_RESULT_PATH, SocialResultMessage } from '../shared/contracts/social.js'
import { WidgetError } from '../shared/errors.js'
import type { IncomingMessage } from './dispatcher.js'

export const POPUP_WIDTH = 600
export const POPUP_HEIGHT = 800
/** How often the popup is checked for closure. */
export const POPUP_POLL_MS = 1_000
export const POPUP_FEATURES = `popup,width=${POPUP_WIDTH},height=${POPUP_HEIGHT}`

/** The §8 texts of the social flow this frame raises itself. */
export const SocialFlowMessages = {
  popupClosed: 'Popup closed',
  failedToConnect: 'Failed to connect',
  failedToInitiate: 'Failed to initiate social connection',
  aborted: 'Request was aborted',
} as const

export type SocialFlowErrorCode =
  | 'popup_closed'
  | 'social_start_failed'
  | 'social_state_mismatch'
  | 'social_bad_result'
  | 'aborted'

export class SocialFlowError extends WidgetError {
  override name = 'SocialFlowError'
  declare readonly code: SocialFlowErrorCode

  constructor(message: string, code: SocialFlowErrorCode, details?: string, cause?: unknown) {
    super(message, { code, ...(details ? { details } : {}), cause })
  }
}

/** The parts of a popup window this module uses. */
export interface PopupWindow {
  readonly closed: boolean
  close(): void
  location: { href: string }
}

export interface PopupHost {
  /** `window.open`; null when the browser blocked the popup. */
  open(url: string, target: string, features: string): PopupWindow | null
  /** Starts delivering this window's `message` events; answers the function that stops it. */
  listen(listener: (message: IncomingMessage) => void): () => void
  /** This frame's origin: the result page's, and the only one whose message is read. */
  ownOrigin: string
  setInterval(task: () => void, ms: number): unknown
  clearInterval(handle: unknown): void
  warn(message: string): void
}

/** A random window name, so no other page can target the popup by a name it guessed. */
export function randomWindowName(): string {
  return `ww-social-${crypto.randomUUID()}`
}

/** Opens an empty popup; must run inside the click's task. Null when the browser blocked it. */
export function openPopup(host: PopupHost): PopupWindow | null {
  return host.open('', randomWindowName(), POPUP_FEATURES)
}

/** Whether `uri` is this origin's result page for the flow of `state`. */
export function isResultFor(uri: string, state: string, ownOrigin: string): boolean {
  let url: URL
  try {
    url = new URL(uri)
  } catch {
    return false
  }
  return url.origin === ownOrigin && url.pathname === SOCIAL_RESULT_PATH && url.searchParams.get('state') === state
}

/**
 * Waits for the result of the flow of `state` from `popup`: resolves with the result page's
 * `uri`, or rejects with 'Popup closed' (the user closed it; seen within a second), a state
 * mismatch (our popup reported another flow), or 'Request was aborted' (`signal`). The popup is
 * closed whatever the outcome.
 */
export function awaitPopupResult(
  host: PopupHost,
  popup: PopupWindow,
  state: string,
  signal?: AbortSignal,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let stopListening = () => {}
    let timer: unknown
    const finish = (outcome: () => void) => {
      stopListening()
      host.clearInterval(timer)
      signal?.removeEventListener('abort', onAbort)
      if (!popup.closed) popup.close()
      outcome()
    }
    const onAbort = () =>
      finish(() => reject(new SocialFlowError(SocialFlowMessages.aborted, 'aborted', undefined, signal?.reason)))
    if (signal?.aborted) return onAbort()
    signal?.addEventListener('abort', onAbort, { once: true })

    stopListening = host.listen((message) => {
      if (message.origin !== host.ownOrigin || message.source !== popup) return
      const parsed = z.safeParse(SocialResultMessage, message.data)
      if (!parsed.success) return host.warn('[SecureFrame] ignored a malformed message from the login popup')
      const { uri } = parsed.data
      if (isResultFor(uri, state, host.ownOrigin)) return finish(() => resolve(uri))
      finish(() =>
        reject(
          new SocialFlowError(
            SocialFlowMessages.failedToConnect,
            'social_state_mismatch',
            'the login popup reported a result for another login',
          ),
        ),
      )
    })
    timer = host.setInterval(() => {
      if (popup.closed) finish(() => reject(new SocialFlowError(SocialFlowMessages.popupClosed, 'popup_closed')))
    }, POPUP_POLL_MS)
  })
}
