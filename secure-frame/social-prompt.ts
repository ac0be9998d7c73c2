/**
 * The frame's own UI for a social login: the provider's button, whose click opens the sign-in
 * popup (a popup needs a user gesture in the frame that opens it), what to do while the popup is
 * open, and a retry button when the browser blocked it. Plain DOM, texts from the catalog.
 */
import { SOCIAL_PROVIDER_NAMES } from '../shared/social-provider-names.js'
import { element } from './dom-element.js'
import { onFocusArrival } from './focus-arrival.js'
import { t } from './i18n/i18n.js'
import type { SocialPrompt } from './social-login.js'

export function createSocialPromptView({ root }: { root: HTMLElement }): SocialPrompt {
  const doc = root.ownerDocument
  let panel: HTMLElement | null = null
  let unregister = () => {}

  return {
    show(provider, status, onContinue) {
      const section = element(doc, 'section', 'social-prompt')
      section.dataset.status = status
      const heading = element(doc, 'h1', '', t('social.title', { provider: SOCIAL_PROVIDER_NAMES[provider] }))
      heading.tabIndex = -1
      const note = element(
        doc,
        'p',
        status === 'blocked' ? 'social-prompt-error' : 'social-prompt-hint',
        t(status === 'blocked' ? 'social.popupBlocked' : status === 'waiting' ? 'social.waiting' : 'social.hint'),
      )
      if (status === 'blocked') note.setAttribute('role', 'alert')
      const next = element(
        doc,
        'button',
        'approval-button approval-button--approve',
        t(status === 'blocked' || status === 'retry' ? 'social.retry' : 'social.continue'),
      )
      next.type = 'button'
      next.disabled = status === 'waiting'
      // The popup opens inside this click's task: nothing asynchronous may come before it.
      next.addEventListener('click', () => onContinue())
      section.append(heading, note, next)
      root.replaceChildren(section)
      panel = section
      // A prompt shown while the frame was hidden (the widget shows it once its place is set) could not take the
      // focus then: when the widget focuses the frame, the focus goes to the button rather than the empty page.
      unregister = onFocusArrival(doc, section, next)
      if (status !== 'waiting') next.focus()
    },
    hide() {
      unregister()
      panel?.remove()
      panel = null
    },
  }
}
