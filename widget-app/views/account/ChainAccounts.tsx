/**
 * Lines of the Account view for the namespaces beside EVM and Solana: a Bitcoin connection's accounts (§3), each
 * with its purpose (payment, ordinals) and address (shortened, whole on hover); for a Polkadot account, that no
 * node is configured (shown instead of a balance).
 */
import { shortenAddress } from '../../../shared/format.js'
import { activeConnectionAccounts } from '../../namespaces/connection-accounts.js'
import { useT } from '../../i18n/use-t.js'
import { useAppState, useWidget } from '../context.js'

export function ChainAccounts() {
  const widget = useWidget()
  const t = useT()
  const namespace = useAppState((state) => state.chainNamespace)
  // Read again whenever the connection or its address changes.
  const accounts = useAppState((state) => activeConnectionAccounts(widget.adapters, widget.connectors, state))

  if (namespace === 'polkadot')
    return (
      <p className="muted small" data-testid="polkadot-no-node">
        {t('chainAccounts.noNode')}
      </p>
    )
  if (accounts.length === 0) return null
  return (
    <ul className="muted small chain-accounts" aria-label={t('chainAccounts.label')} data-testid="bitcoin-accounts">
      {accounts.map((account) => (
        <li key={account.address} data-testid="bitcoin-account" data-type={account.type} data-address={account.address}>
          <span>{t(account.type === 'ordinal' ? 'chainAccounts.ordinal' : 'chainAccounts.payment')}</span>{' '}
          <span title={account.address}>{shortenAddress(account.address)}</span>
        </li>
      ))}
    </ul>
  )
}
