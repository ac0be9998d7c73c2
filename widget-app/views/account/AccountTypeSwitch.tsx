/**
 * The email wallet's switch between its smart account and its EOA (§4 preferred account type), in Account. On a
 * network where the project does not enable smart accounts (while it does elsewhere) the EOA is active, and the
 * switch stays in view, disabled, saying why.
 */
import { useState } from 'react'
import type { AccountType } from '../../../shared/protocol/secure-frame.js'
import { useT } from '../../i18n/use-t.js'
import { messageOf } from '../../state/errors.js'
import { useAppState, useWidget } from '../context.js'

const TYPES: readonly AccountType[] = ['smartAccount', 'eoa']

export function AccountTypeSwitch() {
  const widget = useWidget()
  const t = useT()
  // Smart accounts are EVM accounts: the email wallet's Solana account, when active, has none.
  const account = useAppState((state) => (state.chainNamespace === 'eip155' ? state.emailAccount : null))
  const [busy, setBusy] = useState(false)
  if (!account) return null
  // Only a wallet with both accounts on this network has anything to switch.
  const switchable = account.accounts.length > 1
  if (!switchable && account.smartAccountEnabledNetworks.length === 0) return null

  const choose = (type: AccountType) => {
    if (type === account.type || busy) return
    setBusy(true)
    widget.actions
      .switchAccountType(type)
      .catch((error: unknown) => widget.toast.show('error', messageOf(error)))
      .finally(() => setBusy(false))
  }
  return (
    <div className="account-type" data-testid="account-type" data-active={account.type}>
      <fieldset className="segmented" aria-label={t('accountType.label')}>
        {TYPES.map((type) => (
          <button
            key={type}
            type="button"
            aria-pressed={account.type === type}
            className={account.type === type ? 'segmented-option segmented-option--active' : 'segmented-option'}
            disabled={busy || !switchable}
            data-testid={`account-type-${type}`}
            onClick={() => choose(type)}
          >
            {type === 'smartAccount' ? t('accountType.smartAccount') : t('accountType.eoa')}
          </button>
        ))}
      </fieldset>
      {!switchable && (
        <p className="muted small" data-testid="account-type-unavailable">
          {t('accountType.unavailable')}
        </p>
      )}
      {account.type === 'smartAccount' && !account.smartAccountDeployed && (
        <p className="muted small">{t('accountType.notDeployed')}</p>
      )}
    </div>
  )
}
