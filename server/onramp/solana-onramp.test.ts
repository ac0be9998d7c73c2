/**
 * The sandbox onramp on the local Solana network, against the real local Solana node: SOL and DUSD in the
 * options, quotes for them, and a paid checkout sending the bought lamports (or DUSD) exactly, once, from the
 * treasury; a destination that is not a Solana address is refused naming it.
 */
import {
  type Address,
  createSolanaRpc,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  signTransaction,
} from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import {
  SOLANA_ONRAMP_TREASURY_ADDRESS,
  SOLANA_TREASURY_LAMPORTS,
  solanaTreasurySigner,
} from '../../dev/world/onramp-solana-treasury.js'
import { DUSD } from '../../dev/world/solana/accounts.js'
import { LAMPORTS_PER_SIGNATURE } from '../../dev/world/solana/ledger.js'
import {
  OnrampOptionsAnswer,
  OnrampOrderAnswer,
  OnrampQuoteAnswer,
  OnrampUrlAnswer,
} from '../../shared/contracts/onramp.js'
import { prepareSolTransfer } from '../../shared/solana/transfer.js'
import { testDrivers } from '../testing/databases.js'
import { type ApiClient, apiQuery, widgetClient } from '../testing/harness.js'
import { formTokenOf, GOOD_CARD, NETWORK, PROJECT, submitCheckout } from './testing/onramp-server.js'
import { SOLANA_TRANSFER_EXPIRED } from './solana-treasury.js'
import { SOLANA_NETWORK, type SolanaOnrampWorld, startSolanaOnrampWorld } from './testing/solana-onramp-server.js'

/** Inside the 483x range kept for the onramp suites. */
const ANVIL_PORTS = { pglite: 4831, postgres: 4832 }
const REFERENCE = SOLANA_NETWORK.slice('solana:'.length)

const freshAddress = async () => (await generateKeyPairSigner()).address

const quoteBody = (symbol: string, currency: string, amount: string, network = symbol) => ({
  purchaseCurrency: { id: symbol, symbol, name: symbol, networks: [] },
  paymentCurrency: { id: currency, payment_method_limits: [] },
  amount,
  network,
})

describe.each(testDrivers)('onramp on Solana ($name)', (driver) => {
  let world: SolanaOnrampWorld
  let widget: ApiClient
  let page: ApiClient
  /** How far the Solana node's clock is ahead of the real one. */
  const nodeClock = { aheadMs: 0 }

  const post = (path: string, body: unknown) =>
    widget.post(`${path}?projectId=${PROJECT}`, undefined, {
      raw: JSON.stringify(body),
      contentType: 'text/plain;charset=UTF-8',
    })
  const newOrder = async (address: string, symbol = 'SOL') => {
    const res = await post('/v1/generators/onrampurl', {
      destinationWallets: [{ address, blockchains: [SOLANA_NETWORK], assets: [symbol] }],
      defaultNetwork: SOLANA_NETWORK,
      partnerUserId: address,
      defaultExperience: 'buy',
      purchaseCurrency: symbol,
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return z.parse(OnrampUrlAnswer, res.body).orderId
  }
  const pay = async (orderId: string, amount: string) => {
    const opened = await page.get(`/onramp/checkout/${orderId}`, { origin: null })
    expect(opened.status).toBe(200)
    const token = formTokenOf(opened.body)
    if (!token) throw new Error(`no form on the checkout page: ${opened.body}`)
    const fields = { ...GOOD_CARD, form_token: token, amount, method: 'card' }
    return { opened: opened.body as string, submit: () => submitCheckout(page, orderId, fields) }
  }
  const orderStatus = async (orderId: string) => {
    const res = await widget.get(`/v1/onramp/orders/${orderId}?${apiQuery(PROJECT)}`)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return z.parse(OnrampOrderAnswer, res.body)
  }

  /** An order taken and its transfer signed on the node's blockhash now, as the treasury records it; never sent. */
  const signedButNotSent = async (buyer: Address, lamports: bigint) => {
    const orderId = await newOrder(buyer)
    const treasury = await solanaTreasurySigner()
    const rpc = createSolanaRpc(world.solana.rpcUrl)
    const { transaction } = await prepareSolTransfer(rpc, { from: treasury.address, to: buyer, lamports })
    const signed = await signTransaction([treasury.keyPair], transaction)
    await world.t.server.db.query(
      `update onramp_orders set status = 'pending', total_minor = '2000', purchase_units = $2, treasury = $3,
         raw_tx = $4, tx_hash = $5 where id = $1`,
      [
        orderId,
        lamports.toString(),
        treasury.address,
        getBase64EncodedWireTransaction(signed),
        getSignatureFromTransaction(signed),
      ],
    )
    return orderId
  }

  beforeAll(async () => {
    world = await startSolanaOnrampWorld(ANVIL_PORTS[driver.name], driver, {}, nodeClock)
    widget = widgetClient(world.t)
    page = world.t.browser()
  }, 120_000)
  afterAll(async () => {
    await world?.stop()
  })

  it('behavior: the options offer SOL and DUSD on Solana Local, beside ETH on the EVM chain', async () => {
    const res = await widget.get(`/v1/onramp/options?${apiQuery(PROJECT)}`)
    const options = z.parse(OnrampOptionsAnswer, res.body)
    const networksOf = (symbol: string) => options.purchaseCurrencies.find((c) => c.symbol === symbol)?.networks
    expect(options.purchaseCurrencies.map((c) => c.symbol)).toEqual(['ETH', 'USDC', 'DAI', 'WETH', 'SOL', 'DUSD'])
    expect(networksOf('SOL')).toEqual([
      { name: SOLANA_NETWORK, display_name: 'Solana Local', chain_id: REFERENCE, contract_address: '' },
    ])
    expect(networksOf('DUSD')?.[0]?.contract_address).toBe(DUSD.mint)
    expect(networksOf('ETH')?.map((n) => n.name)).toEqual([NETWORK])
  })

  it('behavior: a SOL quote splits the total exactly, named by symbol (as AppKit sends it) or by network', async () => {
    for (const [currency, amount, network, bought] of [
      ['USD', '100.00', 'SOL', '0.655'],
      ['USD', '100.00', SOLANA_NETWORK, '0.655'],
      ['EUR', '100', REFERENCE, '0.7074'],
    ] as const) {
      const res = await post('/v1/onramp/quote', quoteBody('SOL', currency, amount, network))
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      const quote = z.parse(OnrampQuoteAnswer, res.body)
      expect(quote.purchaseAmount).toEqual({ amount: bought, currency: 'SOL' })
      expect(quote.providerFee).toEqual({ amount: '1.50', currency })
      expect(quote.paymentSubtotal).toEqual({ amount: '98.25', currency })
    }
    const dusd = z.parse(OnrampQuoteAnswer, (await post('/v1/onramp/quote', quoteBody('DUSD', 'USD', '20'))).body)
    expect(dusd.purchaseAmount).toEqual({ amount: '19.45', currency: 'DUSD' })
  })

  it('error: SOL on an EVM chain, and amounts outside the limits, are refused naming the field', async () => {
    const elsewhere = await post('/v1/onramp/quote', quoteBody('SOL', 'USD', '100', NETWORK))
    expect(elsewhere.status).toBe(400)
    expect(elsewhere.body).toEqual({
      error: 'purchaseCurrency "SOL" is not offered on Anvil Local (ETH, USDC, DAI, WETH)',
      field: 'purchaseCurrency',
      code: 'UNKNOWN_PURCHASE_CURRENCY',
    })
    const over = await post('/v1/onramp/quote', { ...quoteBody('SOL', 'USD', '7500.01'), paymentMethod: 'card' })
    expect(over.body).toMatchObject({ field: 'amount', code: 'AMOUNT_OUT_OF_LIMITS' })
  })

  it('error: a destination that is not a Solana address is refused, naming it; an order is made for none', async () => {
    const evm = '0x00000000000000000000000000000000000a0001'
    const res = await post('/v1/generators/onrampurl', {
      destinationWallets: [{ address: evm, blockchains: [SOLANA_NETWORK], assets: ['SOL'] }],
    })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      error: `destinationWallets[0].address "${evm}" is not a Solana address (32 bytes in base58), which Solana Local needs`,
      field: 'destinationWallets',
      code: 'BAD_DESTINATION',
    })
    // Base58, but 31 bytes.
    const short = '1111111111111111111111111111111'
    expect(
      (
        await post('/v1/generators/onrampurl', {
          destinationWallets: [{ address: short }],
          defaultNetwork: SOLANA_NETWORK,
        })
      ).body,
    ).toMatchObject({ code: 'BAD_DESTINATION' })
    // And a Solana address for ETH on the EVM chain.
    const solana = await freshAddress()
    expect(
      (await post('/v1/generators/onrampurl', { destinationWallets: [{ address: solana, blockchains: [NETWORK] }] }))
        .body,
    ).toMatchObject({ code: 'BAD_DESTINATION', error: expect.stringContaining('is not an EVM address') })
  })

  it('behavior: paying at the checkout sends the bought lamports once, even when the form is submitted twice at once', async () => {
    const buyer = await freshAddress()
    const orderId = await newOrder(buyer)
    const treasuryBefore = await world.lamportsOf(SOLANA_ONRAMP_TREASURY_ADDRESS)
    const checkout = await pay(orderId, '100.00')
    expect(checkout.opened).toContain('<h1>Buy SOL on Solana Local</h1>')
    const [first, second] = await Promise.all([checkout.submit(), checkout.submit()])
    expect([first.status, second.status]).toEqual([200, 200])
    expect(await world.lamportsOf(buyer)).toBe(655_000_000n)
    // The treasury paid the amount and one signature's fee: one transfer.
    expect(treasuryBefore - (await world.lamportsOf(SOLANA_ONRAMP_TREASURY_ADDRESS))).toBe(
      655_000_000n + LAMPORTS_PER_SIGNATURE,
    )
    const order = await orderStatus(orderId)
    expect(order).toMatchObject({
      status: 'completed',
      chainId: SOLANA_NETWORK,
      address: buyer,
      purchaseAmount: { amount: '0.655', currency: 'SOL' },
      paymentTotal: { amount: '100.00', currency: 'USD' },
    })
    expect(world.solana.ledger.status(order.txHash ?? '')).toMatchObject({ err: null })
    const again = await checkout.submit()
    expect(again.body).toContain('Payment complete')
    expect(again.body).toContain(`0.655 SOL was sent to ${buyer}.`)
    expect(await world.lamportsOf(buyer)).toBe(655_000_000n)
  })

  it('behavior: a DUSD purchase makes the buyer’s token account and sends exactly the DUSD bought', async () => {
    const buyer = await freshAddress()
    const orderId = await newOrder(buyer, 'DUSD')
    const res = await (await pay(orderId, '20')).submit()
    expect(res.body).toContain('19.45 DUSD was sent to')
    expect(await world.dusdOf(buyer)).toBe(19_450_000n)
    expect(await world.lamportsOf(buyer)).toBe(0n)
    expect((await orderStatus(orderId)).status).toBe('completed')
  })

  it('error: a transfer the node refuses fails the order with the reason and sends nothing; the next one pays', async () => {
    const buyer = await freshAddress()
    const orderId = await newOrder(buyer)
    const checkout = await pay(orderId, '20')
    setTreasuryLamports(world, 1_000_000n)
    try {
      expect((await checkout.submit()).body).toContain('Purchase failed')
    } finally {
      setTreasuryLamports(world, SOLANA_TREASURY_LAMPORTS)
    }
    const failed = await orderStatus(orderId)
    expect(failed.status).toBe('failed')
    expect(failed.failureReason).toMatch(/^The transfer could not be sent: /)
    expect(failed.txHash).toBeUndefined()
    expect(await world.lamportsOf(buyer)).toBe(0n)
    const next = await newOrder(buyer)
    await (await pay(next, '20')).submit()
    expect((await orderStatus(next)).status).toBe('completed')
    // 20.00 − 0.30 − 0.25 = 19.45 USD at 150 USD per SOL.
    expect(await world.lamportsOf(buyer)).toBe(129_666_666n)
  })

  it('behavior: a recorded transfer the node never got is sent when the order is read, the very same one, once', async () => {
    const buyer = await freshAddress()
    const orderId = await signedButNotSent(buyer, 123_456_789n)
    expect(await world.lamportsOf(buyer)).toBe(0n)
    expect((await orderStatus(orderId)).status).toBe('completed')
    expect((await orderStatus(orderId)).status).toBe('completed')
    expect(await world.lamportsOf(buyer)).toBe(123_456_789n)
  })

  it('error: a recorded transfer whose blockhash expired before it landed fails the order, and nothing is sent', async () => {
    const buyer = await freshAddress()
    const orderId = await signedButNotSent(buyer, 123_456_789n)
    // 152 slots of 400 ms later: past the 150 blocks a blockhash is valid for.
    nodeClock.aheadMs += 152 * 400
    expect(await orderStatus(orderId)).toMatchObject({ status: 'failed', failureReason: SOLANA_TRANSFER_EXPIRED })
    expect(await world.lamportsOf(buyer)).toBe(0n)
  })
})

/** Sets the treasury's lamports on the ledger directly, behind the server's back. */
function setTreasuryLamports(world: SolanaOnrampWorld, lamports: bigint): void {
  const { svm } = world.solana.ledger
  const account = svm.getAccount(SOLANA_ONRAMP_TREASURY_ADDRESS)
  if (!account.exists) throw new Error('the treasury has no account')
  svm.setAccount({ ...account, lamports } as never)
}
