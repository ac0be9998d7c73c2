// @vitest-environment happy-dom
/** The Swap view with the keyboard and a screen reader: labelled pickers with search, the quote with its details, the product's texts. */
import { act, fireEvent, screen } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import type { Balance } from '../../../shared/contracts/chain-data.js'
import { advance, renderWidget, typeInto, useViewTestHooks } from '../testing/render-widget.js'

useViewTestHooks()

const USDC = 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3'
const DAI = 'eip155:31337:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const ETH = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const TOKENS = [
  { name: 'Ether', symbol: 'ETH', address: ETH, decimals: 18, logoUri: 'http://api.test/public/getTokenImage/ETH' },
  {
    name: 'USD Coin',
    symbol: 'USDC',
    address: USDC,
    decimals: 6,
    logoUri: 'http://api.test/public/getTokenImage/USDC',
  },
  {
    name: 'Dai Stablecoin',
    symbol: 'DAI',
    address: DAI,
    decimals: 18,
    logoUri: 'http://api.test/public/getTokenImage/DAI',
  },
]
const balance = (symbol: string, address: string | undefined, numeric: string, decimals: string, price: number) =>
  ({
    name: symbol,
    symbol,
    chainId: 'eip155:31337',
    ...(address && { address }),
    price,
    value: Number(numeric) * price,
    quantity: { decimals, numeric },
    iconUrl: `http://api.test/public/getTokenImage/${symbol}`,
  }) as Balance
const BALANCES = [
  balance('USDC', USDC, '100', '6', 1),
  balance('ETH', undefined, '1', '18', 2000),
  balance('DAI', DAI, '0', '18', 1),
]

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** The swap API of a network with pools: 1 USDC buys 0.99 DAI; the allowance is zero. */
function swapApi(tokens: (url: URL) => Response = () => json({ tokens: TOKENS })) {
  return (fetch: typeof globalThis.fetch) =>
    (async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input))
      if (url.pathname === '/v1/convert/tokens') return tokens(url)
      if (url.pathname === '/v1/convert/quotes') {
        const amount = BigInt(url.searchParams.get('amount')!)
        const toAmount = String(amount * 99n * 10n ** 10n)
        return json({ quotes: [{ id: null, fromAmount: String(amount), fromAccount: USDC, toAmount, toAccount: DAI }] })
      }
      if (url.pathname === '/v1/convert/allowance') return json({ allowance: '0' })
      if (url.pathname === '/v1/convert/gas-price')
        return json({ standard: '1000000000', fast: '1500000000', instant: '2000000000' })
      if (url.pathname === '/v1/convert/build-approve')
        return json({ tx: { from: USDC, to: USDC, data: '0x', value: '0', eip155: { gas: 50_000, gasPrice: '1' } } })
      if (url.pathname === '/v1/convert/build-transaction')
        return json({
          tx: {
            from: USDC,
            to: USDC,
            data: '0x',
            amount: '1',
            value: '0',
            toAmount: '1',
            toAmountMin: '1',
            eip155: { gas: '150000', gasPrice: '1' },
          },
        })
      return fetch(input, init)
    }) as typeof globalThis.fetch
}

async function swapView(wrapFetch = swapApi()) {
  const rendered = await renderWidget({ wrapFetch })
  rendered.api.answerChainData.balance = async () => ({ balances: BALANCES })
  fireEvent.click(screen.getByRole('button', { name: 'Test Wallet Installed' }))
  await advance()
  act(() => rendered.widget.api.open())
  await advance()
  fireEvent.click(screen.getByTestId('swap-button'))
  await advance(1000)
  return rendered
}

describe('Swap view', () => {
  it('behavior: the native currency is sold first and the next token bought; a picker lists the tokens with balances and USD values and searches them', async () => {
    await swapView()
    expect(screen.getByTestId('swap-sell-token').textContent).toBe('Sell: ETH')
    expect(screen.getByTestId('swap-buy-token').textContent).toBe('Buy: USDC')
    expect(screen.getByTestId('swap-sell-balance').textContent).toBe('Balance: 1 ETH')
    const buy = screen.getByTestId('swap-buy-token')
    expect(buy.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(buy)
    await advance()
    expect(buy.getAttribute('aria-expanded')).toBe('true')
    const search = screen.getByLabelText('Search tokens')
    expect(document.activeElement).toBe(search)
    expect(screen.getByTestId('swap-buy-option-USDC').textContent).toContain('100 · $100')
    typeInto(search, 'dai')
    await advance()
    expect(screen.queryByTestId('swap-buy-option-USDC')).toBeNull()
    fireEvent.click(screen.getByTestId('swap-buy-option-DAI'))
    await advance()
    expect(buy.textContent).toBe('Buy: DAI')
    expect(document.activeElement).toBe(buy)
  })

  it('behavior: Escape closes a picker and gives focus back to its button', async () => {
    await swapView()
    const sell = screen.getByTestId('swap-sell-token')
    fireEvent.click(sell)
    await advance()
    fireEvent.keyDown(screen.getByLabelText('Search tokens'), { key: 'Escape' })
    await advance()
    expect(sell.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(sell)
  })

  it('behavior: a quote arrives once typing pauses, with the price impact, the minimum at 1 % slippage and the fee of both steps', async () => {
    await swapView()
    for (const [side, symbol] of [
      ['sell', 'USDC'],
      ['buy', 'DAI'],
    ]) {
      fireEvent.click(screen.getByTestId(`swap-${side}-token`))
      await advance()
      fireEvent.click(screen.getByTestId(`swap-${side}-option-${symbol}`))
      await advance()
    }
    expect((screen.getByLabelText('Slippage tolerance (%)') as HTMLInputElement).value).toBe('1')
    typeInto(screen.getByLabelText('Amount to sell'), '10')
    await advance(100)
    expect(screen.getByTestId('swap-quote').textContent).toBe('Getting a quote…')
    await advance(400)
    expect(screen.getByTestId('swap-quote').textContent).toBe('9.9 DAI (≈ $9.9)')
    expect(screen.getByTestId('swap-price-impact').textContent).toBe('1%')
    expect(screen.getByTestId('swap-minimum').textContent).toBe('9.801 DAI')
    expect(screen.getByTestId('swap-fee').getAttribute('data-wei')).toBe(String(200_000n * 10n ** 9n))
    expect(screen.getByTestId('swap-fee').textContent).toBe('0.0002 ETH (≈ $0.4)')
    expect(screen.getByTestId('swap-approval-needed').textContent).toBe('Approve USDC first: two transactions')
    expect(screen.getByRole('button', { name: 'Approve USDC and swap' })).toBeTruthy()
  })

  it('error: a bad amount is announced on the field while typing', async () => {
    await swapView()
    const amount = screen.getByLabelText('Amount to sell')
    typeInto(amount, '1.5')
    await advance()
    expect(amount.getAttribute('aria-invalid')).toBe('true')
    const message = document.getElementById(amount.getAttribute('aria-describedby')!)!
    expect(message.textContent).toBe('The amount is more than the balance')
    expect(message.getAttribute('aria-live')).toBe('polite')
  })

  it('behavior: with the swaps switch off, Account offers no Swap button', async () => {
    const { widget } = await swapView()
    act(() => widget.actions.back())
    await advance()
    expect(screen.getByTestId('swap-button')).toBeTruthy()
    act(() => widget.store.set({ features: { ...widget.store.get().features!, swaps: false } }))
    await advance()
    expect(screen.queryByTestId('swap-button')).toBeNull()
    expect(screen.getByTestId('send-button')).toBeTruthy()
  })

  it('error: a network the server cannot swap on shows the product text', async () => {
    await swapView(swapApi(() => json({ error: 'Network not supported for Swaps' }, 400)))
    expect(screen.getByRole('alert').textContent).toBe('Network not supported for Swaps')
  })
})
