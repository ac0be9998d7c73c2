import { afterEach, describe, expect, it, vi } from 'vitest'
import type { OnrampOptionsAnswer, OnrampOrderAnswer, OnrampQuoteRequest } from '../../shared/contracts/onramp.js'
import { knownNetwork } from '../../shared/networks.js'
import { OnrampApiError, type OnrampClient } from '../api/onramp.js'
import '../i18n/on-demand-texts.js'
import { initialAppState, type AppState } from './app-state.js'
import { createBuy, type BuyDeps, type CheckoutWindow } from './onramp.js'
import { checkBuyAmount, fallbackOptions } from './onramp-rules.js'
import { createStore } from './store.js'

const me = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const anvil = knownNetwork('eip155:31337')!
const net = (chain: string, contract = '') => ({
  name: `eip155:${chain}`,
  display_name: `Local ${chain}`,
  chain_id: chain,
  contract_address: contract,
})
const offered: OnrampOptionsAnswer = {
  paymentCurrencies: [
    {
      id: 'USD',
      payment_method_limits: [
        { id: 'card', min: '20.00', max: '500.00' },
        { id: 'ach_bank_account', min: '20.00', max: '9000.00' },
      ],
    },
    { id: 'EUR', payment_method_limits: [{ id: 'ach_bank_account', min: '30.00', max: '900.00' }] },
  ],
  purchaseCurrencies: [
    {
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [net('31337', '0x5FbDB2315678afecb367f032d93F642f64180aa3')],
    },
    { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [net('31338'), net('31337')] },
  ],
}
const quoted = (request: OnrampQuoteRequest) => ({
  paymentTotal: { amount: request.amount, currency: request.paymentCurrency.id },
  paymentSubtotal: { amount: '97.50', currency: 'USD' },
  purchaseAmount: { amount: '0.0325', currency: 'ETH' },
  networkFee: { amount: '1.00', currency: 'USD' },
  providerFee: { amount: '1.50', currency: 'USD' },
  quoteId: 'q-1',
})
const order = (status: OnrampOrderAnswer['status'], extra: Partial<OnrampOrderAnswer> = {}): OnrampOrderAnswer => ({
  orderId: 'order-1',
  status,
  chainId: 'eip155:31337',
  address: me,
  purchaseCurrency: 'ETH',
  paymentCurrency: 'USD',
  paymentMethod: 'card',
  ...extra,
})

function fakeClient(): OnrampClient & Record<keyof OnrampClient, ReturnType<typeof vi.fn>> {
  return {
    options: vi.fn(async () => offered),
    quote: vi.fn(async (request: OnrampQuoteRequest) => quoted(request)),
    checkout: vi.fn(async () => ({ url: 'http://127.0.0.1:4000/onramp/checkout/order-1', orderId: 'order-1' })),
    order: vi.fn(async () => order('open')),
  } as never
}

function setup(client = fakeClient(), overrides: Partial<BuyDeps> = {}) {
  const app = createStore<AppState>({
    ...initialAppState(),
    status: 'connected',
    address: me,
    chainNamespace: 'eip155',
    chainId: 31337,
  })
  const popup = { navigate: vi.fn(), close: vi.fn() } satisfies CheckoutWindow
  const deps = {
    app,
    network: () => anvil,
    client,
    openPopup: vi.fn((): CheckoutWindow | null => popup),
    openTab: vi.fn(() => true),
    reloadBalances: vi.fn(),
    toast: { show: vi.fn() },
    quoteDelayMs: 400,
    pollMs: 1000,
    ...overrides,
  }
  return { deps, client, popup, buy: createBuy(deps) }
}

afterEach(() => vi.useRealTimers())

describe('buy state', () => {
  it('behavior: the options load with the active network’s own token, card and the first currency picked', async () => {
    const { buy } = setup()
    await buy.loadOptions()
    expect(buy.store.get()).toMatchObject({
      options: { state: 'ready', fallback: false },
      purchase: 'ETH',
      network: 'eip155:31337',
      paymentCurrency: 'USD',
      paymentMethod: 'card',
    })
    expect(buy.choices().limit).toEqual({ min: '20.00', max: '500.00' })
  })

  it('error: a failed options call uses the fallback limits of §5 and the network’s own token', async () => {
    const client = fakeClient()
    client.options.mockRejectedValue(new OnrampApiError(500, '/v1/onramp/options answered 500'))
    const { buy } = setup(client)
    await buy.loadOptions()
    expect(buy.store.get()).toMatchObject({ options: { fallback: true }, purchase: 'ETH', paymentCurrency: 'USD' })
    expect(buy.choices()).toMatchObject({
      paymentCurrencies: ['USD', 'EUR'],
      methods: ['card', 'ach_bank_account'],
      limit: { min: '10.00', max: '7500.00' },
    })
    buy.setPaymentMethod('ach_bank_account')
    expect(buy.choices().limit).toEqual({ min: '10.00', max: '25000.00' })
    expect(fallbackOptions(anvil).purchaseCurrencies[0]!.networks[0]).toMatchObject({ chain_id: '31337' })
  })

  it('behavior: changing the currency keeps a method it offers, else picks one it does', async () => {
    const { buy } = setup()
    await buy.loadOptions()
    buy.setPaymentCurrency('EUR')
    expect(buy.store.get().paymentMethod).toBe('ach_bank_account')
    expect(buy.choices().limit).toEqual({ min: '30.00', max: '900.00' })
    buy.setPurchase('USDC')
    expect(buy.store.get().network).toBe('eip155:31337')
  })

  it('behavior: amounts are checked against the chosen method’s limits', () => {
    const limit = { id: 'card', min: '10.00', max: '7500.00' }
    expect(checkBuyAmount('', limit)).toEqual({ ok: false, rule: 'empty' })
    expect(checkBuyAmount('1.234', limit)).toEqual({ ok: false, rule: 'tooManyDecimals' })
    expect(checkBuyAmount('1,5', limit)).toEqual({ ok: false, rule: 'invalid' })
    expect(checkBuyAmount('0.00', limit)).toEqual({ ok: false, rule: 'zero' })
    expect(checkBuyAmount('9.99', limit)).toEqual({ ok: false, rule: 'belowMin' })
    expect(checkBuyAmount('7500.01', limit)).toEqual({ ok: false, rule: 'aboveMax' })
    expect(checkBuyAmount('10', limit)).toEqual({ ok: true, amount: '10.00' })
    expect(checkBuyAmount('7500.5', { ...limit, max: '9000' })).toEqual({ ok: true, amount: '7500.50' })
  })

  it('behavior: a quote is asked once typing pauses and the outdated request is aborted', async () => {
    vi.useFakeTimers()
    const client = fakeClient()
    client.quote.mockImplementationOnce(
      (_: unknown, signal: AbortSignal) =>
        new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
    )
    const { buy } = setup(client)
    await buy.loadOptions()
    buy.setAmount('5')
    expect(buy.store.get().quote.state).toBe('idle')
    buy.setAmount('50')
    expect(buy.store.get().quote.state).toBe('loading')
    await vi.advanceTimersByTimeAsync(399)
    expect(client.quote).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    const firstSignal = client.quote.mock.calls[0]![1] as AbortSignal
    buy.setAmount('100')
    expect(firstSignal.aborted).toBe(true)
    await vi.advanceTimersByTimeAsync(400)
    expect(client.quote).toHaveBeenCalledTimes(2)
    expect(client.quote.mock.calls[1]![0]).toEqual({
      purchaseCurrency: { id: 'ETH', symbol: 'ETH' },
      paymentCurrency: { id: 'USD' },
      amount: '100.00',
      network: 'eip155:31337',
      paymentMethod: 'card',
    })
    expect(buy.store.get().quote).toMatchObject({
      state: 'ready',
      estimated: false,
      quote: { purchaseAmount: { amount: '0.0325', currency: 'ETH' } },
    })
  })

  it('error: a failed quote shows a quote with the entered amount (§8)', async () => {
    const client = fakeClient()
    client.quote.mockRejectedValue(new OnrampApiError(502, '/v1/onramp/quote answered 502'))
    const { buy } = setup(client, { quoteDelayMs: 0 })
    await buy.loadOptions()
    buy.setAmount('42.5')
    await buy.refreshQuote()
    expect(buy.store.get().quote).toMatchObject({
      state: 'ready',
      estimated: true,
      quote: { paymentTotal: { amount: '42.50', currency: 'USD' }, purchaseAmount: { amount: '42.50' } },
    })
  })

  it('behavior: Buy opens the popup at once, points it at the checkout and follows the order until it lands', async () => {
    vi.useFakeTimers()
    const client = fakeClient()
    client.order
      .mockResolvedValueOnce(order('open'))
      .mockRejectedValueOnce(new OnrampApiError(0, 'unreachable'))
      .mockResolvedValueOnce(order('pending'))
      .mockResolvedValueOnce(order('completed', { txHash: `0x${'ab'.repeat(32)}` }))
    const { buy, deps, popup } = setup(client)
    await buy.loadOptions()
    buy.setAmount('100')
    const done = buy.buy()
    // The popup is opened before anything is awaited, while the click is being handled.
    expect(deps.openPopup).toHaveBeenCalledOnce()
    await vi.advanceTimersByTimeAsync(0)
    expect(client.checkout.mock.calls[0]![0]).toMatchObject({
      destinationWallets: [{ address: me, blockchains: ['eip155:31337'], assets: ['ETH'] }],
      defaultNetwork: 'eip155:31337',
      presetFiatAmount: 100,
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      paymentMethod: 'card',
    })
    expect(popup.navigate).toHaveBeenCalledWith('http://127.0.0.1:4000/onramp/checkout/order-1')
    expect(buy.store.get().order).toMatchObject({ state: 'open', orderId: 'order-1', blocked: false })
    await vi.advanceTimersByTimeAsync(3000)
    expect(buy.store.get().order.state).toBe('pending')
    expect(deps.reloadBalances).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1000)
    await done
    expect(buy.store.get().order).toMatchObject({ state: 'completed', txHash: `0x${'ab'.repeat(32)}` })
    expect(deps.reloadBalances).toHaveBeenCalledOnce()
    expect(client.order).toHaveBeenCalledTimes(4)
  })

  it('behavior: each step of a purchase has its toast: checkout opened, payment received, bought with the amount', async () => {
    const client = fakeClient()
    const bought = { purchaseAmount: { amount: '0.0325', currency: 'ETH' } }
    client.order
      .mockResolvedValueOnce(order('open'))
      .mockResolvedValueOnce(order('pending', bought))
      .mockResolvedValueOnce(order('pending', bought))
      .mockResolvedValueOnce(order('completed', bought))
    const { buy, deps } = setup(client, { pollMs: 0 })
    await buy.loadOptions()
    buy.setAmount('100')
    await buy.buy()
    // One toast per change of step, none for a read that finds the order where it was.
    expect(vi.mocked(deps.toast.show).mock.calls).toEqual([
      ['success', 'Checkout opened: complete the payment there'],
      ['loading', 'Payment received: sending 0.0325 ETH…'],
      ['success', 'Bought 0.0325 ETH'],
    ])
  })

  it('error: a failed order’s toast gives the reason; a refused checkout’s toast gives the server’s', async () => {
    const client = fakeClient()
    client.order.mockResolvedValue(order('failed', { failureReason: 'The transfer reverted on chain' }))
    client.checkout.mockRejectedValueOnce(new OnrampApiError(400, 'amount 5.00 USD is outside the limits'))
    const { buy, deps } = setup(client, { pollMs: 0 })
    await buy.loadOptions()
    buy.setAmount('100')
    await buy.buy()
    expect(deps.toast.show).toHaveBeenLastCalledWith(
      'error',
      'The checkout could not be opened: amount 5.00 USD is outside the limits',
    )
    await buy.buy()
    expect(deps.toast.show).toHaveBeenLastCalledWith('error', 'The purchase failed: The transfer reverted on chain')
  })

  it('error: an order the server answers expired is followed no more; the toast and the state say it expired', async () => {
    vi.useFakeTimers()
    const client = fakeClient()
    client.order
      .mockResolvedValueOnce(order('open'))
      .mockResolvedValue(
        order('expired', { failureReason: 'The checkout was not paid within 30 minutes, so nothing was charged.' }),
      )
    const { buy, deps } = setup(client)
    await buy.loadOptions()
    buy.setAmount('100')
    const done = buy.buy()
    await vi.advanceTimersByTimeAsync(2000)
    await done
    expect(buy.store.get().order).toMatchObject({ state: 'expired', orderId: 'order-1' })
    expect(deps.toast.show).toHaveBeenLastCalledWith('error', 'The checkout expired unpaid: nothing was charged')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(client.order).toHaveBeenCalledTimes(2)
    expect(deps.reloadBalances).not.toHaveBeenCalled()
    // A new purchase may start at once.
    buy.setAmount('50')
    void buy.buy()
    expect(deps.openPopup).toHaveBeenCalledTimes(2)
  })

  it('behavior: with popups blocked the checkout opens in a new tab, and as a link when that is blocked too', async () => {
    const client = fakeClient()
    client.order.mockResolvedValue(order('failed', { failureReason: 'The transfer reverted' }))
    const { buy, deps } = setup(client, { openPopup: vi.fn(() => null), openTab: vi.fn(() => false), pollMs: 0 })
    await buy.loadOptions()
    buy.setAmount('100')
    await buy.buy()
    expect(deps.openTab).toHaveBeenCalledWith('http://127.0.0.1:4000/onramp/checkout/order-1')
    expect(deps.toast.show).toHaveBeenCalledWith('error', 'The browser blocked the checkout: open it with the link')
    expect(buy.store.get().order).toMatchObject({
      state: 'failed',
      blocked: true,
      failureReason: 'The transfer reverted',
    })
    expect(deps.reloadBalances).not.toHaveBeenCalled()
  })

  it('error: an amount out of limits opens nothing; a refused order closes the popup and says why', async () => {
    const client = fakeClient()
    client.checkout.mockRejectedValueOnce(
      new OnrampApiError(429, '/v1/generators/onrampurl answered 429: Too many orders'),
    )
    const { buy, deps, popup } = setup(client)
    await buy.loadOptions()
    buy.setAmount('501')
    await buy.buy()
    expect(buy.store.get().error).toEqual({ rule: 'aboveMax' })
    expect(deps.openPopup).not.toHaveBeenCalled()
    buy.setAmount('100')
    await buy.buy()
    expect(popup.close).toHaveBeenCalledOnce()
    expect(buy.store.get()).toMatchObject({
      order: { state: 'idle' },
      error: { message: '/v1/generators/onrampurl answered 429: Too many orders' },
    })
  })
})
