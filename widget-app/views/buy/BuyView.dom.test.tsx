// @vitest-environment happy-dom
/** The Buy view with the keyboard and a screen reader: labelled choices, the limits, the quote's parts, the order's progress. */
import { act, fireEvent, screen } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { OnrampOrderStatus } from '../../../shared/contracts/onramp.js'
import { advance, renderWidget, typeInto, useViewTestHooks } from '../testing/render-widget.js'

useViewTestHooks()
afterEach(() => vi.restoreAllMocks())

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const OPTIONS = {
  paymentCurrencies: [
    {
      id: 'USD',
      payment_method_limits: [
        { id: 'card', min: '10.00', max: '500.00' },
        { id: 'ach_bank_account', min: '10.00', max: '9000.00' },
      ],
    },
  ],
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [{ name: 'eip155:31337', display_name: 'Local', chain_id: '31337', contract_address: '' }],
    },
  ],
}

/** The onramp API: `options` answers the options route; orders go open → completed. */
function onrampApi(options: () => Response = () => json(OPTIONS), statuses: OnrampOrderStatus[] = ['completed']) {
  const bodies: unknown[] = []
  const wrap = (fetch: typeof globalThis.fetch) =>
    (async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input))
      if (url.pathname === '/v1/onramp/options') return options()
      if (url.pathname === '/v1/onramp/quote') {
        const body = JSON.parse(String(init?.body))
        bodies.push(body)
        return json({
          paymentTotal: { amount: body.amount, currency: 'USD' },
          paymentSubtotal: { amount: '97.50', currency: 'USD' },
          providerFee: { amount: '1.50', currency: 'USD' },
          networkFee: { amount: '1.00', currency: 'USD' },
          purchaseAmount: { amount: '0.0325', currency: 'ETH' },
          quoteId: 'q-1',
        })
      }
      if (url.pathname === '/v1/generators/onrampurl')
        return json({ url: 'http://api.test/onramp/checkout/order-1', orderId: 'order-1' })
      if (url.pathname === '/v1/onramp/orders/order-1')
        return json({
          orderId: 'order-1',
          status: statuses.shift() ?? 'completed',
          chainId: 'eip155:31337',
          address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
          purchaseCurrency: 'ETH',
          paymentCurrency: 'USD',
          paymentMethod: 'card',
        })
      return fetch(input, init)
    }) as typeof globalThis.fetch
  return { wrap, bodies }
}

async function buyView(wrapFetch = onrampApi().wrap) {
  const rendered = await renderWidget({ wrapFetch })
  fireEvent.click(screen.getByRole('button', { name: 'Test Wallet Installed' }))
  await advance()
  act(() => rendered.widget.api.open())
  await advance()
  fireEvent.click(screen.getByTestId('buy-button'))
  await advance(1000)
  return rendered
}

describe('Buy view', () => {
  it('behavior: labelled choices and the method’s limits; a quote with its parts arrives once typing pauses', async () => {
    const api = onrampApi()
    await buyView(api.wrap)
    expect((screen.getByLabelText('Token to buy') as HTMLSelectElement).value).toBe('ETH')
    expect((screen.getByLabelText('Payment method') as HTMLSelectElement).value).toBe('card')
    expect(screen.getByTestId('buy-limits').textContent).toBe('From 10.00 USD to 500.00 USD')
    fireEvent.change(screen.getByLabelText('Payment method'), { target: { value: 'ach_bank_account' } })
    await advance()
    expect(screen.getByTestId('buy-limits').textContent).toBe('From 10.00 USD to 9000.00 USD')
    typeInto(screen.getByLabelText('Amount to pay'), '100')
    await advance(100)
    expect(screen.queryByTestId('buy-quote')).toBeNull()
    await advance(400)
    expect(api.bodies).toHaveLength(1)
    expect(screen.getByTestId('buy-receive').textContent).toBe('0.0325 ETH')
    expect(screen.getByTestId('buy-total').textContent).toBe('100.00 USD')
  })

  it('error: an amount over the limit is announced on the field', async () => {
    await buyView()
    const amount = screen.getByLabelText('Amount to pay')
    typeInto(amount, '501')
    await advance()
    expect(amount.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByTestId('buy-error').textContent).toBe('The most you can pay is 500.00 USD')
  })

  it('error: a failed options call shows the fallback limits', async () => {
    await buyView(onrampApi(() => json({ error: 'down' }, 500)).wrap)
    expect(screen.getByTestId('buy-fallback')).toBeTruthy()
    expect(screen.getByTestId('buy-limits').textContent).toBe('From 10.00 USD to 7500.00 USD')
  })

  it('behavior: Buy opens the checkout in a popup and shows the order until it completes', async () => {
    const popup = { location: { replace: vi.fn() }, close: vi.fn(), opener: {} }
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as never)
    await buyView(onrampApi(undefined, ['open', 'pending', 'completed']).wrap)
    typeInto(screen.getByLabelText('Amount to pay'), '100')
    await advance(500)
    fireEvent.click(screen.getByRole('button', { name: 'Continue to checkout' }))
    expect(open).toHaveBeenCalledOnce()
    await advance()
    expect(popup.location.replace).toHaveBeenCalledWith('http://api.test/onramp/checkout/order-1')
    expect(screen.getByTestId('buy-status').textContent).toBe('Waiting for the payment at the checkout…')
    await advance(4000)
    expect(screen.getByTestId('buy-status').textContent).toBe('Payment received: sending your tokens…')
    await advance(2000)
    expect(screen.getByTestId('buy-status').getAttribute('data-status')).toBe('completed')
    expect(screen.getByTestId('buy-status').textContent).toBe('Purchase complete')
  })

  it('error: an order the server answers expired says so in the view and in a toast; Buy starts again', async () => {
    const popup = { location: { replace: vi.fn() }, close: vi.fn(), opener: {} }
    vi.spyOn(window, 'open').mockReturnValue(popup as never)
    await buyView(onrampApi(undefined, ['open', 'expired']).wrap)
    typeInto(screen.getByLabelText('Amount to pay'), '100')
    await advance(500)
    fireEvent.click(screen.getByRole('button', { name: 'Continue to checkout' }))
    await advance()
    expect(screen.getByTestId('toast').textContent).toBe('✓Checkout opened: complete the payment there')
    expect(screen.getByRole('button', { name: 'Continue to checkout' }).hasAttribute('disabled')).toBe(true)
    await advance(4000)
    const status = screen.getByTestId('buy-status')
    expect(status.getAttribute('data-status')).toBe('expired')
    expect(status.textContent).toBe(
      'The checkout expired before it was paid, so nothing was charged. Continue to checkout to start again.',
    )
    const toast = screen.getByTestId('toast')
    expect(toast.getAttribute('data-variant')).toBe('error')
    expect(toast.textContent).toBe('!The checkout expired unpaid: nothing was charged')
    expect(screen.getByRole('alert').contains(toast)).toBe(true)
    expect(screen.getByRole('button', { name: 'Continue to checkout' }).hasAttribute('disabled')).toBe(false)
  })
})
