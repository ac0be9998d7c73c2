/** The site's networks; choosing one switches the wallet (SwitchNetwork) or, with none connected, the default. */
import { useAppState, useWidget } from './context.js'

export function NetworksView() {
  const widget = useWidget()
  const networks = widget.networks()
  const current = useAppState(() => widget.activeNetwork()?.caipNetworkId)
  return (
    <div className="view view--networks">
      <ul className="network-list" aria-label="Networks">
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
              {network.caipNetworkId === current && <span className="tag tag--recent">Current</span>}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
