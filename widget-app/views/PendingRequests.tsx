/**
 * The site's requests a WalletConnect wallet has not answered yet, each with what it asks and a
 * "Cancel request" control that stops waiting for it (the site gets 4001 at once).
 */
import { useT } from '../i18n/use-t.js'
import { useAppState, useWidget } from './context.js'

type PendingKey = 'signMessage' | 'signTypedData' | 'sendTransaction' | 'switchNetwork' | 'addNetwork'

/** What each method asks of the user, by its message key. */
const METHOD_KEYS: Record<string, PendingKey> = {
  personal_sign: 'signMessage',
  eth_signTypedData_v4: 'signTypedData',
  eth_sendTransaction: 'sendTransaction',
  wallet_switchEthereumChain: 'switchNetwork',
  wallet_addEthereumChain: 'addNetwork',
}

export function PendingRequests() {
  const { actions } = useWidget()
  const t = useT()
  const requests = useAppState((state) => state.walletConnect.requests)
  const walletName = useAppState((state) => state.walletName)
  if (requests.length === 0) return null
  const waiting = walletName
    ? t('walletConnect.pending.waiting', { wallet: walletName })
    : t('walletConnect.pending.waitingAny')
  return (
    <ul className="wallet-list" data-testid="pending-requests" aria-label={waiting}>
      {requests.map((request) => {
        const key = METHOD_KEYS[request.method]
        return (
          <li key={request.id} className="pending-request" data-testid="pending-request" data-method={request.method}>
            <strong>{key ? t(`walletConnect.pending.${key}`) : request.method}</strong>
            <span aria-live="polite">{waiting}</span>
            <button
              type="button"
              className="button button--secondary"
              data-testid="cancel-request"
              onClick={() => actions.cancelWalletRequest(request.id)}
            >
              {t('walletConnect.pending.cancel')}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
