/**
 * The sandbox's checkout page, on this server's own origin (no CORS: only a tab of its own opens it):
 *
 *   GET  /onramp/checkout/{orderId}   the payment form of an open order; the order's state once paid, or that
 *                                     it expired unpaid (order-expiry.ts)
 *   POST /onramp/checkout/{orderId}   the form (form_token, amount, method, card or bank fields): pays, answers a page
 *
 * A POST must come from this origin (auth/csrf.ts) and carry the page's form token, an HMAC of the
 * order id under a key derived from the treasury key, so a page elsewhere can neither post the form
 * nor read one to copy its token. Paying twice is harmless: the second submission finds the order
 * taken and shows where it stands.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { PAYMENT_METHODS, type PaymentMethod } from '../../shared/contracts/onramp.js'
import type { Clock } from '../clock.js'
import { sameOriginOnly } from '../auth/csrf.js'
import { CHECKOUT_HEADERS, checkoutFormPage, checkoutMessagePage, orderPage } from './checkout-page.js'
import { fiatToMinor, minorToFiat, unitsToDecimal } from './money.js'
import { readPaymentForm, type PaymentFormErrors } from './payment-form.js'
import { isExpired, ORDER_EXPIRED_REASON } from './order-expiry.js'
import { OnrampError } from './provider.js'
import { CHECKOUT_PATH, type SandboxProvider } from './sandbox.js'
import type { OrderRow } from './store.js'

export const CheckoutTexts = {
  unknown: 'This checkout link is not valid. Start the purchase again from the wallet.',
  badForm: 'This form is not valid. Open the checkout link again and pay from there.',
  nodeDown: 'The network did not answer, so nothing was charged. Try again in a moment.',
  completed: (amount: string, to: string) => `${amount} was sent to ${to}.`,
  pending: (amount: string, to: string) => `Your payment is taken; ${amount} is on its way to ${to}.`,
  failed: 'The purchase failed and nothing was charged.',
  expired: `${ORDER_EXPIRED_REASON} Start the purchase again from the wallet.`,
} as const

const MAX_FORM_BYTES = 8 * 1024

const METHOD_LABELS: Record<PaymentMethod, string> = { card: 'Card', ach_bank_account: 'Bank account (ACH)' }

export interface CheckoutRoutesParameters {
  sandbox: SandboxProvider
  publicOrigin: string
  clock: Clock
}

export function checkoutRoutes({ sandbox, publicOrigin, clock }: CheckoutRoutesParameters): Hono {
  const app = new Hono()
  const { settings } = sandbox
  const formKey = Buffer.from(
    hkdfSync('sha256', Buffer.from(settings.treasuryKey ?? '', 'utf8'), Buffer.alloc(0), 'onramp checkout form', 32),
  )
  const formToken = (orderId: string) => createHmac('sha256', formKey).update(orderId).digest('base64url')
  const tokenMatches = (orderId: string, given: unknown): boolean => {
    if (typeof given !== 'string') return false
    const expected = Buffer.from(formToken(orderId))
    const presented = Buffer.from(given)
    return presented.length === expected.length && timingSafeEqual(presented, expected)
  }
  const networkName = (chainId: string) =>
    sandbox.catalogue.networks.find((n) => n.caipNetworkId === chainId)?.displayName ?? chainId
  const units = (order: OrderRow): string => {
    const token = sandbox.catalogue.find(order.chain_id, order.asset_symbol)?.asset
    const amount = order.purchase_units && token ? unitsToDecimal(BigInt(order.purchase_units), token.decimals) : '?'
    return `${amount} ${order.asset_symbol}`
  }

  const form = (
    c: Context,
    order: OrderRow,
    values: { amount: string; method: string },
    errors: PaymentFormErrors,
    problem?: string,
  ) =>
    c.html(
      checkoutFormPage({
        buying: `${order.asset_symbol} on ${networkName(order.chain_id)}`,
        destination: order.destination,
        currency: order.payment_currency,
        methods: PAYMENT_METHODS.flatMap((id) => {
          const range = sandbox.limits(order.payment_currency, id)
          return range
            ? [
                {
                  id,
                  label: METHOD_LABELS[id],
                  limits: `${minorToFiat(range.min)} to ${minorToFiat(range.max)} ${order.payment_currency}`,
                },
              ]
            : []
        }),
        action: `${CHECKOUT_PATH}/${order.id}`,
        formToken: formToken(order.id),
        values,
        errors,
        ...(problem === undefined ? {} : { problem }),
      }),
      Object.keys(errors).length > 0 || problem ? 400 : 200,
      CHECKOUT_HEADERS,
    )

  /** Where a taken order stands; an order still open here is one past its time to be paid. */
  const outcome = (c: Context, order: OrderRow) => {
    if (order.status === 'open')
      return c.html(checkoutMessagePage('Checkout expired', CheckoutTexts.expired), 410, CHECKOUT_HEADERS)
    const rows: [string, string][] = [
      ['Paid', order.total_minor ? `${minorToFiat(BigInt(order.total_minor))} ${order.payment_currency}` : '—'],
      ['Buying', units(order)],
      ['Network', networkName(order.chain_id)],
      ['Sent to', order.destination],
    ]
    if (order.tx_hash && order.status !== 'failed') rows.push(['Transaction', order.tx_hash])
    const page =
      order.status === 'completed'
        ? orderPage({ title: 'Payment complete', text: CheckoutTexts.completed(units(order), order.destination), rows })
        : order.status === 'failed'
          ? orderPage({
              title: 'Purchase failed',
              text: `${CheckoutTexts.failed} ${order.failure_reason ?? ''}`.trim(),
              rows,
            })
          : orderPage({ title: 'Payment received', text: CheckoutTexts.pending(units(order), order.destination), rows })
    return c.html(page, 200, CHECKOUT_HEADERS)
  }

  const unknown = (c: Context) =>
    c.html(checkoutMessagePage('Checkout not found', CheckoutTexts.unknown), 404, CHECKOUT_HEADERS)

  app.use('*', sameOriginOnly(publicOrigin))
  // The form is a few hundred bytes.
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_FORM_BYTES,
      onError: (c) => c.html(checkoutMessagePage('Checkout', CheckoutTexts.badForm), 413, CHECKOUT_HEADERS),
    }),
  )

  app.get('/:id', async (c) => {
    const order = await sandbox.findOrder(c.req.param('id'))
    if (!order) return unknown(c)
    if (order.status !== 'open' || isExpired(order, clock()))
      return outcome(c, order.status === 'pending' ? await sandbox.treasury.refresh(order) : order)
    const values = { amount: order.preset_fiat ?? '', method: order.payment_method }
    if (order.preset_fiat === null) return form(c, order, values, {})
    try {
      await sandbox.price({ order, method: order.payment_method, totalMinor: fiatToMinor(order.preset_fiat) })
      return form(c, order, values, {})
    } catch (err) {
      if (!(err instanceof OnrampError)) throw err
      return form(c, order, values, { amount: err.message })
    }
  })

  app.post('/:id', async (c) => {
    const order = await sandbox.findOrder(c.req.param('id'))
    if (!order) return unknown(c)
    if (!/^application\/x-www-form-urlencoded\b/i.test(c.req.header('content-type') ?? ''))
      return c.html(checkoutMessagePage('Checkout', CheckoutTexts.badForm), 415, CHECKOUT_HEADERS)
    const raw = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    if (!tokenMatches(order.id, raw.form_token))
      return c.html(checkoutMessagePage('Checkout', CheckoutTexts.badForm), 400, CHECKOUT_HEADERS)
    if (order.status !== 'open' || isExpired(order, clock())) return outcome(c, order)
    const values = {
      amount: typeof raw.amount === 'string' ? raw.amount.slice(0, 32) : '',
      method: typeof raw.method === 'string' ? raw.method.slice(0, 32) : '',
    }
    const read = readPaymentForm(raw, clock())
    if (!read.ok) return form(c, order, values, read.errors)
    const totalMinor = fiatToMinor(read.form.amount)
    let priced: Awaited<ReturnType<SandboxProvider['price']>>
    try {
      priced = await sandbox.price({ order, method: read.form.method, totalMinor })
    } catch (err) {
      if (!(err instanceof OnrampError)) throw err
      return form(c, order, values, { [err.field === 'amount' ? 'amount' : 'method']: err.message })
    }
    let after: OrderRow
    try {
      after = await sandbox.treasury.pay({
        order,
        paymentMethod: read.form.method,
        totalMinor: priced.totalMinor,
        providerFeeMinor: priced.providerFeeMinor,
        networkFeeMinor: priced.networkFeeMinor,
        purchaseUnits: priced.purchaseUnits,
        ...(priced.asset.contract ? { contract: priced.asset.contract } : {}),
        ...(priced.asset.mint ? { mint: { address: priced.asset.mint, decimals: priced.asset.decimals } } : {}),
      })
    } catch {
      return form(c, order, values, {}, CheckoutTexts.nodeDown)
    }
    return outcome(c, after)
  })

  return app
}
