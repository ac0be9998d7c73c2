/** ConnectingExternal: waiting for the wallet's approval, with a retry after a failure. */
import { useAppState, useWidget } from './context.js'
import { WalletImage } from './WalletImage.js'

export function ConnectingExternalView({ walletId }: { walletId: string | undefined }) {
  const { actions } = useWidget()
  const wallet = useAppState((state) => state.wallets.find((candidate) => candidate.id === walletId))
  const error = useAppState((state) => state.connectError)
  if (!wallet || !walletId) return <p className="empty">This wallet is no longer available on the page.</p>
  return (
    <div className="view view--connecting">
      <div className={`connecting-image${error ? ' connecting-image--error' : ''}`}>
        <WalletImage name={wallet.name} icon={wallet.icon} size={72} />
        {!error && <span className="spinner spinner--ring" aria-hidden="true" />}
      </div>
      {error ? (
        <>
          <p className="connecting-title">Connection declined</p>
          <p className="connecting-detail" role="alert" data-testid="connect-error">
            {error}
          </p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void actions.connectWallet(walletId)}
          >
            Try again
          </button>
        </>
      ) : (
        <>
          <p className="connecting-title" aria-live="polite">
            Continue in {wallet.name}
          </p>
          <p className="connecting-detail">Accept the connection request in the wallet.</p>
        </>
      )}
    </div>
  )
}
