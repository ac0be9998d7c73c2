/** The Swap state of a widget, made the first time the Swap view (downloaded on demand) asks for it. */
import { createSwapClient } from '../../api/swap.js'
import { activeLocale } from '../../i18n/i18n.js'
import { pendingTransactions } from '../../state/pending-transactions.js'
import { createSwap, type Swap } from '../../state/swap.js'
import { swapTokensOf } from '../../state/swap-rules.js'
import { tokenBalancesOf } from '../../state/token-balances.js'
import type { Widget } from '../../state/widget.js'

const perWidget = new WeakMap<object, Swap>()

/** The part of the widget a swap is built from. */
export type SwapHost = Pick<
  Widget,
  'store' | 'toast' | 'reportError' | 'apiContext' | 'walletRequest' | 'activeNetwork'
>

export function swapOf(widget: SwapHost): Swap {
  let found = perWidget.get(widget)
  if (!found) {
    const balances = tokenBalancesOf(widget)
    found = createSwap({
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
    perWidget.set(widget, found)
  }
  return found
}
