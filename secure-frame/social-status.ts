/**
 * Tells the widget what a social login's prompt shows (event `socialStatus`), so the widget's
 * ConnectingSocial view can say it: the button waits for the click, the popup was blocked, or the
 * popup is open ("Continue in the popup").
 */
import {
  type FrameEvent,
  type FrameReply,
  SECURE_FRAME_NAMESPACE,
  SECURE_FRAME_PROTOCOL_VERSION,
} from '../shared/protocol/secure-frame.js'
import type { SocialPrompt } from './social-login.js'

export function tellingStatus(prompt: SocialPrompt, post: (message: FrameReply | FrameEvent) => void): SocialPrompt {
  return {
    show(provider, status, onContinue) {
      prompt.show(provider, status, onContinue)
      post({ ns: SECURE_FRAME_NAMESPACE, v: SECURE_FRAME_PROTOCOL_VERSION, type: 'socialStatus', status })
    },
    hide: () => prompt.hide(),
  }
}
