/** The site's networks; choosing one switches the wallet (SwitchNetwork) or, with none connected, the default. */
import { useAppState, useWidget } from './context.js'
import { NetworkList } from './NetworkList.js'

export function NetworksView() {
  const widget = useWidget()
  const current = useAppState(() => widget.activeNetwork()?.caipNetworkId)
  return (
    <div className="view view--networks">
      <NetworkList label="Networks" current={current} />
    </div>
  )
}
