/** UnsupportedChain: the wallet is on a network the site does not use. */
import { useWidget } from './context.js'
import { NetworkList } from './NetworkList.js'

export function UnsupportedChainView() {
  const widget = useWidget()
  return (
    <div className="view view--networks">
      <p className="notice" data-testid="unsupported-chain">
        This app doesn’t support your current network. Switch to one of the networks below.
      </p>
      <NetworkList label="Supported networks" />
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
