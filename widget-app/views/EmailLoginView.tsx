/** EmailLogin: the code sent to the email, resend after the cooldown, or the browser-approval wait. */
import { useEffect, useState } from 'react'
import { displayEmail } from '../../shared/email.js'
import { textAround } from '../i18n/text-around.js'
import { useT } from '../i18n/use-t.js'
import { useAppState, useWidget } from './context.js'
import { EmailRetry } from './EmailRetry.js'

export function EmailLoginView() {
  const widget = useWidget()
  const t = useT()
  const login = useAppState((state) => state.emailLogin)
  const [otp, setOtp] = useState('')
  const now = useNow(login.resendAt !== null)
  const secondsLeft = login.resendAt === null ? 0 : Math.max(0, Math.ceil((login.resendAt - now) / 1000))
  const errorId = 'otp-error'
  // Leaving the view (back, close) abandons this attempt; the email stays filled in.
  useEffect(() => () => widget.email.leave(), [])

  if (login.stage === 'sending') {
    return (
      <div className="view view--connecting">
        <span className="spinner spinner--medium" aria-hidden="true" />
        <p className="connecting-detail" aria-live="polite">
          {t('email.sendingCode', { email: displayEmail(login.email) })}
        </p>
      </div>
    )
  }
  if (login.stage === 'device') {
    return (
      <div className="view view--connecting" data-testid="email-device">
        <span className="spinner spinner--medium" aria-hidden="true" />
        <p className="connecting-title">{t('email.approveBrowser')}</p>
        <p className="connecting-detail" aria-live="polite">
          {t('email.approveBrowserDetail', { email: displayEmail(login.email) })}
        </p>
      </div>
    )
  }
  // No code was sent (the frame could not be reached, or the send failed): say why, offer to try again.
  if (login.stage === 'idle') {
    return (
      <div className="view view--connecting" data-testid="email-not-sent">
        <EmailRetry message={login.error} onRetry={() => void widget.email.resend()} />
      </div>
    )
  }
  const [sentBefore, sentAfter] = textAround((email) => t('email.codeSentTo', { email }))
  return (
    <form
      className="view view--email"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void widget.email.submitOtp(otp)
      }}
    >
      <p className="connecting-detail">
        {sentBefore}
        <strong title={login.email}>{displayEmail(login.email)}</strong>
        {sentAfter}
      </p>
      <label className="field-label" htmlFor="otp-input">
        {t('email.code')}
      </label>
      <input
        id="otp-input"
        data-autofocus
        className="field-input field-input--code"
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        value={otp}
        aria-invalid={login.error ? 'true' : undefined}
        aria-describedby={login.error ? errorId : undefined}
        onInput={(event) => setOtp((event.target as HTMLInputElement).value.replace(/[^0-9]/g, ''))}
      />
      {login.error && (
        <p id={errorId} className="field-error" role="alert" data-testid="otp-error">
          {login.error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={login.stage === 'verifying'}>
        {login.stage === 'verifying' ? t('email.checking') : t('email.continue')}
      </button>
      <button
        type="button"
        className="button button--secondary"
        data-testid="resend"
        onClick={() => void widget.email.resend()}
      >
        {secondsLeft > 0 ? t('email.resendIn', { seconds: secondsLeft }) : t('email.resend')}
      </button>
    </form>
  )
}

/** The current time, refreshed every second while `ticking`. */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(Date.now())
  useEffect(() => {
    if (!ticking) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [ticking])
  return now
}
