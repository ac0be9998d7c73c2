/**
 * ConnectingFarcaster: the relay's sign-in request as a QR code (scanned by the phone's camera),
 * a link that opens it in Farcaster, and a copy-link button. The request is made when the view
 * opens; the secure frame then waits for the phone's answer. Leaving the view with no account
 * drops the request and its link (§2).
 */
import { useEffect } from 'react'
import { useT } from '../i18n/use-t.js'
import { useAppState, useWidget } from './context.js'
import { CopyLinkButton } from './CopyLinkButton.js'
import { LazyQrCode } from './LazyQrCode.js'

/** Only web links are shown as links; anything else the relay might answer is not followed. */
const isWebLink = (value: string): boolean => /^https?:\/\//i.test(value)

export function ConnectingFarcasterView() {
  const widget = useWidget()
  const { actions } = widget
  const t = useT()
  const { url, error } = useAppState((state) => state.farcaster)

  useEffect(() => {
    void actions.connectFarcaster()
    return () => actions.leaveFarcaster()
  }, [actions])

  if (error)
    return (
      <div className="view view--connecting view--farcaster">
        <p className="connecting-title">{t('farcaster.failed')}</p>
        <p className="connecting-detail" role="alert" data-testid="farcaster-error">
          {error}
        </p>
        <button type="button" className="button button--secondary" onClick={() => void actions.connectFarcaster()}>
          {t('walletConnect.retry')}
        </button>
      </div>
    )

  if (!url || !isWebLink(url))
    return (
      <div className="view view--connecting view--farcaster">
        <p className="connecting-detail" aria-live="polite">
          <span className="spinner spinner--medium" aria-hidden="true" /> {t('farcaster.preparing')}
        </p>
      </div>
    )

  return (
    <div className="view view--connecting view--farcaster">
      <LazyQrCode value={url} label={t('farcaster.qrLabel')} />
      <p className="connecting-detail">{t('farcaster.scan')}</p>
      <p className="connecting-detail" aria-live="polite">
        <span className="spinner spinner--small" aria-hidden="true" /> {t('farcaster.waiting')}
      </p>
      <a
        className="button button--secondary"
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="farcaster-link"
      >
        {t('farcaster.openLink')}
      </a>
      <CopyLinkButton link={url} testId="farcaster-copy" />
    </div>
  )
}
