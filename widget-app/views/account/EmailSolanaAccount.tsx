/**
 * The email wallet's Solana account on a site with a Solana network: the network, the address
 * (shortened, whole on hover) and its SOL balance from the deployment's balance API (state/email-solana-balance.ts).
 */
import { useEffect } from 'react'
import { shortenAddress } from '../../../shared/format.js'
import { useT } from '../../i18n/use-t.js'
import { emailSolanaBalanceOf } from '../../state/email-solana-balance.js'
import { emailSolanaNetwork } from '../../state/email-solana-send.js'
import { useStore } from '../../state/store.js'
import { useAppState, useWidget } from '../context.js'

export function EmailSolanaAccount() {
  const widget = useWidget()
  const { actions } = widget
  const t = useT()
  const address = useAppState((state) => state.emailSolanaAddress)
  // None while the Solana account is itself the active one (Account shows it as such).
  const network = useAppState(emailSolanaNetwork)
  // Read when the row appears; a purchase to this account reads it again while it is shown (email-solana-balance.ts).
  const balances = emailSolanaBalanceOf(widget)
  const balance = useStore(balances.store, (state) => state.balance)

  useEffect(() => {
    if (address && network) void balances.load()
  }, [address, network?.caipNetworkId])

  if (!address || !network) return null
  return (
    <>
      <p className="muted small" id="email-solana-account" data-testid="email-solana-account" data-address={address}>
        <span>{network.name}</span> <span title={address}>{shortenAddress(address)}</span>{' '}
        <span data-testid="email-solana-balance" data-state={balance.state}>
          {balance.state === 'ready'
            ? `${balance.amount} ${balance.symbol}`
            : balance.state === 'loading'
              ? t('account.balanceLoading')
              : ''}
        </span>
      </p>
      {/* Send from this account: the Send view seen from it (state/email-solana-send.ts). */}
      <button
        type="button"
        className="button button--secondary"
        data-testid="email-solana-send"
        aria-describedby="email-solana-account"
        onClick={() => actions.push({ name: 'Send', data: { caipNetworkId: network.caipNetworkId } })}
      >
        {t('send.open')}
      </button>
    </>
  )
}
