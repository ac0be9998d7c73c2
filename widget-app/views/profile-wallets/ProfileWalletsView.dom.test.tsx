// @vitest-environment happy-dom
/**
 * ProfileWallets and SwitchActiveChain: an EVM and a Solana wallet listed by namespace, switched
 * and disconnected from the list; the 'Multi-Wallet Not Enabled' alert when the project does not
 * enable several connections; a network without a wallet of its namespace offers to connect one.
 */
import { act, fireEvent, screen, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import type { WalletInfo } from '../../../shared/protocol/loader-widget.js'
import { SOLANA_LOCAL_NETWORK_ID } from '../../../shared/solana-networks.js'
import { BROWSER_WALLET } from '../testing/fake-loader.js'
import { advance, advanceUntil, renderWidget, useViewTestHooks } from '../testing/render-widget.js'

useViewTestHooks()

const SOL_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const SOLANA_WALLET: WalletInfo = {
  id: 'wallet-standard:Solana Test Wallet',
  name: 'Solana Test Wallet',
  source: 'wallet-standard',
  chains: [SOLANA_LOCAL_NETWORK_ID],
  features: ['standard:connect', 'standard:events', 'solana:signMessage'],
}

/** The modal over a site with an EVM and a Solana network asking for several connections; `multiWallet` is the project's. */
async function renderTwoWallets(multiWallet: boolean) {
  const rendered = await renderWidget({
    attributes: { 'data-networks': `eip155:31337,${SOLANA_LOCAL_NETWORK_ID}`, 'data-multi-wallet': 'true' },
    wrapFetch: (fetch) => async (input, init) => {
      if (new URL(String(input)).pathname === '/appkit/v1/config') return Response.json({ features: { multiWallet } })
      return fetch(input, init)
    },
  })
  const evmRequest = rendered.loader.loader.walletRequest
  rendered.loader.loader.walletRequest = async (walletId, request) => {
    if (walletId !== SOLANA_WALLET.id) return evmRequest(walletId, request)
    if (request.method === 'standard:connect') return { ok: true, result: { accounts: [{ address: SOL_ADDRESS }] } }
    return { ok: true, result: null }
  }
  const { widget } = rendered
  act(() => widget.api.walletsChanged([BROWSER_WALLET, SOLANA_WALLET]))
  await advanceUntil(() => expect(widget.store.get().wallets).toHaveLength(2))
  await advanceUntil(() => expect(widget.store.get().features).not.toBeNull())
  await act(() => widget.actions.connectWallet(BROWSER_WALLET.id))
  act(() => widget.api.open({ view: 'Connect' }))
  await act(() => widget.actions.connectWallet(SOLANA_WALLET.id))
  act(() => widget.api.open())
  await advance()
  return rendered
}

const row = (wallet: string) =>
  screen.getAllByTestId('connection').find((element) => within(element).queryByText(wallet) !== null)!

describe('ProfileWallets', () => {
  it('behavior: lists both wallets by namespace, switches the active one, and disconnects one', async () => {
    const { widget } = await renderTwoWallets(true)
    fireEvent.click(screen.getByRole('button', { name: /Wallets/ }))
    await advanceUntil(() => screen.getByTestId('profile-wallets'))
    expect(screen.getByRole('heading', { name: 'Ethereum and EVM networks' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Solana' })).toBeTruthy()
    expect(row(BROWSER_WALLET.name).dataset.status).toBe('connected')
    expect(row(SOLANA_WALLET.name).dataset.status).toBe('active')
    expect(within(row(SOLANA_WALLET.name)).getByText('Active')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: `Switch to ${BROWSER_WALLET.name}` }))
    await advanceUntil(() => expect(row(BROWSER_WALLET.name).dataset.status).toBe('active'))
    expect(row(SOLANA_WALLET.name).dataset.status).toBe('connected')
    expect(widget.store.get().connectorId).toBe(BROWSER_WALLET.rdns)

    fireEvent.click(screen.getByRole('button', { name: `Disconnect ${SOLANA_WALLET.name}` }))
    await advanceUntil(() => expect(screen.getAllByTestId('connection')).toHaveLength(1))
    expect(screen.queryByRole('heading', { name: 'Solana' })).toBeNull()
    expect(widget.store.get()).toMatchObject({ status: 'connected', connectorId: BROWSER_WALLET.rdns })
  })

  it('error: without multiWallet in the project, adding a wallet shows the Multi-Wallet Not Enabled alert', async () => {
    const { widget } = await renderTwoWallets(false)
    expect(widget.store.get().connections).toHaveLength(1)
    act(() => widget.actions.push({ name: 'ProfileWallets' }))
    await advanceUntil(() => screen.getByTestId('profile-wallets'))
    expect(screen.queryByTestId('multi-wallet-not-enabled')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Add wallet' }))
    await advance()
    const alert = screen.getByTestId('multi-wallet-not-enabled')
    expect(alert.getAttribute('role')).toBe('alert')
    expect(within(alert).getByText('Multi-Wallet Not Enabled')).toBeTruthy()
    expect(alert.textContent).toContain('Enable multiWallet in the project configuration.')
    expect(widget.store.get().history.at(-1)?.name).toBe('ProfileWallets')
  })
})

describe('SwitchActiveChain', () => {
  it('behavior: a Solana network chosen with only an EVM wallet offers to connect one, on Connect', async () => {
    const { widget } = await renderTwoWallets(true)
    await act(() => widget.actions.disconnectConnection(SOLANA_WALLET.id))
    act(() => widget.api.open({ view: 'Networks' }))
    await advance()
    fireEvent.click(screen.getByRole('button', { name: /Solana Local/ }))
    await advanceUntil(() => screen.getByTestId('switch-active-chain'))
    expect(screen.getByText(/No wallet is connected for Solana Local/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Connect a wallet' }))
    await advance()
    expect(widget.store.get().history.map((view) => view.name)).toEqual(['Networks', 'Connect'])
    expect(widget.store.get().status).toBe('connected')
  })
})
