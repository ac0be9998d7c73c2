/** The Buy state of a widget, made the first time the Buy view (downloaded on demand) asks for it. */
import { createOnrampClient } from '../../api/onramp.js'
import { type Buy, type CheckoutWindow, createBuy } from '../../state/onramp.js'
import { oncePerWidget } from '../../state/once-per-widget.js'
import { tokenBalancesOf } from '../../state/token-balances.js'
import { emailSolanaBalanceOf } from '../../state/email-solana-balance.js'
import { destinationFor, receivableOptions } from './buy-destinations.js'
import type { Widget } from '../../state/widget.js'

/** The part of the widget a purchase is built from. */
export type BuyHost = Pick<Widget, 'store' | 'toast' | 'reportError' | 'apiContext' | 'activeNetwork'>

const POPUP_FEATURES = 'popup,width=480,height=720'

/** An empty popup opened from the click, pointed at the checkout once its URL is known. */
function openPopup(): CheckoutWindow | null {
  const opened = window.open('about:blank', '_blank', POPUP_FEATURES)
  if (!opened) return null
  opened.opener = null
  return { navigate: (url) => opened.location.replace(url), close: () => opened.close() }
}

/** A new tab at `url` (where popups are blocked); false when that is blocked too. */
function openTab(url: string): boolean {
  const opened = window.open(url, '_blank')
  if (!opened) return false
  try {
    opened.opener = null
  } catch {
    // Already on the checkout's origin: it keeps a reference it cannot use across origins.
  }
  return true
}

export const buyOf = oncePerWidget((widget: BuyHost): Buy => {
  const balances = tokenBalancesOf(widget)
  const client = createOnrampClient(widget.apiContext)
  return createBuy({
    app: widget.store,
    network: widget.activeNetwork,
    client: {
      ...client,
      // Only what the connected accounts can receive: a Solana account buys on its Solana network.
      options: async (signal) => receivableOptions(await client.options(signal), widget.store.get()),
    },
    destination: (network) => destinationFor(widget.store.get(), network),
    openPopup,
    openTab,
    reloadBalances: () => {
      void balances.loadTokenBalances({ force: true })
      // The email wallet's Solana account may have received it: its figure in Account follows.
      void emailSolanaBalanceOf(widget).load({ force: true })
    },
    toast: widget.toast,
  })
})
