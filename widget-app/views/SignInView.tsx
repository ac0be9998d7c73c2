/**
 * The sign-message view of sign-in with the wallet: what the site asks, Sign and Cancel. The
 * rules behind the buttons (what Cancel does, when the close control is off) are the state's
 * (state/sign-in.ts); the wallet shows the message itself (the email wallet in its approval view).
 */
import { useStore } from '../state/store.js'
import type { SignIn } from '../state/sign-in.js'
import { useT } from '../i18n/use-t.js'
import { useAppState, useWidget } from './context.js'

export function SignInView() {
  const signIn = useWidget().signIn.current()
  return signIn ? <SignInPrompt signIn={signIn} /> : null
}

function SignInPrompt({ signIn }: { signIn: SignIn }) {
  const t = useT()
  const phase = useStore(signIn.view, (state) => state.phase)
  const config = useAppState((state) => state.config?.signIn)
  const signing = phase === 'signing'
  return (
    <div className="view view--connecting">
      <p className="connecting-title">{t('signIn.heading', { site: signIn.site })}</p>
      <p className="connecting-detail">{t('signIn.explanation')}</p>
      {config?.statement && (
        <figure className="muted">
          <figcaption>{t('signIn.statement')}</figcaption>
          <blockquote>{config.statement}</blockquote>
        </figure>
      )}
      {config?.required && <p className="connecting-detail">{t('signIn.requiredNote')}</p>}
      {/* The toast announces the failure; this keeps it in view beside the button that tries again. */}
      {phase === 'failed' && <p className="field-error">{t('signIn.errors.signing')}</p>}
      <button type="button" className="button button--primary" disabled={signing} onClick={() => void signIn.sign()}>
        {signing ? t('signIn.signing') : t('signIn.sign')}
      </button>
      <button
        type="button"
        className="button button--secondary"
        disabled={signing}
        onClick={() => void signIn.cancel()}
      >
        {t('signIn.cancel')}
      </button>
    </div>
  )
}
