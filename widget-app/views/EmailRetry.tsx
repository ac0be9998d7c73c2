/**
 * What the email login shows when it could not go on (the secure frame unreachable, or the send
 * failed): the reason, and "Try again". It never says a code was sent.
 */
import { useT } from '../i18n/use-t.js'

export interface EmailRetryProps {
  /** The reason, shown as an alert; left out when the form already shows it. */
  message?: string | null | undefined
  onRetry(): void
}

export function EmailRetry({ message, onRetry }: EmailRetryProps) {
  const t = useT()
  return (
    <>
      {message && (
        <p className="field-error" role="alert" data-testid="email-login-error">
          {message}
        </p>
      )}
      <button type="button" className="button button--secondary" data-testid="email-retry" onClick={onRetry}>
        {t('email.retry')}
      </button>
    </>
  )
}
