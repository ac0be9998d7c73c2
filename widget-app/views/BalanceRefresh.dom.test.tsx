// @vitest-environment happy-dom
/** The balance in Account kept current: reads on showing and on new blocks, "Try again", one toast per failure streak. */
import { act, fireEvent, screen } from '@testing-library/preact'
import { describe, expect, it, vi } from 'vitest'
import { BLOCK_POLL_MS } from '../state/balance-refresh.js'
import { advance, renderWidget, useViewTestHooks } from './testing/render-widget.js'

useViewTestHooks()

const ETHER = 10n ** 18n

/** Account over a chain whose balance and block number the test moves. */
async function account() {
  const chain = { balance: ETHER as bigint | Error, block: 1n as bigint | Error }
  const readBalance = vi.fn(async () => {
    if (chain.balance instanceof Error) throw chain.balance
    return chain.balance
  })
  const readBlockNumber = vi.fn(async () => {
    if (chain.block instanceof Error) throw chain.block
    return chain.block
  })
  const rendered = await renderWidget({ readBalance, readBlockNumber })
  fireEvent.click(screen.getByRole('button', { name: 'Test Wallet Installed' }))
  await advance()
  act(() => rendered.widget.api.open())
  await advance()
  const toasts = () => [...document.querySelectorAll('[role="alert"]')].map((node) => node.textContent ?? '')
  return { ...rendered, chain, readBalance, readBlockNumber, toasts }
}

describe('balance refresh', () => {
  it('behavior: a reopen reads again even inside the 30 s cache, and a new block reads again; the same block does not', async () => {
    const { widget, chain, readBalance } = await account()
    const calls = readBalance.mock.calls.length
    chain.balance = 2n * ETHER
    act(() => widget.api.close())
    act(() => widget.api.open())
    await advance()
    expect(readBalance.mock.calls.length).toBe(calls + 1)
    expect(screen.getByText('2 ETH')).toBeTruthy()
    // The same block: nothing is read.
    await advance(BLOCK_POLL_MS * 2)
    expect(readBalance.mock.calls.length).toBe(calls + 1)
    chain.block = 2n
    chain.balance = 5n * ETHER
    await advance(BLOCK_POLL_MS)
    expect(readBalance.mock.calls.length).toBe(calls + 2)
    expect(screen.getByText('5 ETH')).toBeTruthy()
  })

  it('error: a node that stops answering turns the figure into "Balance unavailable" with one toast per failure streak', async () => {
    const { chain, toasts } = await account()
    expect(screen.getByText('1 ETH')).toBeTruthy()
    chain.block = new Error('node down')
    chain.balance = new Error('node down')
    await advance(BLOCK_POLL_MS)
    expect(screen.getByText('Balance unavailable')).toBeTruthy()
    expect(toasts().filter((text) => text.includes('Token Balance Unavailable'))).toHaveLength(1)
    await advance(2_500)
    // The next automatic read after the gap fails again: no second toast.
    await advance(30_000)
    expect(screen.getByText('Balance unavailable')).toBeTruthy()
    expect(toasts().filter((text) => text.includes('Token Balance Unavailable'))).toHaveLength(0)
    // The node comes back: the balance returns without a reload.
    chain.block = 3n
    chain.balance = 4n * ETHER
    await advance(30_000 + BLOCK_POLL_MS)
    expect(screen.getByText('4 ETH')).toBeTruthy()
  })

  it('behavior: "Try again" reads at once, inside the retry gap', async () => {
    const { chain, readBalance } = await account()
    chain.block = new Error('node down')
    chain.balance = new Error('node down')
    await advance(BLOCK_POLL_MS)
    const calls = readBalance.mock.calls.length
    chain.balance = 7n * ETHER
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await advance()
    expect(readBalance.mock.calls.length).toBe(calls + 1)
    expect(screen.getByText('7 ETH')).toBeTruthy()
  })

  it('behavior: nothing polls while the modal is closed', async () => {
    const { widget, readBlockNumber, readBalance } = await account()
    act(() => widget.api.close())
    await advance()
    const blocks = readBlockNumber.mock.calls.length
    const balances = readBalance.mock.calls.length
    await advance(BLOCK_POLL_MS * 10)
    expect(readBlockNumber.mock.calls.length).toBe(blocks)
    expect(readBalance.mock.calls.length).toBe(balances)
    expect(vi.getTimerCount()).toBe(0)
  })
})
