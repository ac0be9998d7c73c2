/** UpdateEmailWallet: new email, then the code sent to the current address, then the one sent to the new one. */
import { useEffect, useState } from 'react'
import { displayEmail } from '../../shared/email.js'
import { useT } from '../i18n/use-t.js'
import { useAppState, useWidget } from './context.js'

export function UpdateEmailWalletView() {
  const widget = useWidget()
  const t = useT()
  const update = useAppState((state) => state.emailUpdate)
  const current = useAppState((state) => state.userEmail)
  const [value, setValue] = useState('')
  useEffect(() => () => widget.email.resetUpdate(), [])
  useEffect(() => setValue(''), [update.stage])
  const errorId = 'update-email-error'
  const asksEmail = update.stage === 'email' || update.stage === 'sending'
  if (update.stage === 'done') {
    return (
      <div className="view view--connecting" data-testid="email-updated">
        <p className="connecting-title">{t('updateEmail.done')}</p>
        <p className="connecting-detail">{t('updateEmail.doneDetail', { email: displayEmail(update.newEmail) })}</p>
        <button type="button" className="button button--secondary" onClick={() => widget.actions.back()}>
          {t('updateEmail.finish')}
        </button>
      </div>
    )
  }
  return (
    <form
      className="view view--email"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void (asksEmail ? widget.email.startUpdate(value) : widget.email.submitUpdateOtp(value))
      }}
    >
      <p className="connecting-detail">
        {asksEmail
          ? current
            ? t('updateEmail.current', { email: displayEmail(current) })
            : t('updateEmail.currentNone')
          : update.stage !== 'primary'
            ? t('updateEmail.codeSentTo', { email: displayEmail(update.newEmail) })
            : current
              ? t('updateEmail.codeSentTo', { email: displayEmail(current) })
              : t('updateEmail.codeSentToCurrent')}
      </p>
      <label className="field-label" htmlFor="update-email-input">
        {asksEmail ? t('updateEmail.newEmail') : t('updateEmail.code')}
      </label>
      <input
        id="update-email-input"
        className={`field-input${asksEmail ? '' : ' field-input--code'}`}
        type={asksEmail ? 'email' : 'text'}
        inputMode={asksEmail ? 'email' : 'numeric'}
        autoComplete={asksEmail ? 'email' : 'one-time-code'}
        value={value}
        aria-invalid={update.error ? 'true' : undefined}
        aria-describedby={update.error ? errorId : undefined}
        onInput={(event) => setValue((event.target as HTMLInputElement).value)}
      />
      {update.error && (
        <p id={errorId} className="field-error" role="alert">
          {update.error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={update.stage === 'sending'}>
        {t('updateEmail.continue')}
      </button>
    </form>
  )
}
