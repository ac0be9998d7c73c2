/** UnsupportedChain: the wallet is on a network the site does not use. */
import { useT } from '../i18n/use-t.js'
import { useWidget } from './context.js'
import { NetworkList } from './NetworkList.js'

export function UnsupportedChainView() {
  const widget = useWidget()
  const t = useT()
  return (
    <div className="view view--networks">
      <p className="notice" data-testid="unsupported-chain">
        {t('networks.unsupported')}
      </p>
      <NetworkList label={t('networks.supported')} />
      <button
        type="button"
        className="list-button list-button--danger"
        onClick={() => void widget.actions.disconnect()}
      >
        <span className="list-button-label">{t('networks.disconnect')}</span>
      </button>
    </div>
  )
}
