/** The site's networks; choosing one switches the wallet (SwitchNetwork) or, with none connected, the default. */
import { useT } from '../i18n/use-t.js'
import { useAppState, useWidget } from './context.js'
import { NetworkList } from './NetworkList.js'

export function NetworksView() {
  const widget = useWidget()
  const t = useT()
  const current = useAppState(() => widget.activeNetwork()?.caipNetworkId)
  return (
    <div className="view view--networks">
      <NetworkList label={t('networks.list')} current={current} />
    </div>
  )
}
