// @vitest-environment happy-dom
/**
 * The Buy view with a Solana account: a Solana wallet is offered what it can receive on its network (SOL and
 * DUSD, never ETH), quotes and orders name that network and its address, and the order is followed until it
 * completes; the email wallet's Solana account receives SOL while its EVM account receives ETH. The API is a
 * fake here (the server is tested on the local node in server/onramp/solana-onramp.test.ts, the whole flow in
 * e2e/buy-solana.spec.ts).
 */
import { act, fireEvent, screen } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { OnrampOrderStatus } from '../../../shared/contracts/onramp.js'
import { SOLANA_LOCAL_NETWORK_ID } from '../../../shared/solana-networks.js'
import { advance, advanceUntil, renderWidget, typeInto, useViewTestHooks } from '../testing/render-widget.js'

useViewTestHooks()
afterEach(() => vi.restoreAllMocks())

const SOLANA = SOLANA_LOCAL_NETWORK_ID
const REFERENCE = SOLANA.slice('solana:'.length)
const SOLANA_ACCOUNT = 'ALJ3oQxS3aZVbj3QzFcumEDuMyFkBdwZiEhknC71ykUk'
const EVM_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const DUSD_MINT = '4rWi4mPUnp6UR5B9BESrqf3iLRYdt1g3HxpGrYqHhNrC'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const network = (name: string, display: string, contract = '') => ({
  name,
  display_name: display,
  chain_id: name.split(':')[1] ?? '',
  contract_address: contract,
})

const OPTIONS = {
  paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] }],
  purchaseCurrencies: [
    { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [network('eip155:31337', 'Anvil Local')] },
    { id: 'SOL', name: 'Solana', symbol: 'SOL', networks: [network(SOLANA, 'Solana Local')] },
    { id: 'DUSD', name: 'Demo USD', symbol: 'DUSD', networks: [network(SOLANA, 'Solana Local', DUSD_MINT)] },
  ],
}

/** The onramp API: records the quote and URL bodies; the order goes through `statuses`. */
function onrampApi(statuses: OnrampOrderStatus[] = ['pending', 'completed']) {
  const quotes: { network: string; purchaseCurrency: { id: string } }[] = []
  const orders: { destinationWallets: { address: string; blockchains: string[] }[]; defaultNetwork: string }[] = []
  const wrap = (fetch: typeof globalThis.fetch) =>
    (async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input))
      if (url.pathname === '/v1/onramp/options') return json(OPTIONS)
      if (url.pathname === '/v1/onramp/quote') {
        const body = JSON.parse(String(init?.body))
        quotes.push(body)
        const usd = (amount: string) => ({ amount, currency: 'USD' })
        return json({
          paymentTotal: usd(body.amount),
          paymentSubtotal: usd('98.25'),
          providerFee: usd('1.50'),
          networkFee: usd('0.25'),
          purchaseAmount: { amount: '0.655', currency: body.purchaseCurrency.id },
          quoteId: 'q-sol',
        })
      }
      if (url.pathname === '/v1/generators/onrampurl') {
        orders.push(JSON.parse(String(init?.body)))
        return json({ url: 'http://api.test/onramp/checkout/order-sol', orderId: 'order-sol' })
      }
      if (url.pathname === '/v1/onramp/orders/order-sol')
        return json({
          orderId: 'order-sol',
          status: statuses.shift() ?? 'completed',
          chainId: SOLANA,
          address: SOLANA_ACCOUNT,
          purchaseCurrency: 'SOL',
          paymentCurrency: 'USD',
          paymentMethod: 'card',
          txHash: '5'.repeat(88),
        })
      return fetch(input, init)
    }) as typeof globalThis.fetch
  return { wrap, quotes, orders }
}

const tokens = () => [...(screen.getByLabelText('Token to buy') as HTMLSelectElement).options].map((o) => o.value)

/**
 * Buy, with `account` connected: from Account's Buy button, or (`direct`, so Account does not read a Solana
 * balance from a node this test has not) opened at once.
 */
async function buyWith(api: ReturnType<typeof onrampApi>, account: Record<string, unknown>, direct = false) {
  const rendered = await renderWidget({
    attributes: { 'data-networks': `eip155:31337,${SOLANA}` },
    wrapFetch: api.wrap,
  })
  const history = direct ? [{ name: 'Account' }, { name: 'Buy' }] : [{ name: 'Account' }]
  act(() => rendered.widget.store.set({ status: 'connected', ...account, history } as never))
  await advance()
  if (!direct) fireEvent.click(await advanceUntil(() => screen.getByTestId('buy-button')))
  await advanceUntil(() => screen.getByLabelText('Token to buy'))
  return rendered
}

describe('Buy view with a Solana account', () => {
  it('behavior: a Solana wallet is offered SOL and DUSD on its network; the order names its address and completes', async () => {
    const popup = { location: { replace: vi.fn() }, close: vi.fn(), opener: {} }
    vi.spyOn(window, 'open').mockReturnValue(popup as never)
    const api = onrampApi()
    const { api: fake } = await buyWith(
      api,
      { address: SOLANA_ACCOUNT, chainNamespace: 'solana', chainId: REFERENCE },
      true,
    )
    expect(tokens()).toEqual(['SOL', 'DUSD'])
    expect((screen.getByLabelText('Network') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Solana Local')
    typeInto(screen.getByLabelText('Amount to pay'), '100')
    await advance(500)
    expect(api.quotes.at(-1)).toMatchObject({ network: SOLANA, purchaseCurrency: { id: 'SOL' } })
    expect(screen.getByTestId('buy-receive').textContent).toBe('0.655 SOL')
    const balanceReads = vi.spyOn(fake.answerChainData, 'balance')
    fireEvent.click(screen.getByRole('button', { name: 'Continue to checkout' }))
    await advance()
    expect(api.orders).toEqual([
      expect.objectContaining({
        destinationWallets: [{ address: SOLANA_ACCOUNT, blockchains: [SOLANA], assets: ['SOL'] }],
        defaultNetwork: SOLANA,
      }),
    ])
    expect(popup.location.replace).toHaveBeenCalledWith('http://api.test/onramp/checkout/order-sol')
    expect(screen.getByTestId('buy-status').getAttribute('data-status')).toBe('open')
    await advance(2000)
    await advanceUntil(() => expect(screen.getByTestId('buy-status').getAttribute('data-status')).toBe('pending'))
    await advance(2000)
    await advanceUntil(() => expect(screen.getByTestId('buy-status').textContent).toBe('Purchase complete'))
    // The balances are read again once the SOL landed.
    await advanceUntil(() => expect(balanceReads).toHaveBeenCalled())
  })

  it("behavior: the email wallet's Solana account receives SOL, and its EVM account ETH", async () => {
    vi.spyOn(window, 'open').mockReturnValue({ location: { replace: vi.fn() }, close: vi.fn(), opener: {} } as never)
    const api = onrampApi()
    const { widget } = await buyWith(api, { address: EVM_ACCOUNT, chainNamespace: 'eip155', chainId: 31337 })
    // Before the frame has told the Solana address, only what the EVM account receives is offered.
    expect(tokens()).toEqual(['ETH'])
    act(() => widget.store.set({ emailSolanaAddress: SOLANA_ACCOUNT }))
    await advanceUntil(() => expect(tokens()).toEqual(['ETH', 'SOL', 'DUSD']))
    fireEvent.change(screen.getByLabelText('Token to buy'), { target: { value: 'SOL' } })
    typeInto(screen.getByLabelText('Amount to pay'), '50')
    await advance(500)
    fireEvent.click(screen.getByRole('button', { name: 'Continue to checkout' }))
    await advance()
    expect(api.orders[0]?.destinationWallets[0]).toMatchObject({ address: SOLANA_ACCOUNT, blockchains: [SOLANA] })
  })
})
