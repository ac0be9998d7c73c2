/** The Send state of a widget, made the first time the Send view (downloaded on demand) asks for it. */
import { activeLocale } from '../../i18n/i18n.js'
import { pendingTransactions } from '../../state/pending-transactions.js'
import { createSend, type Send } from '../../state/send.js'
import { tokenBalancesOf } from '../../state/token-balances.js'
import { oncePerWidget } from '../../state/once-per-widget.js'
import type { Widget } from '../../state/widget.js'

/** The part of the widget a send is built from. */
export type SendHost = Pick<
  Widget,
  'store' | 'toast' | 'reportError' | 'apiContext' | 'walletRequest' | 'activeNetwork'
>

export const sendOf = oncePerWidget((widget: SendHost): Send => {
  return createSend({
    app: widget.store,
    network: widget.activeNetwork,
    walletRequest: widget.walletRequest,
    pending: pendingTransactions,
    reloadBalances: () => void tokenBalancesOf(widget).loadTokenBalances({ force: true }),
    locale: activeLocale,
  })
})
