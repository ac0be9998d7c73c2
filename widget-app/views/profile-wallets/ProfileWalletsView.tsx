/**
 * ProfileWallets: the connections by namespace (active, connected, or disconnected: kept from an
 * earlier visit) with their balances, each switched to or disconnected here, and a button to add one more wallet;
 * without several connections at once, adding one shows the 'Multi-Wallet Not Enabled' alert.
 */
import { useState } from 'react'
import { formatUnitsExact, shortenAddress } from '../../../shared/format.js'
import { formatAmountIn } from '../../../shared/i18n/format.js'
import { activeLocale } from '../../i18n/i18n.js'
import { useT } from '../../i18n/use-t.js'
import type { Connection } from '../../state/connections.js'
import { connectionBalance } from '../../state/connections-accounts.js'
import { connectionStatus, namespaceOf } from '../../state/connections-several.js'
import { multiWalletEnabled } from '../../state/app-state.js'
import { messageOf } from '../../state/errors.js'
import { useAppState, useWidget } from '../context.js'

const NAMESPACE_ORDER = ['eip155', 'solana', 'bip122', 'polkadot'] as const
type KnownNamespace = (typeof NAMESPACE_ORDER)[number]

export function ProfileWalletsView() {
  const widget = useWidget()
  const t = useT()
  const connections = useAppState((state) => state.connections)
  const active = useAppState((state) => (state.status === 'connected' ? state.connectorId : null))
  const enabled = useAppState(multiWalletEnabled)
  const [alert, setAlert] = useState(false)
  const groups = NAMESPACE_ORDER.map((namespace) => ({
    namespace,
    list: connections.filter((connection) => namespaceOf(connection) === namespace),
  })).filter((group) => group.list.length > 0)

  function add() {
    // Without several connections at once a new wallet would replace the one connected.
    if (!enabled && connections.length > 0) return setAlert(true)
    widget.actions.push({ name: 'Connect' })
  }

  return (
    <div className="view view--profile-wallets" data-testid="profile-wallets">
      {groups.length === 0 && <p className="muted">{t('multiWallet.empty')}</p>}
      {groups.map(({ namespace, list }) => (
        <section key={namespace} aria-labelledby={`wallets-${namespace}`} data-namespace={namespace}>
          <h2 className="muted small" id={`wallets-${namespace}`}>
            {t(`multiWallet.namespaces.${namespace as KnownNamespace}`)}
          </h2>
          <ul className="network-list" aria-label={t('multiWallet.list')}>
            {list.map((connection) => (
              <ConnectionRow key={connection.connectorId} connection={connection} active={active} />
            ))}
          </ul>
        </section>
      ))}
      {alert && (
        <div className="alert" role="alert" data-testid="multi-wallet-not-enabled">
          <strong>{t('multiWallet.notEnabledTitle')}</strong>
          <span>{t('multiWallet.notEnabledMessage')}</span>
        </div>
      )}
      <button type="button" className="button button--secondary" data-testid="add-wallet" onClick={add}>
        {t('multiWallet.add')}
      </button>
    </div>
  )
}

function ConnectionRow({ connection, active }: { connection: Connection; active: string | null }) {
  const { actions, toast } = useWidget()
  const t = useT()
  const status = connectionStatus(connection, active)
  const wallet = connection.walletName
  const address = connection.accounts[0]?.address ?? ''
  const run = (action: Promise<unknown>) => void action.catch((error) => toast.show('error', messageOf(error)))
  return (
    <li
      className="connection-row"
      data-testid="connection"
      data-connector={connection.connectorId}
      data-status={status}
    >
      <span className="list-button-label">{wallet}</span>
      <span className="list-button-value" title={address}>
        {shortenAddress(address)}
      </span>
      <ConnectionBalance connection={connection} active={status === 'active'} />
      <span className="tag tag--recent">{t(`multiWallet.status.${status}`)}</span>
      {status !== 'active' && (
        <button
          type="button"
          className="list-button"
          onClick={() => run(actions.switchConnection(connection.connectorId))}
        >
          <span className="list-button-label">
            {t(status === 'disconnected' ? 'multiWallet.reconnect' : 'multiWallet.switchTo', { wallet })}
          </span>
        </button>
      )}
      <button
        type="button"
        className="list-button list-button--danger"
        onClick={() => run(actions.disconnectConnection(connection.connectorId))}
      >
        <span className="list-button-label">{t('multiWallet.disconnect', { wallet })}</span>
      </button>
    </li>
  )
}

/** The connection's native balance (the active account's own for the active one), once read. */
function ConnectionBalance({ connection, active }: { connection: Connection; active: boolean }) {
  // The active connection is on the live network; its entry keeps the one it connected on.
  const networkId = useAppState((state) =>
    active && state.chainNamespace && state.chainId !== null
      ? `${state.chainNamespace}:${state.chainId}`
      : connection.caipNetworkId,
  )
  const value = useAppState((state) => connectionBalance(state, connection, networkId, active)?.value)
  const currency = useAppState(
    (state) => state.config?.networks.find((network) => network.caipNetworkId === networkId)?.nativeCurrency,
  )
  if (value === undefined || !currency) return null
  const { decimals, symbol } = currency
  return (
    <span
      className="list-button-value"
      data-testid="connection-balance"
      data-value={value.toString()}
      title={`${formatUnitsExact(value, decimals)} ${symbol}`}
    >
      {formatAmountIn(activeLocale(), value, decimals)} {symbol}
    </span>
  )
}
