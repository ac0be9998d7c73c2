// @vitest-environment happy-dom
/** The Send view with the keyboard and a screen reader: labelled fields, the rule broken announced beside its field, a send through the wallet. */
import { act, fireEvent, screen } from '@testing-library/preact'
import { describe, expect, it, vi } from 'vitest'
import type { Balance } from '../../../shared/contracts/chain-data.js'
import { ADDRESS } from '../testing/fake-loader.js'
import { advance, renderWidget, typeInto, useViewTestHooks } from '../testing/render-widget.js'

vi.mock('../../namespaces/eip155/send-reads.js', () => ({
  estimateEvmGas: async () => ({ gas: 21_000n, fees: { maxFeePerGas: 2_000_000_000n, maxPriorityFeePerGas: 1n } }),
  readEvmReceipt: async () => 'success',
}))

useViewTestHooks()

const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const BALANCES: Balance[] = [
  {
    name: 'Widget Token',
    symbol: 'WDT',
    chainId: 'eip155:31337',
    address: `eip155:31337:${token}`,
    price: 1,
    quantity: { decimals: '6', numeric: '25.5' },
    iconUrl: 'http://api.test/public/getTokenImage/WDT',
  },
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:31337',
    price: 2000,
    quantity: { decimals: '18', numeric: '1' },
    iconUrl: 'http://api.test/public/getTokenImage/ETH',
  },
]

async function sendView() {
  const rendered = await renderWidget()
  rendered.api.answerChainData.balance = async () => ({ balances: BALANCES })
  fireEvent.click(screen.getByRole('button', { name: 'Test Wallet Installed' }))
  await advance()
  act(() => rendered.widget.api.open())
  await advance()
  fireEvent.click(screen.getByTestId('send-button'))
  await advance(1000)
  return rendered
}

describe('Send view', () => {
  it('behavior: every field has its label; the native currency is picked first; the fee shows in ETH and USD', async () => {
    await sendView()
    const picker = screen.getByLabelText('Token') as HTMLSelectElement
    expect([...picker.options].map((option) => option.textContent)).toEqual(['ETH', 'WDT · Widget Token'])
    expect(picker.value).toBe('native:ETH')
    expect(screen.getByLabelText('Amount')).toBeTruthy()
    expect(screen.getByLabelText('Receiver address')).toBeTruthy()
    expect(screen.getByTestId('send-token-balance').textContent).toBe('Balance: 1 ETH')
    await advance(500)
    expect(screen.getByTestId('send-fee').textContent).toBe('Network fee0.000042 ETH (≈ $0.084)')
  })

  it('error: an empty receiver is announced on its field: aria-invalid, aria-describedby, a live region', async () => {
    await sendView()
    const amount = screen.getByLabelText('Amount')
    typeInto(amount, '0.1')
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await advance()
    const receiver = screen.getByLabelText('Receiver address')
    expect(receiver.getAttribute('aria-invalid')).toBe('true')
    const message = document.getElementById(receiver.getAttribute('aria-describedby')!)!
    expect(message.textContent).toBe('An amount and receiver address are required')
    expect(message.getAttribute('aria-live')).toBe('polite')
    expect(amount.getAttribute('aria-invalid')).toBeNull()
  })

  it('error: a bad amount is announced while typing, beside the amount', async () => {
    await sendView()
    const amount = screen.getByLabelText('Amount')
    typeInto(amount, '1e3')
    await advance()
    expect(amount.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(amount.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Write the amount in digits, without an exponent (e.g. 0.001)',
    )
    typeInto(amount, '2')
    await advance()
    expect(screen.getByTestId('send-amount-error').textContent).toBe('The amount is more than the balance')
    typeInto(amount, '0.99999')
    await advance(500)
    expect(screen.getByTestId('send-amount-error').textContent).toBe('The network fee is more than the balance')
    typeInto(amount, '0.5')
    await advance()
    expect(screen.getByTestId('send-amount-error').textContent).toBe('')
    expect(amount.getAttribute('aria-invalid')).toBeNull()
  })

  it('behavior: Max, a receiver and Send: the wallet gets the ERC-20 transfer and the view is replaced with Account', async () => {
    const { loader, widget } = await sendView()
    loader.handlers.eth_sendTransaction = async () => `0x${'cd'.repeat(32)}`
    const picker = screen.getByLabelText('Token') as HTMLSelectElement
    fireEvent.input(picker, { target: { value: token.toLowerCase() } })
    await advance()
    fireEvent.click(screen.getByRole('button', { name: 'Max' }))
    await advance()
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('25.5')
    typeInto(screen.getByLabelText('Receiver address'), bob)
    await advance(500)
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await advance()
    const sent = loader.requests.filter((request) => request.method === 'eth_sendTransaction')
    expect(sent).toHaveLength(1)
    expect(sent[0]!.params).toEqual([
      expect.objectContaining({ from: ADDRESS, to: token, data: expect.stringMatching(/^0xa9059cbb/) }),
    ])
    expect(widget.store.get().history.at(-1)).toEqual({ name: 'Account' })
  })

  it('behavior: a transaction a WalletConnect wallet has not answered is listed on Send with its Cancel request', async () => {
    const { widget } = await sendView()
    act(() =>
      widget.store.set((state) => ({
        walletConnect: {
          ...state.walletConnect,
          requests: [{ id: 7, method: 'eth_sendTransaction', deadline: Date.now() + 60_000 }],
        },
      })),
    )
    await advance()
    expect(screen.getByTestId('pending-request').textContent).toContain('Send a transaction')
    expect(screen.getByRole('button', { name: 'Cancel request' })).toBeTruthy()
  })
})
