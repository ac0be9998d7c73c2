import { type Address, getAddress, parseUnits } from 'viem'
import * as z from 'zod/mini'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OnrampOrderAnswer, OnrampUrlAnswer } from '../../shared/contracts/onramp.js'
import { testDrivers } from '../testing/databases.js'
import { type ApiClient, apiQuery, widgetClient } from '../testing/harness.js'
import { CheckoutTexts } from './checkout-routes.js'
import { OPEN_ORDER_LIFETIME_MS, ORDER_EXPIRED_REASON, openOrderDeadline } from './order-expiry.js'
import { claimOrder } from './store.js'
import {
  formTokenOf,
  GOOD_CARD,
  NETWORK,
  type OnrampWorld,
  PROJECT,
  startOnrampWorld,
  submitCheckout,
} from './testing/onramp-server.js'

/** Ports of the 483x range kept for the onramp suites, one chain per database driver. */
const ANVIL_PORTS = { pglite: 4834, postgres: 4835 }

let counter = 0
const freshAddress = (): Address =>
  getAddress(`0x00000000000000000000000000000000000${(0xe0000 + counter++).toString(16)}`)

describe.each(testDrivers)('onramp order expiry ($name)', (driver) => {
  let world: OnrampWorld
  let widget: ApiClient
  let page: ApiClient

  const newOrder = async (address: Address) => {
    const res = await widget.post(`/v1/generators/onrampurl?projectId=${PROJECT}`, {
      destinationWallets: [{ address, blockchains: [NETWORK], assets: ['ETH'] }],
      defaultExperience: 'buy',
      presetFiatAmount: 100,
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return z.parse(OnrampUrlAnswer, res.body).orderId
  }
  const orderStatus = async (orderId: string) => {
    const res = await widget.get(`/v1/onramp/orders/${orderId}?${apiQuery(PROJECT)}`)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return z.parse(OnrampOrderAnswer, res.body)
  }
  const formToken = async (orderId: string) => {
    const res = await page.get(`/onramp/checkout/${orderId}`, { origin: null })
    expect(res.status).toBe(200)
    return formTokenOf(res.body)!
  }
  const payment = (token: string) => ({ form_token: token, amount: '100.00', method: 'card', ...GOOD_CARD })

  beforeAll(async () => {
    world = await startOnrampWorld(ANVIL_PORTS[driver.name], driver)
    widget = widgetClient(world.t)
    page = world.t.browser()
  }, 120_000)
  afterAll(async () => {
    await world?.stop()
  })

  it('behavior: an order left unpaid is open until its lifetime is over, then answered expired with the reason', async () => {
    const orderId = await newOrder(freshAddress())
    world.t.clock.advance(OPEN_ORDER_LIFETIME_MS - 1_000)
    expect(await orderStatus(orderId)).toMatchObject({ status: 'open' })
    expect((await orderStatus(orderId)).failureReason).toBeUndefined()
    world.t.clock.advance(1_000)
    expect(await orderStatus(orderId)).toMatchObject({ status: 'expired', failureReason: ORDER_EXPIRED_REASON })
  })

  it('error: the checkout of an expired order shows that it expired and refuses the payment; nothing is sent', async () => {
    const buyer = freshAddress()
    const orderId = await newOrder(buyer)
    const token = await formToken(orderId)
    world.t.clock.advance(OPEN_ORDER_LIFETIME_MS)

    const shown = await page.get(`/onramp/checkout/${orderId}`, { origin: null })
    expect(shown.status).toBe(410)
    expect(shown.body).toContain(CheckoutTexts.expired)
    expect(formTokenOf(shown.body)).toBeUndefined()
    const paid = await submitCheckout(page, orderId, payment(token))
    expect(paid.status).toBe(410)
    expect(paid.body).toContain(CheckoutTexts.expired)
    expect(await world.balanceOf(buyer)).toBe(0n)
    expect(await orderStatus(orderId)).toMatchObject({ status: 'expired' })
  })

  it('error: a claim made at the deadline does not take the order (a form submitted at the last moment)', async () => {
    const orderId = await newOrder(freshAddress())
    world.t.clock.advance(OPEN_ORDER_LIFETIME_MS)
    const claim = {
      id: orderId,
      paymentMethod: 'card' as const,
      totalMinor: 10_000n,
      providerFeeMinor: 150n,
      networkFeeMinor: 50n,
      purchaseUnits: 1n,
      treasury: '0x0000000000000000000000000000000000000001',
      now: world.t.clock(),
    }
    expect(await claimOrder(world.t.server.db, { ...claim, deadline: openOrderDeadline(world.t.clock()) })).toBe(
      undefined,
    )
    expect(await orderStatus(orderId)).toMatchObject({ status: 'expired' })
    // A second earlier, the same claim would have taken it.
    const before = new Date(world.t.clock().getTime() - 1_000)
    expect(await claimOrder(world.t.server.db, { ...claim, deadline: openOrderDeadline(before) })).toMatchObject({
      status: 'pending',
    })
  })

  it('behavior: a paid order never expires: it stays completed long after', async () => {
    const buyer = freshAddress()
    const orderId = await newOrder(buyer)
    world.t.clock.advance(OPEN_ORDER_LIFETIME_MS - 60_000)
    const paid = await submitCheckout(page, orderId, payment(await formToken(orderId)))
    expect(paid.body).toContain('Payment complete')
    world.t.clock.advance(2 * OPEN_ORDER_LIFETIME_MS)
    expect(await orderStatus(orderId)).toMatchObject({ status: 'completed' })
    expect(await world.balanceOf(buyer)).toBe(parseUnits('0.03275', 18))
  })
})
