/**
 * ConnectingSocial: a social login with a provider's popup (state/social-login.ts). The popup
 * opens from a click inside the secure frame, so while the frame's prompt is up the frame is placed
 * in this view's area with its Continue (or Try again) button. Around it the view names the
 * provider and says, in a live region, what is happening: the frame is getting ready, the user
 * continues in the popup, the wallet is connecting, or the §8 text of what failed. Cancel (like
 * Back or Escape) ends the login.
 */
import { useEffect, useRef } from 'react'
import type { RedirectProvider } from '../../shared/contracts/social.js'
import { SOCIAL_PROVIDER_NAMES } from '../../shared/social-provider-names.js'
import { useT } from '../i18n/use-t.js'
import type { SocialFlowStep } from '../state/social-flow-state.js'
import { ConnectingSocialMark } from './ConnectingSocialMark.js'
import { useAppState, useWidget } from './context.js'
import { useSecureFramePlacement } from './secure-frame-placement.js'

/** The steps during which the secure frame shows its prompt in this view. */
const FRAME_STEPS: readonly SocialFlowStep[] = ['prompt', 'blocked', 'popup']

export function ConnectingSocialView({ provider }: { provider: RedirectProvider | undefined }) {
  const { actions } = useWidget()
  const t = useT()
  const flow = useAppState((state) => state.socialFlow)
  const retry = useRef<HTMLButtonElement>(null)
  const cancel = useRef<HTMLButtonElement>(null)
  const shown = provider ?? flow.provider
  // The frame had the focus while its prompt was up; once it is hidden the focus comes back to this view.
  useEffect(() => {
    if (flow.step === 'failed') retry.current?.focus()
    else if (!FRAME_STEPS.includes(flow.step) && focusLeftFrame()) cancel.current?.focus()
  }, [flow.step])
  if (!shown) return null
  const name = SOCIAL_PROVIDER_NAMES[shown]
  const status = statusText(flow.step, name, t)

  return (
    <div className="view view--connecting view--social" data-step={flow.step}>
      <ConnectingSocialMark provider={shown} />
      <p className="connecting-title">{t('social.heading', { provider: name })}</p>
      {FRAME_STEPS.includes(flow.step) && <FrameArea />}
      <p className="connecting-detail" role="status" data-testid="social-status">
        {status && flow.step !== 'failed' && <span className="spinner spinner--small" aria-hidden="true" />} {status}
      </p>
      {flow.error && (
        <p className="connecting-detail social-error" role="alert" data-testid="social-error">
          {flow.error}
        </p>
      )}
      {flow.step === 'failed' && (
        <button
          ref={retry}
          type="button"
          className="button button--secondary"
          onClick={() => void actions.connectSocial(shown)}
        >
          {t('walletConnect.retry')}
        </button>
      )}
      <button ref={cancel} type="button" className="button button--secondary" onClick={() => actions.back()}>
        {t('social.cancel')}
      </button>
    </div>
  )
}

/** Whether the focus is still on the hidden frame, or fell to the page's body when it was hidden. */
function focusLeftFrame(): boolean {
  const active = document.activeElement
  return active === null || active === document.body || active instanceof HTMLIFrameElement
}

/** Where the secure frame shows its prompt; the frame is placed over it while it is mounted. */
function FrameArea() {
  const area = useRef<HTMLDivElement>(null)
  useSecureFramePlacement(area)
  return <div ref={area} className="social-frame-area" data-testid="social-frame-area" />
}

function statusText(step: SocialFlowStep, provider: string, t: ReturnType<typeof useT>): string {
  switch (step) {
    case 'starting':
      return t('social.starting')
    case 'prompt':
      return t('social.prompt', { provider })
    case 'blocked':
      return t('social.blocked')
    case 'popup':
      return t('social.popup')
    case 'connecting':
      return t('social.connecting')
    case 'failed':
      return t('social.failed', { provider })
    case 'idle':
      return ''
  }
}
