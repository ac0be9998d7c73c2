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
      const button = doc.createElement('button')
      button.type = 'button'
      button.className = 'approval-button approval-button--approve'
      button.textContent = t(status === 'blocked' || status === 'retry' ? 'social.retry' : 'social.continue')
      button.disabled = status === 'waiting'
      // The popup opens inside this click's task: nothing asynchronous may come before it.
      button.addEventListener('click', () => onContinue())
      section.append(heading, note, button)
      root.replaceChildren(section)
      panel = section
      if (status !== 'waiting') button.focus()
    },
    hide() {
      panel?.remove()
      panel = null
    },
  }
}
