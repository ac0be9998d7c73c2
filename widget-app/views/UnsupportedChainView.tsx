/** UnsupportedChain (SPEC §2): the wallet is on a network the site does not use. */
import { useWidget } from './context.js'

export function UnsupportedChainView() {
  const widget = useWidget()
  return (
    <div className="view view--networks">
      <p className="notice" data-testid="unsupported-chain">
        This app doesn’t support your current network. Switch to one of the networks below.
      </p>
      <ul className="network-list" aria-label="Supported networks">
        {widget.networks().map((network) => (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              className="network-row"
              data-testid="network-option"
              data-network={network.caipNetworkId}
              onClick={() => void widget.actions.switchNetwork(network.caipNetworkId)}
            >
              <span className="network-badge" aria-hidden="true">
                {network.name.charAt(0)}
              </span>
              <span className="network-row-name">{network.name}</span>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="list-button list-button--danger"
        onClick={() => void widget.actions.disconnect()}
      >
        <span className="list-button-label">Disconnect</span>
      </button>
    </div>
  )
}
