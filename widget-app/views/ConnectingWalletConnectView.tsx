/**
 * ConnectingWalletConnect: the pairing URI as a QR code, a copy-link button, and — for a
 * wallet picked from the directory — its links, opened only when they are https: or one of the
 * schemes the directory lists for that wallet (shared/deep-link.ts). The URI is renewed when a
 * proposal expires.
 */
import { checkWalletLink, walletConnectDeepLink } from '../../shared/deep-link.js'
import { walletOwnSchemes } from '../api/wallets.js'
import { lazy, Suspense } from 'react'
import { useAppState, useWidget } from './context.js'

/** The QR encoder is only needed here: loaded with the view's first QR code. */
const QrCode = lazy(() => import('./QrCode.js').then((module) => ({ default: module.QrCode })))

export function ConnectingWalletConnectView() {
  const widget = useWidget()
  const { uri, error, wallet } = useAppState((state) => state.walletConnect)
  const links = wallet
    ? (
        [
          ['Open the app', wallet.mobile_link],
          ['Open the desktop app', wallet.desktop_link],
          ['Open in the browser', wallet.webapp_link],
        ] as const
      ).filter(([, link]) => typeof link === 'string' && link.length > 0)
    : []
  const ownSchemes = wallet ? walletOwnSchemes(wallet) : new Set<string>()
  const safeLinks = links.filter(([, link]) => checkWalletLink(link, ownSchemes).ok)

  return (
    <div className="view view--connecting view--walletconnect">
      {error ? (
        <>
          <p className="connecting-title">Connection failed</p>
          <p className="connecting-detail" role="alert" data-testid="wc-error">
            {error}
          </p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void widget.actions.connectWalletConnect(wallet)}
          >
            Try again
          </button>
        </>
      ) : uri ? (
        <>
          <Suspense fallback={<span className="qr-placeholder" aria-hidden="true" />}>
            <QrCode value={uri} label={`QR code to connect ${wallet?.name ?? 'a WalletConnect wallet'}`} />
          </Suspense>
          <p className="connecting-detail">Scan with {wallet ? wallet.name : 'your phone’s wallet'}.</p>
          <button
            type="button"
            className="button button--secondary"
            data-testid="wc-copy"
            onClick={async () => {
              try {
                await navigator.clipboard.writeText(uri)
                widget.toast.show('success', 'Link copied')
              } catch {
                widget.toast.show('error', 'Failed to copy the link')
              }
            }}
          >
            Copy link
          </button>
          {safeLinks.map(([label, link]) => (
            <button
              key={label}
              type="button"
              className="button button--secondary"
              onClick={() => {
                const target = walletConnectDeepLink(link!, uri, ownSchemes)
                if (target.ok) window.open(target.href, '_blank', 'noopener,noreferrer')
              }}
            >
              {label}
            </button>
          ))}
          {links.length > safeLinks.length && (
            <p className="field-error" role="status" data-testid="wc-unsafe-link">
              A link of this wallet was refused: only https: and the wallet’s own app links are opened.
            </p>
          )}
        </>
      ) : (
        <p className="connecting-detail" aria-live="polite">
          <span className="spinner spinner--medium" aria-hidden="true" /> Preparing a connection…
        </p>
      )}
    </div>
  )
}
