/**
 * SwitchActiveChain: the network chosen is of a namespace with no wallet connected; the view offers
 * to connect one (Connect replaces it), and the wallets already connected stay connected.
 */
import { useT } from '../../i18n/use-t.js'
import { useWidget } from '../context.js'
import { useNamedNetworks } from '../use-named-networks.js'

export function SwitchActiveChainView({ caipNetworkId }: { caipNetworkId: string | undefined }) {
  const widget = useWidget()
  const t = useT()
  const network = useNamedNetworks().find((candidate) => candidate.caipNetworkId === caipNetworkId)
  return (
    <div className="view view--switch-active-chain" data-testid="switch-active-chain" data-network={caipNetworkId}>
      <p className="notice">{t('multiWallet.noWalletFor', { network: network?.name ?? caipNetworkId ?? '' })}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => widget.actions.replace({ name: 'Connect' })}
      >
        {t('multiWallet.connectFor')}
      </button>
    </div>
  )
}
