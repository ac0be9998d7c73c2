/**
 * The toasts of a purchase, one per step: the checkout opened (or blocked by the browser), the payment taken,
 * the tokens received with their amount, the order failed or expired with the reason. Shown from the Buy
 * view's chunk, which carries the texts (`buy.toasts` in the `buy/` catalogs).
 */
import type { OnrampOrderAnswer } from '../../shared/contracts/onramp.js'
import { t } from '../i18n/i18n.js'
import type { Toast } from './toast.js'

export type BuyToast = Pick<Toast, 'show'>

/** The checkout's window is open (a popup or a tab), or the browser refused both and the view shows a link. */
export function announceCheckout(toast: BuyToast, blocked: boolean): void {
  if (blocked) toast.show('error', t('buy.toasts.blocked'))
  else toast.show('success', t('buy.toasts.opened'))
}

/** The order was not made: the server's reason, or what went wrong on the way. */
export function announceRefusal(toast: BuyToast, reason: string): void {
  toast.show('error', t('buy.toasts.refused', { reason }))
}

/** An order read with a status it did not have before; `open` needs no word (the checkout toast said it). */
export function announceOrder(toast: BuyToast, order: OnrampOrderAnswer): void {
  const amount = order.purchaseAmount
    ? `${order.purchaseAmount.amount} ${order.purchaseAmount.currency}`
    : order.purchaseCurrency
  switch (order.status) {
    case 'pending':
      toast.show('loading', t('buy.toasts.pending', { amount }))
      break
    case 'completed':
      toast.show('success', t('buy.toasts.completed', { amount }))
      break
    case 'failed':
      toast.show('error', t('buy.toasts.failed', { reason: order.failureReason ?? '' }))
      break
    case 'expired':
      toast.show('error', t('buy.toasts.expired'))
      break
  }
}
