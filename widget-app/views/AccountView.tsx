/** Account: address shortened 4+6, native balance from the chain, network, copy, disconnect, and the tabs Tokens, NFTs, Activity. */
import { useEffect } from 'react'
import { displayEmail } from '../../shared/email.js'
import { formatUnitsExact, shortenAddress } from '../../shared/format.js'
import { formatAmountIn } from '../../shared/i18n/format.js'
import { activeLocale } from '../i18n/i18n.js'
import { useT } from '../i18n/use-t.js'
import { useAppState, useWidget } from './context.js'
import { AccountTabs } from './account/AccountTabs.js'
import { AccountTypeSwitch } from './account/AccountTypeSwitch.js'
import { EmailSolanaAccount } from './account/EmailSolanaAccount.js'
import { ChainAccounts } from './account/ChainAccounts.js'
import { ChooseNameButton, ProfileAvatar, useProfile } from './names/account-profile.js'
import { BalanceUnavailable } from './BalanceUnavailable.js'
import { PendingRequests } from './PendingRequests.js'
import { ProfileWalletsButton } from './profile-wallets/ProfileWalletsButton.js'
import { ChevronIcon, CopyIcon, ExternalIcon } from './icons.js'

export function AccountView() {
  const widget = useWidget()
  const { actions } = widget
  const t = useT()
  const address = useAppState((state) => state.address)
  const chainId = useAppState((state) => state.chainId)
  const balance = useAppState((state) => state.balance)
  const walletName = useAppState((state) => state.walletName)
  const userEmail = useAppState((state) => state.userEmail)
  const network = useAppState(() => widget.activeNetwork())
  const swaps = useAppState((state) => Boolean(state.features?.swaps))
  const onramp = useAppState((state) => Boolean(state.features?.onramp))
  // Names and swaps are built for EVM accounts; a Solana account does not show them.
  const evm = useAppState((state) => state.chainNamespace === 'eip155')
  // Send and Buy are built for Solana accounts too (SOL and SPL tokens).
  const sends = useAppState((state) => state.chainNamespace === 'eip155' || state.chainNamespace === 'solana')
  const profile = useProfile(evm ? address : null)
  // No Polkadot node is configured: ChainAccounts says so in place of the balance.
  const polkadot = useAppState((state) => state.chainNamespace === 'polkadot')

  // A read on every showing of Account, then on every new block while it stays shown.
  useEffect(() => actions.watchBalance(), [address, chainId])

  if (!address) return null
  const symbol = network?.nativeCurrency.symbol ?? ''
  const decimals = network?.nativeCurrency.decimals ?? 18
  const explorer = network?.blockExplorers[0]?.url

  return (
    <div className="view view--account">
      <ProfileAvatar address={address} profile={profile} />
      <button
        type="button"
        className="address"
        data-testid="account-address"
        data-address={address}
        title={address}
        onClick={() => void actions.copyAddress()}
      >
        {profile?.name ? (
          <span className="account-name" data-testid="account-name">
            {profile.name}
          </span>
        ) : (
          <span>{shortenAddress(address)}</span>
        )}
        <span className="sr-only">{t('account.copyAddress')}</span>
        <span className="address-copy">
          <CopyIcon />
        </span>
      </button>
      <ChainAccounts />
      <p
        hidden={polkadot}
        className="balance"
        data-testid="account-balance"
        data-state={balance.state}
        data-wei={balance.state === 'ready' ? balance.value.toString() : undefined}
        aria-live="polite"
      >
        {balance.state === 'ready' ? (
          <span title={`${formatUnitsExact(balance.value, decimals)} ${symbol}`}>
            {formatAmountIn(activeLocale(), balance.value, decimals)} {symbol}
          </span>
        ) : balance.state === 'unavailable' ? (
          <BalanceUnavailable />
        ) : (
          <span className="muted">{t('account.balanceLoading')}</span>
        )}
      </p>
      {userEmail ? (
        <p className="muted small" title={userEmail} data-testid="account-email">
          {displayEmail(userEmail)}
        </p>
      ) : (
        walletName && <p className="muted small">{t('account.connectedWith', { wallet: walletName })}</p>
      )}
      <EmailSolanaAccount />
      <ChooseNameButton profile={profile} />
      <AccountTypeSwitch />
      <PendingRequests />
      {sends && (
        <button
          type="button"
          className="button button--primary"
          data-testid="send-button"
          onClick={() => actions.push({ name: 'Send' })}
        >
          {t('send.open')}
        </button>
      )}
      {evm && swaps && (
        <button
          type="button"
          className="button button--secondary"
          data-testid="swap-button"
          onClick={() => actions.push({ name: 'Swap' })}
        >
          {t('swap.open')}
        </button>
      )}
      {sends && onramp && (
        <button
          type="button"
          className="button button--secondary"
          data-testid="buy-button"
          onClick={() => actions.push({ name: 'Buy' })}
        >
          {t('buy.open')}
        </button>
      )}
      {!polkadot && <AccountTabs />}
      <div className="account-actions">
        <button
          type="button"
          className="list-button"
          data-testid="network-button"
          onClick={() => actions.push({ name: 'Networks' })}
        >
          <span className="list-button-label">{t('account.network')}</span>
          <span className="list-button-value" data-testid="network-name">
            {network?.name ?? t('account.unsupportedNetwork', { chainId: String(chainId) })}
          </span>
          <ChevronIcon />
        </button>
        <ProfileWalletsButton />
        {userEmail && (
          <button
            type="button"
            className="list-button"
            data-testid="update-email-button"
            onClick={() => actions.push({ name: 'UpdateEmailWallet' })}
          >
            <span className="list-button-label">{t('account.updateEmail')}</span>
            <ChevronIcon />
          </button>
        )}
        {explorer && (
          <a className="list-button" href={`${explorer}/address/${address}`} target="_blank" rel="noopener noreferrer">
            <span className="list-button-label">{t('account.viewOnExplorer')}</span>
            <ExternalIcon />
          </a>
        )}
        <button
          type="button"
          className="list-button list-button--danger"
          data-testid="disconnect-button"
          onClick={() => void actions.disconnect()}
        >
          <span className="list-button-label">{t('account.disconnect')}</span>
        </button>
      </div>
    </div>
  )
}
