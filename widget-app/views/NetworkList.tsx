/** The site's networks as buttons; choosing one switches to it. The current one, when given, is marked. */
import { AUTH_CONNECTOR_ID } from '../connectors/email.js'
import { useT } from '../i18n/use-t.js'
import { multiWalletEnabled } from '../state/app-state.js'
import { useAppState, useWidget } from './context.js'
import { useNamedNetworks } from './use-named-networks.js'

export function NetworkList({ label, current }: { label: string; current?: string | undefined }) {
  const widget = useWidget()
  const t = useT()
  // A connected wallet switches only within its namespace: a Solana wallet has no EVM chain to switch to.
  // With several connections at once every network is offered: another namespace's goes through SwitchActiveChain.
  // The email wallet holds an EVM and a Solana account: it switches between their networks (email-solana-active.ts).
  const namespaces = useAppState((state) =>
    state.status !== 'connected' || multiWalletEnabled(state)
      ? null
      : state.connectorId === AUTH_CONNECTOR_ID && state.emailSolanaAddress
        ? 'eip155 solana'
        : state.chainNamespace,
  )
  const networks = useNamedNetworks().filter(
    (network) => !namespaces || namespaces.split(' ').includes(network.chainNamespace),
  )
  return (
    <ul className="network-list" aria-label={label}>
      {networks.map((network) => (
        <li key={network.caipNetworkId}>
          <button
            type="button"
            className="network-row"
            data-testid="network-option"
            data-network={network.caipNetworkId}
            aria-current={network.caipNetworkId === current ? 'true' : undefined}
            onClick={() => void widget.actions.switchNetwork(network.caipNetworkId)}
          >
            <span className="network-badge" aria-hidden="true">
              {network.name.charAt(0)}
            </span>
            <span className="network-row-name">{network.name}</span>
            {network.caipNetworkId === current && <span className="tag tag--recent">{t('tags.current')}</span>}
          </button>
        </li>
      ))}
    </ul>
  )
}
