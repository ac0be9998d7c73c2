/** ConnectingExternal: waiting for the wallet's approval, with a retry after a failure. */
import { useT } from '../i18n/use-t.js'
import { useAppState, useWidget } from './context.js'
import { WalletImage } from './WalletImage.js'

export function ConnectingExternalView({ walletId }: { walletId: string | undefined }) {
  const { actions } = useWidget()
  const t = useT()
  const wallet = useAppState((state) => state.wallets.find((candidate) => candidate.id === walletId))
  const error = useAppState((state) => state.connectError)
  if (!wallet || !walletId) return <p className="empty">{t('connecting.walletGone')}</p>
  return (
    <div className="view view--connecting">
      <div className={`connecting-image${error ? ' connecting-image--error' : ''}`}>
        <WalletImage name={wallet.name} icon={wallet.icon} size={72} />
        {!error && <span className="spinner spinner--ring" aria-hidden="true" />}
      </div>
      {error ? (
        <>
          <p className="connecting-title">{t('connecting.declined')}</p>
          <p className="connecting-detail" role="alert" data-testid="connect-error">
            {error}
          </p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void actions.connectWallet(walletId)}
          >
            {t('connecting.retry')}
          </button>
        </>
      ) : (
        <>
          <p className="connecting-title" aria-live="polite">
            {t('connecting.continueIn', { wallet: wallet.name })}
          </p>
          <p className="connecting-detail">{t('connecting.acceptRequest')}</p>
        </>
      )}
    </div>
  )
}
