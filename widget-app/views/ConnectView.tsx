/**
 * Connect: the connect methods, in their order. The project alert when there is one; the email
 * field when the email wallet is offered; WalletConnect when the deployment has a relay; the
 * browser wallets, recent ones first and then the others in the order the page announced them;
 * and All Wallets when the directory can be read.
 */
import type { WalletInfo } from '../../shared/protocol/loader-widget.js'
import { connectorIdOf } from '../connectors/announced.js'
import { SOCIAL_PROVIDER_NAMES } from '../../shared/social-provider-names.js'
import { filterSocialsForTelegram, telegramPlatformOf } from '../state/socials.js'
import { useT } from '../i18n/use-t.js'
import { useAppState, useWidget } from './context.js'
import { WalletImage } from './WalletImage.js'
import { EmailForm } from './EmailForm.js'
import { ProjectAlert } from './ProjectAlert.js'

export function ConnectView() {
  const { actions } = useWidget()
  const t = useT()
  const wallets = useAppState((state) => state.wallets)
  const recent = useAppState((state) => state.recentWallets)
  const ordered = orderWallets(
    wallets,
    recent.map((wallet) => wallet.id),
  )
  const widget = useWidget()
  const walletConnect = widget.walletConnectAvailable()
  const directoryAvailable = widget.apiContext() !== undefined
  const emailAvailable = useAppState((state) => widget.emailAvailable() && state.features?.email === true)
  // The features' own list is selected (a stable reference); the buttons are derived from it.
  const switchedOn = useAppState((state) => state.features?.socials)
  const telegramPlatform = useAppState((state) => state.config?.telegramPlatform)
  const socials =
    widget.emailAvailable() && switchedOn
      ? filterSocialsForTelegram(switchedOn, telegramPlatformOf(navigator.userAgent, telegramPlatform))
      : []

  // Connect-method order: email, social, wallet.
  return (
    <div className="view view--connect">
      <ProjectAlert />
      {emailAvailable && <EmailForm />}
      {socials.length > 0 && (
        // biome-ignore lint/a11y/useSemanticElements: a labelled row of buttons, not a form
        <div className="social-row" role="group" aria-label={t('connect.socials')}>
          {socials.map((provider) => (
            <button
              type="button"
              key={provider}
              className="social-button"
              data-testid={`social-${provider}`}
              // Farcaster signs in through its own view (a QR code for the phone); the others through a popup.
              onClick={() =>
                provider === 'farcaster'
                  ? actions.push({ name: 'ConnectingFarcaster' })
                  : void actions.connectSocial(provider)
              }
            >
              {SOCIAL_PROVIDER_NAMES[provider]}
            </button>
          ))}
        </div>
      )}
      {(emailAvailable || socials.length > 0) && (
        <>
          {/* biome-ignore lint/a11y/useSemanticElements: a separator with a text label, which <hr> cannot hold */}
          <div className="divider" role="separator">
            <span>{t('connect.orUseWallet')}</span>
          </div>
        </>
      )}
      {walletConnect && (
        <button
          type="button"
          className="wallet-row"
          data-testid="walletconnect-option"
          onClick={() => void actions.connectWalletConnect()}
        >
          <span className="wallet-image wallet-image--initial" aria-hidden="true" style={{ width: 40, height: 40 }}>
            WC
          </span>
          <span className="wallet-row-name">{t('connect.walletConnect')}</span>
          <span className="tag">{t('tags.qrCode')}</span>
        </button>
      )}
      {ordered.length === 0 ? (
        !walletConnect && (
          <p className="empty" data-testid="no-wallets">
            {t('connect.noWallets')}
          </p>
        )
      ) : (
        <ul className="wallet-list" aria-label={t('connect.browserWallets')}>
          {ordered.map(({ wallet, isRecent }) => (
            <li key={wallet.id}>
              <button
                type="button"
                className="wallet-row"
                data-testid="wallet-option"
                data-wallet-id={wallet.id}
                onClick={() => void actions.connectWallet(wallet.id)}
              >
                <WalletImage name={wallet.name} icon={wallet.icon} />
                <span className="wallet-row-name">{wallet.name}</span>
                <span className={`tag ${isRecent ? 'tag--recent' : 'tag--installed'}`}>
                  {isRecent ? t('tags.recent') : t('tags.installed')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {directoryAvailable && (
        <button
          type="button"
          className="wallet-row"
          data-testid="all-wallets-option"
          onClick={() => actions.push({ name: 'AllWallets' })}
        >
          <span className="wallet-image wallet-image--initial" aria-hidden="true" style={{ width: 40, height: 40 }}>
            ⋯
          </span>
          <span className="wallet-row-name">{t('connect.allWallets')}</span>
        </button>
      )}
    </div>
  )
}

/** Recent wallets (in recency order) first, then the others in the order the page announced them. */
export function orderWallets(
  wallets: readonly WalletInfo[],
  recentIds: readonly string[],
): { wallet: WalletInfo; isRecent: boolean }[] {
  const rank = (wallet: WalletInfo) => {
    const index = recentIds.indexOf(connectorIdOf(wallet))
    return index === -1 ? recentIds.length : index
  }
  return wallets
    .map((wallet, index) => ({ wallet, index, rank: rank(wallet) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ wallet, rank: r }) => ({ wallet, isRecent: r < recentIds.length }))
}
