// @vitest-environment happy-dom
/**
 * The email wallet's Solana account in Account: its SOL balance is read when the row appears, and again when a
 * purchase to it completes while Account is on screen (the figure follows without leaving Account).
 */
import { act, fireEvent, screen } from '@testing-library/preact'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SOLANA_LOCAL_NETWORK_ID } from '../../../shared/solana-networks.js'
import { createFakeSecureFrame, GOOD_OTP } from '../testing/fake-secure-frame.js'
import { advance, advanceUntil, renderWidget, typeInto, useViewTestHooks } from '../testing/render-widget.js'

useViewTestHooks()
afterEach(() => vi.restoreAllMocks())

const SOLANA = SOLANA_LOCAL_NETWORK_ID
const SOLANA_ACCOUNT = 'ALJ3oQxS3aZVbj3QzFcumEDuMyFkBdwZiEhknC71ykUk'

const json = (body: unknown) => Response.json(body)
const solNetwork = { name: SOLANA, display_name: 'Solana Local', chain_id: SOLANA.slice(7), contract_address: '' }
const OPTIONS = {
  paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] }],
  purchaseCurrencies: [{ id: 'SOL', name: 'Solana', symbol: 'SOL', networks: [solNetwork] }],
}

/** The onramp of the deployment: one SOL order, pending until `complete()`, then completed. */
function onramp() {
  let status: 'pending' | 'completed' = 'pending'
  const wrap = (fetch: typeof globalThis.fetch) =>
    (async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input))
      if (url.pathname === '/v1/onramp/options') return json(OPTIONS)
      if (url.pathname === '/v1/onramp/quote') {
        const usd = (amount: string) => ({ amount, currency: 'USD' })
        return json({
          paymentTotal: usd('50'),
          paymentSubtotal: usd('48.25'),
          providerFee: usd('1.50'),
          networkFee: usd('0.25'),
          purchaseAmount: { amount: '0.655', currency: 'SOL' },
          quoteId: 'q-sol',
        })
      }
      if (url.pathname === '/v1/generators/onrampurl')
        return json({ url: 'http://api.test/onramp/checkout/order-sol', orderId: 'order-sol' })
      if (url.pathname === '/v1/onramp/orders/order-sol')
        return json({
          orderId: 'order-sol',
          status,
          chainId: SOLANA,
          address: SOLANA_ACCOUNT,
          purchaseCurrency: 'SOL',
          paymentCurrency: 'USD',
          paymentMethod: 'card',
          ...(status === 'completed' && { txHash: '5'.repeat(88) }),
        })
      return fetch(input, init)
    }) as typeof globalThis.fetch
  return { wrap, complete: () => void (status = 'completed') }
}

describe("the email wallet's Solana account in Account", () => {
  it('behavior: a purchase to it that completes while Account is shown refreshes its balance there, from the server', async () => {
    vi.spyOn(window, 'open').mockReturnValue({ location: { replace: vi.fn() }, close: vi.fn(), opener: {} } as never)
    const frame = createFakeSecureFrame()
    const evmAnswers = frame.handlers.rpcRequest!
    frame.handlers.rpcRequest = (payload) =>
      payload.method === 'solana_getAccounts' ? { result: [{ pubkey: SOLANA_ACCOUNT }] } : evmAnswers(payload)
    const order = onramp()
    const { widget, api } = await renderWidget({
      secureFrame: frame,
      attributes: { 'data-networks': `eip155:31337,${SOLANA}` },
      wrapFetch: order.wrap,
    })
    // The server's SOL figure of the Solana account; each read records whether it skipped the server's cache.
    let lamports = '1'
    const reads: { forced: boolean }[] = []
    api.answerChainData.balance = async (url) => {
      if (!url.pathname.includes(SOLANA_ACCOUNT)) return { balances: [] }
      reads.push({ forced: url.searchParams.get('forceUpdate') === 'true' })
      const quantity = { decimals: '9', numeric: lamports }
      return { balances: [{ name: 'Solana', symbol: 'SOL', chainId: SOLANA, price: 150, quantity, iconUrl: '' }] }
    }
    typeInto(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com')
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await advance()
    typeInto(screen.getByRole('textbox', { name: 'Code' }), GOOD_OTP)
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await advanceUntil(() => expect(widget.store.get().emailSolanaAddress).toBe(SOLANA_ACCOUNT))
    act(() => widget.api.open({ view: 'Account' }))
    await advanceUntil(() => expect(screen.getByTestId('email-solana-balance').textContent).toBe('1 SOL'))

    // Buy SOL to the Solana account, then back to Account while the order is pending.
    fireEvent.click(screen.getByTestId('buy-button'))
    await advanceUntil(() => screen.getByLabelText('Token to buy'))
    fireEvent.change(screen.getByLabelText('Token to buy'), { target: { value: 'SOL' } })
    typeInto(screen.getByLabelText('Amount to pay'), '50')
    await advance(500)
    fireEvent.click(screen.getByRole('button', { name: 'Continue to checkout' }))
    await advance(2000)
    await advanceUntil(() => expect(screen.getByTestId('buy-status').getAttribute('data-status')).toBe('pending'))
    act(() => widget.actions.back())
    const row = await advanceUntil(() => screen.getByTestId('email-solana-balance'))
    expect(row.textContent).toBe('1 SOL')
    const readsBefore = reads.length

    // The SOL lands and the order completes: the figure on screen follows, read past the server's cache.
    lamports = '1.655'
    order.complete()
    await advance(2000)
    await advanceUntil(() => expect(screen.getByTestId('email-solana-balance').textContent).toBe('1.655 SOL'))
    expect(screen.getByTestId('email-solana-balance')).toBe(row)
    expect(widget.store.get().history.at(-1)?.name).toBe('Account')
    expect(reads.slice(readsBefore)).toContainEqual({ forced: true })
  })
})
