/**
 * How long an order waits to be paid. A checkout left open (the popup closed, the buyer gone) must not stay
 * payable forever, nor keep the widget following it: an order still `open` this long after it was made is
 * answered as `expired`, and its checkout no longer takes a payment. Nothing is written when it expires; the
 * payment's claim (store.ts `claimOrder`) refuses an order made before the deadline, so a form submitted at the
 * last moment either pays or finds the order expired, never both.
 *
 * Thirty minutes: long enough to find a card and pass a bank's check, short enough that a buyer who walked
 * away is told so while the widget is still open.
 */
import type { OrderRow } from './store.js'

export const OPEN_ORDER_LIFETIME_MS = 30 * 60_000

/** The `failureReason` of an expired order, and the checkout page's text for it. */
export const ORDER_EXPIRED_REASON = 'The checkout was not paid within 30 minutes, so nothing was charged.'

/** Orders made at or before this moment can no longer be paid. */
export const openOrderDeadline = (now: Date): Date => new Date(now.getTime() - OPEN_ORDER_LIFETIME_MS)

/** Whether `order` is still open (never paid) past its lifetime at `now`. */
export const isExpired = (order: Pick<OrderRow, 'status' | 'created_at'>, now: Date): boolean =>
  order.status === 'open' && order.created_at.getTime() <= openOrderDeadline(now).getTime()
