/**
 * The balance figure when it could not be read: says so instead of showing a stale figure, with
 * "Try again", which reads at once (an explicit action is not held back by the retry gap that
 * spaces the automatic reads).
 */
import { useT } from '../i18n/use-t.js'
import { useWidget } from './context.js'

export function BalanceUnavailable() {
  const { actions } = useWidget()
  const t = useT()
  return (
    <>
      <span className="muted">{t('account.balanceUnavailable')}</span>{' '}
      <button
        type="button"
        className="button button--secondary"
        data-testid="balance-retry"
        onClick={() => void actions.retryBalance()}
      >
        {t('account.balanceRetry')}
      </button>
    </>
  )
}
