/** SwitchNetwork: the wallet is asked to switch; the user approves it there. */
import { useT } from '../i18n/use-t.js'
import { useWidget } from './context.js'

export function SwitchNetworkView({ caipNetworkId }: { caipNetworkId: string | undefined }) {
  const widget = useWidget()
  const t = useT()
  const network = widget.networks().find((candidate) => candidate.caipNetworkId === caipNetworkId)
  return (
    <div className="view view--connecting">
      <div className="connecting-image">
        <span className="network-badge network-badge--large" aria-hidden="true">
          {network?.name.charAt(0) ?? '?'}
        </span>
        <span className="spinner spinner--ring" aria-hidden="true" />
      </div>
      <p className="connecting-title" aria-live="polite">
        {t('networks.approveInWallet')}
      </p>
      <p className="connecting-detail">
        {network ? t('networks.acceptSwitch', { network: network.name }) : t('networks.acceptSwitchAny')}
      </p>
    </div>
  )
}
