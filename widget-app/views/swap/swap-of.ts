/** The Swap state of a widget, made the first time the Swap view (downloaded on demand) asks for it. */
import { createSwapClient } from '../../api/swap.js'
import { activeLocale } from '../../i18n/i18n.js'
import { pendingTransactions } from '../../state/pending-transactions.js'
import { createSwap, type Swap } from '../../state/swap.js'
import { swapTokensOf } from '../../state/swap-rules.js'
import { tokenBalancesOf } from '../../state/token-balances.js'
import { oncePerWidget } from '../../state/once-per-widget.js'
import type { Widget } from '../../state/widget.js'

/** The part of the widget a swap is built from. */
export type SwapHost = Pick<
  Widget,
  'store' | 'toast' | 'reportError' | 'apiContext' | 'walletRequest' | 'activeNetwork'
>

export const swapOf = oncePerWidget((widget: SwapHost): Swap => {
  const balances = tokenBalancesOf(widget)
  return createSwap({
    app: widget.store,
    network: widget.activeNetwork,
    client: createSwapClient(widget.apiContext),
    choices: (tokens) => swapTokensOf(tokens, balances.store.get().balances),
    walletRequest: widget.walletRequest,
    pending: pendingTransactions,
    toast: widget.toast,
    reloadBalances: () => void balances.loadTokenBalances({ force: true }),
    locale: activeLocale,
  })
})
