import { type Address, createWalletClient, erc20Abi, getAddress, http, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { anvil } from 'viem/chains'
import * as z from 'zod/mini'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ASSETS } from '../../dev/world/demo-assets.js'
import { fundOnrampTreasury, ONRAMP_TREASURY, TREASURY_ETHER } from '../../dev/world/onramp-treasury.js'
import { HistoryAnswer } from '../../shared/contracts/chain-data.js'
import {
  OnrampOptionsAnswer,
  OnrampOrderAnswer,
  OnrampQuoteAnswer,
  OnrampUrlAnswer,
} from '../../shared/contracts/onramp.js'
import { waitIndexed } from '../indexer/testing/chain.js'
import { testDrivers } from '../testing/databases.js'
import { type ApiClient, apiQuery, startTestServer, type TestServer, widgetClient } from '../testing/harness.js'
import { fiatToMinor } from './money.js'
import { CheckoutTexts } from './checkout-routes.js'
import { PaymentFormTexts } from './payment-form.js'
import {
  CHAIN_ID,
  formTokenOf,
  ORDERS_PER_MINUTE,
  GOOD_CARD,
  NETWORK,
  type OnrampWorld,
  PROJECT,
  startOnrampWorld,
  submitCheckout,
} from './testing/onramp-server.js'

/** The 483x range is kept for the onramp suites: one chain per database driver. */
const ANVIL_PORTS = { pglite: 4836, postgres: 4837 }

/** A fresh address nothing has touched. */
let counter = 0
const freshAddress = (): Address =>
  getAddress(`0x00000000000000000000000000000000000${(0xa0000 + counter++).toString(16)}`)

const quoteBody = (symbol: string, currency: string, amount: string, extra: Record<string, unknown> = {}) => ({
  purchaseCurrency: { id: symbol, symbol, name: symbol, networks: [] },
  paymentCurrency: { id: currency, payment_method_limits: [] },
  amount,
  network: symbol,
  ...extra,
})

describe.each(testDrivers)('onramp ($name)', (driver) => {
  let world: OnrampWorld
  let widget: ApiClient
  let page: ApiClient

  const quote = (body: unknown) =>
    widget.post(`/v1/onramp/quote?projectId=${PROJECT}`, undefined, {
      raw: JSON.stringify(body),
      contentType: 'text/plain;charset=UTF-8',
    })
  const newOrder = async (address: Address, extra: Record<string, unknown> = {}) => {
    const res = await widget.post(`/v1/generators/onrampurl?projectId=${PROJECT}`, {
      destinationWallets: [{ address, blockchains: [NETWORK], assets: ['ETH'] }],
      partnerUserId: address,
      defaultExperience: 'buy',
      ...extra,
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const answer = z.parse(OnrampUrlAnswer, res.body)
    expect(answer.url).toBe(`${world.t.url}/onramp/checkout/${answer.orderId}`)
    return answer.orderId
  }
  const openCheckout = async (orderId: string) => {
    const res = await page.get(`/onramp/checkout/${orderId}`, { origin: null })
    expect(res.status).toBe(200)
    const token = formTokenOf(res.body)
    if (!token) throw new Error(`no form on the checkout page: ${res.body}`)
    return { html: res.body as string, token }
  }
  const orderStatus = async (orderId: string) => {
    const res = await widget.get(`/v1/onramp/orders/${orderId}?${apiQuery(PROJECT)}`)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return z.parse(OnrampOrderAnswer, res.body)
  }

  beforeAll(async () => {
    world = await startOnrampWorld(ANVIL_PORTS[driver.name], driver)
    widget = widgetClient(world.t)
    page = world.t.browser()
  }, 120_000)
  afterAll(async () => {
    await world?.stop()
  })

  it('behavior: the options offer USD and EUR with the limits, and ETH and the priced demo tokens on the chain', async () => {
    const res = await widget.get(`/v1/onramp/options?${apiQuery(PROJECT)}`)
    expect(res.status).toBe(200)
    const options = z.parse(OnrampOptionsAnswer, res.body)
    expect(options.paymentCurrencies).toEqual(
      ['USD', 'EUR'].map((id) => ({
        id,
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ],
      })),
    )
    expect(options.purchaseCurrencies.map((c) => [c.symbol, c.networks[0]?.contract_address])).toEqual([
      ['ETH', ''],
      ['USDC', DEMO_ASSETS.USDC],
      ['DAI', DEMO_ASSETS.DAI],
      ['WETH', DEMO_ASSETS.WETH],
    ])
    expect(options.purchaseCurrencies[0]?.networks).toEqual([
      { name: NETWORK, display_name: 'Anvil Local', chain_id: '31337', contract_address: '' },
    ])
  })

  it('behavior: a quote splits the total exactly, with a provider fee of 1 to 2 percent', async () => {
    for (const [symbol, currency, amount, bought] of [
      ['ETH', 'USD', '100.00', '0.03275'],
      ['ETH', 'EUR', '100', '0.03537'],
      ['USDC', 'USD', '7500', '7387.25'],
      ['DAI', 'EUR', '10.01', '10.3788'],
    ] as const) {
      const res = await quote(quoteBody(symbol, currency, amount))
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      const q = z.parse(OnrampQuoteAnswer, res.body)
      const total = fiatToMinor(q.paymentTotal.amount)
      const fee = fiatToMinor(q.providerFee.amount)
      expect(total).toBe(fiatToMinor(amount))
      expect(fee * 100n >= total && fee * 100n <= total * 2n).toBe(true)
      expect(fiatToMinor(q.paymentSubtotal.amount) + fee + fiatToMinor(q.networkFee.amount)).toBe(total)
      expect([q.paymentTotal.currency, q.networkFee.currency, q.purchaseAmount.currency]).toEqual([
        currency,
        currency,
        symbol,
      ])
      expect(q.purchaseAmount.amount).toBe(bought)
    }
  })

  it('error: limits hold per currency and method, naming the amount', async () => {
    const over = await quote(quoteBody('ETH', 'USD', '7500.01', { paymentMethod: 'card' }))
    expect(over.status).toBe(400)
    expect(over.body).toEqual({
      error: 'amount 7500.01 USD is outside the limits (card 10.00 to 7500.00 USD)',
      field: 'amount',
      code: 'AMOUNT_OUT_OF_LIMITS',
    })
    expect((await quote(quoteBody('ETH', 'USD', '7500.01', { paymentMethod: 'ach_bank_account' }))).status).toBe(200)
    expect((await quote(quoteBody('ETH', 'EUR', '25000.01'))).body.field).toBe('amount')
    expect((await quote(quoteBody('ETH', 'EUR', '9.99'))).status).toBe(400)
    expect((await quote(quoteBody('ETH', 'GBP', '100'))).body).toMatchObject({ field: 'paymentCurrency' })
    expect((await quote(quoteBody('PTS', 'USD', '100'))).body).toMatchObject({ field: 'purchaseCurrency' })
    expect((await quote(quoteBody('ETH', 'USD', '10.001'))).body).toMatchObject({ field: 'amount' })
  })

  it('behavior: paying at the checkout sends the bought ether once, even when the form is submitted twice at once', async () => {
    const buyer = freshAddress()
    const orderId = await newOrder(buyer, { presetFiatAmount: 100 })
    const { html, token } = await openCheckout(orderId)
    expect(html).toContain('value="100.00"')
    const nonceBefore = await world.chain.getTransactionCount({ address: ONRAMP_TREASURY.address })
    const fields = { form_token: token, amount: '100.00', method: 'card', ...GOOD_CARD }
    const [first, second] = await Promise.all([
      submitCheckout(page, orderId, fields),
      submitCheckout(page, orderId, fields),
    ])
    expect([first.status, second.status]).toEqual([200, 200])
    expect(await world.balanceOf(buyer)).toBe(parseUnits('0.03275', 18))
    expect(await world.chain.getTransactionCount({ address: ONRAMP_TREASURY.address })).toBe(nonceBefore + 1)
    const order = await orderStatus(orderId)
    expect(order).toMatchObject({
      status: 'completed',
      address: buyer,
      purchaseAmount: { amount: '0.03275', currency: 'ETH' },
      paymentTotal: { amount: '100.00', currency: 'USD' },
    })
    const receipt = await world.chain.getTransactionReceipt({ hash: order.txHash as `0x${string}` })
    expect([receipt.from.toLowerCase(), receipt.to?.toLowerCase()]).toEqual([
      ONRAMP_TREASURY.address.toLowerCase(),
      buyer.toLowerCase(),
    ])
    // A third submission, later, changes nothing either.
    const again = await submitCheckout(page, orderId, fields)
    expect(again.body).toContain('Payment complete')
    expect(await world.balanceOf(buyer)).toBe(parseUnits('0.03275', 18))
  })

  it('behavior: an ERC-20 purchase is a transfer of the token, in its decimals', async () => {
    const buyer = freshAddress()
    const orderId = await newOrder(buyer, { purchaseCurrency: 'USDC', paymentMethod: 'ach_bank_account' })
    const { token } = await openCheckout(orderId)
    const res = await submitCheckout(page, orderId, {
      form_token: token,
      amount: '1000',
      method: 'ach_bank_account',
      routing_number: '110000000',
      account_number: '000123456789',
    })
    expect(res.body).toContain('Payment complete')
    expect(res.body).toContain('984.75 USDC was sent to')
    expect(await world.balanceOf(buyer, DEMO_ASSETS.USDC)).toBe(984_750_000n)
  })

  it('error: bad payment details are named field by field, and nothing is sent', async () => {
    const buyer = freshAddress()
    const orderId = await newOrder(buyer)
    const { token } = await openCheckout(orderId)
    const bad = await submitCheckout(page, orderId, {
      form_token: token,
      amount: '50',
      method: 'card',
      card_number: '4242 4242 4242 4241',
      card_expiry: '01/20',
      card_cvc: '12',
    })
    expect(bad.status).toBe(400)
    expect(bad.body).toContain(`<p class="error" id="card_number-error">${PaymentFormTexts.cardLuhn}</p>`)
    expect(bad.body).toContain(`<p class="error" id="card_expiry-error">${PaymentFormTexts.expiryPast('01/20')}</p>`)
    expect(bad.body).toContain(`<p class="error" id="card_cvc-error">${PaymentFormTexts.cvc}</p>`)
    const declined = await submitCheckout(page, orderId, {
      ...GOOD_CARD,
      form_token: token,
      amount: '50',
      method: 'card',
      card_number: '4000000000000002',
    })
    expect(declined.body).toContain(PaymentFormTexts.cardDeclined)
    const outside = await submitCheckout(page, orderId, {
      ...GOOD_CARD,
      form_token: token,
      amount: '7600',
      method: 'card',
    })
    expect(outside.status).toBe(400)
    expect(outside.body).toContain('amount 7600.00 USD is outside the limits (card 10.00 to 7500.00 USD)')
    const forged = await submitCheckout(page, orderId, {
      ...GOOD_CARD,
      form_token: 'x'.repeat(43),
      amount: '50',
      method: 'card',
    })
    expect(forged.body).toContain(CheckoutTexts.badForm)
    const crossSite = await page.request('POST', `/onramp/checkout/${orderId}`, undefined, {
      raw: new URLSearchParams({ ...GOOD_CARD, form_token: token, amount: '50', method: 'card' }).toString(),
      contentType: 'application/x-www-form-urlencoded',
      origin: 'https://evil.example',
    })
    expect(crossSite.status).toBe(403)
    expect(await world.balanceOf(buyer)).toBe(0n)
    expect((await orderStatus(orderId)).status).toBe('open')
  })

  it('behavior: a preset amount outside the limits is shown as the failure on the checkout page', async () => {
    const orderId = await newOrder(freshAddress(), { presetFiatAmount: 5 })
    const res = await page.get(`/onramp/checkout/${orderId}`, { origin: null })
    expect(res.body).toContain('amount 5.00 USD is outside the limits (card 10.00 to 7500.00 USD)')
    expect(res.headers.get('content-security-policy')).toMatch(
      /^default-src 'none'; style-src 'sha256-[^']+'; form-action 'self'; frame-ancestors 'none'/,
    )
  })

  it('error: a send the node refuses marks the order failed, and the next order pays with the nonce given back', async () => {
    const buyer = freshAddress()
    const orderId = await newOrder(buyer)
    const { token } = await openCheckout(orderId)
    await setTreasuryEther(world, 0n)
    try {
      const res = await submitCheckout(page, orderId, { ...GOOD_CARD, form_token: token, amount: '20', method: 'card' })
      expect(res.body).toContain('Purchase failed')
    } finally {
      await setTreasuryEther(world, TREASURY_ETHER)
    }
    const failed = await orderStatus(orderId)
    expect(failed.status).toBe('failed')
    expect(failed.failureReason).toMatch(/^The transfer could not be sent: /)
    expect(failed.txHash).toBeUndefined()
    const next = await newOrder(buyer)
    const { token: nextToken } = await openCheckout(next)
    await submitCheckout(page, next, { ...GOOD_CARD, form_token: nextToken, amount: '20', method: 'card' })
    expect((await orderStatus(next)).status).toBe('completed')
    expect(await world.balanceOf(buyer)).toBeGreaterThan(0n)
  })

  it('error: a token transfer that reverts marks the order failed with the reason, and pays nothing', async () => {
    const treasury = createWalletClient({
      account: privateKeyToAccount(ONRAMP_TREASURY.privateKey),
      chain: { ...anvil, id: CHAIN_ID },
      transport: http(world.node.rpcUrl),
    })
    // The treasury sends its DAI away behind the server's back (its nonce moves on chain too).
    const held = await world.balanceOf(ONRAMP_TREASURY.address, DEMO_ASSETS.DAI)
    const away = await treasury.writeContract({
      abi: erc20Abi,
      address: DEMO_ASSETS.DAI,
      functionName: 'transfer',
      args: [freshAddress(), held],
    })
    await world.chain.waitForTransactionReceipt({ hash: away })
    const buyer = freshAddress()
    const orderId = await newOrder(buyer, { purchaseCurrency: 'DAI' })
    const { token } = await openCheckout(orderId)
    const res = await submitCheckout(page, orderId, { ...GOOD_CARD, form_token: token, amount: '20', method: 'card' })
    expect(res.body).toContain('Purchase failed')
    expect(await orderStatus(orderId)).toMatchObject({
      status: 'failed',
      failureReason: 'The transfer reverted on chain',
    })
    expect(await world.balanceOf(buyer, DEMO_ASSETS.DAI)).toBe(0n)
    // Funded again, the treasury pays the next order.
    await fundOnrampTreasury(world.node.rpcUrl, CHAIN_ID)
    const next = await newOrder(buyer, { purchaseCurrency: 'DAI' })
    const { token: nextToken } = await openCheckout(next)
    await submitCheckout(page, next, { ...GOOD_CARD, form_token: nextToken, amount: '20', method: 'card' })
    expect((await orderStatus(next)).status).toBe('completed')
    // 20.00 − 0.30 − 0.25 = 19.45 USD of DAI at 1 USD.
    expect(await world.balanceOf(buyer, DEMO_ASSETS.DAI)).toBe(parseUnits('19.45', 18))
  })

  it("behavior: the purchase shows in the buyer's history as a receive from the treasury", async () => {
    const buyer = freshAddress()
    const orderId = await newOrder(buyer)
    const { token } = await openCheckout(orderId)
    await submitCheckout(page, orderId, { ...GOOD_CARD, form_token: token, amount: '30', method: 'card' })
    // The indexer has read the block the transfer is in (not merely the node's head when asked).
    const order = await orderStatus(orderId)
    expect(order).toMatchObject({ status: 'completed', txHash: expect.stringMatching(/^0x/) })
    const receipt = await world.chain.waitForTransactionReceipt({ hash: order.txHash as `0x${string}` })
    await waitIndexed(world.t.server.db, NETWORK, Number(receipt.blockNumber))
    const res = await widget.get(`/v1/account/${buyer}/history?${apiQuery(PROJECT, { chainId: NETWORK })}`)
    const history = z.parse(HistoryAnswer, res.body)
    expect(history.data).toHaveLength(1)
    expect(history.data[0]?.metadata).toMatchObject({ operationType: 'receive', status: 'confirmed' })
    expect(history.data[0]?.metadata.sentFrom.toLowerCase()).toBe(ONRAMP_TREASURY.address.toLowerCase())
  })

  it('error: past the orders a client may make in a minute, the URL call answers 429 with Retry-After', async () => {
    const call = () =>
      widget.post(`/v1/generators/onrampurl?projectId=${PROJECT}`, {
        destinationWallets: [{ address: freshAddress() }],
      })
    let refused: Awaited<ReturnType<typeof call>> | undefined
    for (let i = 0; i <= ORDERS_PER_MINUTE && !refused; i++) {
      const res = await call()
      if (res.status !== 200) refused = res
    }
    expect(refused?.status).toBe(429)
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0)
    // The clock moves on a minute: orders are taken again.
    world.t.clock.advance(61_000)
    expect((await call()).status).toBe(200)
  })

  // Two servers need a database both can open: PostgreSQL (PGlite is one process's).
  if (driver.name === 'postgres')
    it('behavior: two server instances on one database pay an order once', async () => {
      const second: TestServer = await startTestServer({ database: world.database, config: world.config })
      try {
        const buyer = freshAddress()
        const orderId = await newOrder(buyer)
        const { token } = await openCheckout(orderId)
        const fields = { ...GOOD_CARD, form_token: token, amount: '40', method: 'card' }
        const other = second.browser()
        await Promise.all([
          submitCheckout(page, orderId, fields),
          submitCheckout(other, orderId, fields),
          submitCheckout(page, orderId, fields),
          submitCheckout(other, orderId, fields),
        ])
        expect((await orderStatus(orderId)).status).toBe('completed')
        // 40.00 − 0.60 − 0.25 = 39.15 USD at 3000 USD per ether.
        expect(await world.balanceOf(buyer)).toBe(parseUnits('0.01305', 18))
      } finally {
        await second.stop()
      }
    })
})

async function setTreasuryEther(world: OnrampWorld, value: bigint): Promise<void> {
  await world.chain.request({
    method: 'anvil_setBalance' as 'eth_chainId',
    params: [ONRAMP_TREASURY.address, `0x${value.toString(16)}`] as never,
  })
}
