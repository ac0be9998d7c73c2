/**
 * The frame's own UI for a social login: the provider's button, whose click opens the sign-in
 * popup (a popup needs a user gesture in the frame that opens it), what to do while the popup is
 * open, and a retry button when the browser blocked it. Plain DOM, texts from the catalog.
 */
import { SOCIAL_PROVIDER_NAMES } from '../shared/social-provider-names.js'
import { t } from './i18n/i18n.js'
import type { SocialPrompt } from './social-login.js'

export function createSocialPromptView({ root }: { root: HTMLElement }): SocialPrompt {
  const doc = root.ownerDocument
  let panel: HTMLElement | null = null
  let button: HTMLButtonElement | null = null
  // A prompt shown while the frame was hidden (the widget shows it once its place is set) could not take the focus
  // then: when the widget focuses the frame, the focus goes to the prompt's button rather than the empty page.
  doc.defaultView?.addEventListener('focus', () => {
    const active = doc.activeElement
    if (button && !button.disabled && (active === null || active === doc.body)) button.focus()
  })

  return {
    show(provider, status, onContinue) {
      const section = doc.createElement('section')
      section.className = 'social-prompt'
      section.dataset.status = status
      const heading = doc.createElement('h1')
      heading.textContent = t('social.title', { provider: SOCIAL_PROVIDER_NAMES[provider] })
      heading.tabIndex = -1
      const note = doc.createElement('p')
      note.className = status === 'blocked' ? 'social-prompt-error' : 'social-prompt-hint'
      if (status === 'blocked') note.setAttribute('role', 'alert')
      note.textContent = t(
        status === 'blocked' ? 'social.popupBlocked' : status === 'waiting' ? 'social.waiting' : 'social.hint',
      )
      const next = doc.createElement('button')
      next.type = 'button'
      next.className = 'approval-button approval-button--approve'
      next.textContent = t(status === 'blocked' || status === 'retry' ? 'social.retry' : 'social.continue')
      next.disabled = status === 'waiting'
      // The popup opens inside this click's task: nothing asynchronous may come before it.
      next.addEventListener('click', () => onContinue())
      section.append(heading, note, next)
      root.replaceChildren(section)
      panel = section
      button = next
      if (status !== 'waiting') next.focus()
    },
    hide() {
      panel?.remove()
      panel = null
      button = null
    },
  }
}
