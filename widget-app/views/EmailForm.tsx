/** The email field of the Connect view (the email connect method). */
import { useState } from 'react'
import { useT } from '../i18n/use-t.js'
import { useAppState, useWidget } from './context.js'
import { EmailRetry } from './EmailRetry.js'

export function EmailForm() {
  const widget = useWidget()
  const t = useT()
  const login = useAppState((state) => state.emailLogin)
  const frame = useAppState((state) => state.secureFrame)
  const [email, setEmail] = useState(login.email)
  const errorId = 'email-form-error'
  // The email wallet needs the deployment: a project check whose answer is unknown leaves it unavailable.
  const originUnknown = useAppState((state) => state.originAllowed === null && state.projectAlert !== null)
  const busy = login.stage === 'sending'
  const unavailable = frame === 'failed' || originUnknown
  const showError = login.error ?? (unavailable ? t('errors.frameLoadFailed') : null)
  return (
    <form
      className="email-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void widget.email.start(email)
      }}
    >
      <label className="field-label" htmlFor="email-input">
        {t('email.label')}
      </label>
      <div className="field-row">
        <input
          id="email-input"
          className="field-input"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          // The first control of Connect, even when it appears after the dialog opened (focus.ts).
          data-autofocus
          placeholder={t('email.placeholder')}
          value={email}
          aria-invalid={showError ? 'true' : undefined}
          aria-describedby={showError ? errorId : undefined}
          onInput={(event) => setEmail((event.target as HTMLInputElement).value)}
        />
        <button type="submit" className="button button--primary" disabled={busy || unavailable}>
          {t('email.continue')}
        </button>
      </div>
      {showError && (
        <p id={errorId} className="field-error" role="alert" data-testid="email-error">
          {showError}
        </p>
      )}
      {frame === 'failed' && <EmailRetry onRetry={() => widget.email.retryFrame()} />}
    </form>
  )
}
