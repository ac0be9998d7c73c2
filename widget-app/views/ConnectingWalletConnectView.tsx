/**
 * ConnectingWalletConnect: the pairing URI as a QR code, a copy-link button, and — for a
 * wallet picked from the directory — its links, opened only when they are https: or one of the
 * schemes the directory lists for that wallet (shared/deep-link.ts). The URI is renewed when a
 * proposal expires.
 */
import { checkWalletLink, walletConnectDeepLink } from '../../shared/deep-link.js'
import { walletOwnSchemes } from '../api/wallet-schemes.js'
import { useT } from '../i18n/use-t.js'
import { useAppState, useWidget } from './context.js'
import { CopyLinkButton } from './CopyLinkButton.js'
import { LazyQrCode } from './LazyQrCode.js'

export function ConnectingWalletConnectView() {
  const widget = useWidget()
  const t = useT()
  const { uri, error, wallet } = useAppState((state) => state.walletConnect)
  const links = wallet
    ? (
        [
          [t('walletConnect.openApp'), wallet.mobile_link],
          [t('walletConnect.openDesktop'), wallet.desktop_link],
          [t('walletConnect.openBrowser'), wallet.webapp_link],
        ] as const
      ).filter(([, link]) => typeof link === 'string' && link.length > 0)
    : []
  const ownSchemes = wallet ? walletOwnSchemes(wallet) : new Set<string>()
  const safeLinks = links.filter(([, link]) => checkWalletLink(link, ownSchemes).ok)

  return (
    <div className="view view--connecting view--walletconnect">
      {error ? (
        <>
          <p className="connecting-title">{t('walletConnect.failed')}</p>
          <p className="connecting-detail" role="alert" data-testid="wc-error">
            {error}
          </p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void widget.actions.connectWalletConnect(wallet)}
          >
            {t('walletConnect.retry')}
          </button>
        </>
      ) : uri ? (
        <>
          <LazyQrCode
            value={uri}
            label={wallet ? t('walletConnect.qrLabel', { wallet: wallet.name }) : t('walletConnect.qrLabelAny')}
          />
          <p className="connecting-detail">
            {wallet ? t('walletConnect.scanWith', { wallet: wallet.name }) : t('walletConnect.scanWithPhone')}
          </p>
          <CopyLinkButton link={uri} testId="wc-copy" />
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
              {t('walletConnect.unsafeLink')}
            </p>
          )}
        </>
      ) : (
        <p className="connecting-detail" aria-live="polite">
          <span className="spinner spinner--medium" aria-hidden="true" /> {t('walletConnect.preparing')}
        </p>
      )}
    </div>
  )
}
