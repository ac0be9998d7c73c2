// @vitest-environment happy-dom
/** Account in a DOM: balance, copy, disconnect and networks, over a connected browser wallet. */
import { act, fireEvent, screen } from '@testing-library/preact'
import { describe, expect, it, vi } from 'vitest'
import { deferred } from '../testing/deferred.js'
import { ADDRESS } from './testing/fake-loader.js'
import { advance, renderWidget, useViewTestHooks } from './testing/render-widget.js'

useViewTestHooks()

const ETHER = 10n ** 18n
const ANVIL_RPC = 'http://127.0.0.1:8545'
const addressButton = () => screen.getByRole('button', { name: /^0xf3…b92266\s*, copy the full address$/ })

/** Connects the page's browser wallet from the Connect view (which closes the modal), then opens Account. */
async function account(options: Parameters<typeof renderWidget>[0] = {}) {
  const rendered = await renderWidget(options)
  fireEvent.click(screen.getByRole('button', { name: 'Test Wallet Installed' }))
  await advance()
  expect(screen.queryByRole('dialog')).toBeNull()
  await reopen(rendered.widget)
  return rendered
}

/** Closes the modal if open and opens it again, as the site's `open()` would. */
async function reopen(widget: Awaited<ReturnType<typeof renderWidget>>['widget']) {
  act(() => widget.api.close())
  act(() => widget.api.open())
  await advance()
}

describe('AccountView', () => {
  it('behavior: shows the shortened address (focused), the balance read from the chain, the wallet and the network', async () => {
    const readBalance = vi.fn(async () => 12_345n * 10n ** 14n)
    await account({ readBalance })
    expect(screen.getByRole('heading', { name: 'Account' })).toBeTruthy()
    expect(addressButton().getAttribute('title')).toBe(ADDRESS)
    expect(document.activeElement).toBe(addressButton())
    expect(readBalance).toHaveBeenCalledWith(ANVIL_RPC, ADDRESS)
    expect(screen.getByText('1.234 ETH')).toBeTruthy()
    expect(screen.getByText('Connected with Test Wallet')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Network Anvil Local' })).toBeTruthy()
    // Anvil Local has no block explorer.
    expect(screen.queryByRole('link', { name: 'View on block explorer' })).toBeNull()
  })

  it('behavior: the balance says it is loading until the chain answers', async () => {
    const balance = deferred<bigint>()
    await account({ readBalance: () => balance.promise })
    expect(screen.getByText('Loading balance…')).toBeTruthy()
    balance.resolve(2n * ETHER)
    await advance()
    expect(screen.getByText('2 ETH')).toBeTruthy()
  })

  it('error: a failed read shows "Balance unavailable" and a toast; automatic reads wait 30 s, then the balance comes back', async () => {
    const readBalance = vi.fn<(rpcUrl: string, address: `0x${string}`) => Promise<bigint>>()
    readBalance.mockRejectedValueOnce(new Error('node down')).mockResolvedValue(3n * ETHER)
    const { widget } = await account({ readBalance })
    expect(screen.getByText('Balance unavailable')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toContain('Token Balance Unavailable')
    // Opening Account again within 30 s does not ask the chain again.
    await advance(10_000)
    await reopen(widget)
    expect(screen.getByText('Balance unavailable')).toBeTruthy()
    expect(readBalance).toHaveBeenCalledTimes(1)
    // After the gap the next automatic read does, and the balance shows without reopening.
    await advance(20_000)
    expect(readBalance).toHaveBeenCalledTimes(2)
    expect(screen.getByText('3 ETH')).toBeTruthy()
  })

  it('behavior: the address button copies the full address and says so in a toast that goes away', async () => {
    const writeClipboard = vi.fn(async () => undefined)
    await account({ writeClipboard })
    fireEvent.click(addressButton())
    await advance()
    expect(writeClipboard).toHaveBeenCalledWith(ADDRESS)
    expect(screen.getByRole('status').textContent).toContain('Address copied')
    await advance(2_500)
    expect(screen.queryByText('Address copied')).toBeNull()
  })

  it('error: a refused clipboard shows "Failed to copy address"', async () => {
    await account({ writeClipboard: () => Promise.reject(new Error('denied')) })
    fireEvent.click(addressButton())
    await advance()
    expect(screen.getByRole('alert').textContent).toContain('Failed to copy address')
  })

  it('behavior: Disconnect returns to Connect, tells the site, and asks the wallet to forget the permission', async () => {
    const { loader } = await account()
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
    await advance()
    expect(screen.getByRole('heading', { name: 'Connect Wallet' })).toBeTruthy()
    expect(loader.emittedTypes()).toContain('disconnect')
    expect(loader.requests.map((request) => request.method)).toContain('wallet_revokePermissions')
  })

  it('behavior: the network button lists the networks with the current one marked; Back returns to Account', async () => {
    await account()
    fireEvent.click(screen.getByRole('button', { name: 'Network Anvil Local' }))
    await advance()
    expect(screen.getByRole('heading', { name: 'Choose Network' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Anvil Local Current' }).getAttribute('aria-current')).toBe('true')
    expect(screen.getByRole('button', { name: 'Ethereum' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    await advance()
    expect(screen.getByRole('heading', { name: 'Account' })).toBeTruthy()
  })

  it('behavior: choosing another network switches the wallet; Account shows that network, its balance and explorer link', async () => {
    const readBalance = vi.fn(async (rpcUrl: string) => (rpcUrl === ANVIL_RPC ? ETHER : 5n * ETHER))
    const { loader } = await account({ readBalance })
    loader.handlers.wallet_switchEthereumChain = () => null
    fireEvent.click(screen.getByRole('button', { name: 'Network Anvil Local' }))
    await advance()
    fireEvent.click(screen.getByRole('button', { name: 'Ethereum' }))
    await advance()
    expect(loader.requests.at(-1)).toEqual({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
    expect(screen.getByRole('heading', { name: 'Account' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Network Ethereum' })).toBeTruthy()
    expect(screen.getByText('5 ETH')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'View on block explorer' }).getAttribute('href')).toBe(
      `https://etherscan.io/address/${ADDRESS}`,
    )
  })

  it('behavior: Tab from the last control wraps to the first, Shift+Tab from the first to the last', async () => {
    await account()
    const disconnect = screen.getByRole('button', { name: 'Disconnect' })
    const close = screen.getByRole('button', { name: 'Close' })
    disconnect.focus()
    fireEvent.keyDown(disconnect, { key: 'Tab' })
    expect(document.activeElement).toBe(close)
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(disconnect)
  })
})
