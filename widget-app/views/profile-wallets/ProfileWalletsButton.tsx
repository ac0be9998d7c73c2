/** The Account view's entry to ProfileWallets, on a site that asks for several connections (`data-multi-wallet`). */
import { useT } from '../../i18n/use-t.js'
import { useAppState, useWidget } from '../context.js'
import { ChevronIcon } from '../icons.js'

export function ProfileWalletsButton() {
  const { actions } = useWidget()
  const t = useT()
  const asked = useAppState((state) => state.config?.multiWallet === true)
  const count = useAppState((state) => state.connections.length)
  if (!asked) return null
  return (
    <button
      type="button"
      className="list-button"
      data-testid="profile-wallets-button"
      onClick={() => actions.push({ name: 'ProfileWallets' })}
    >
      <span className="list-button-label">{t('multiWallet.open')}</span>
      <span className="list-button-value">{count}</span>
      <ChevronIcon />
    </button>
  )
}
