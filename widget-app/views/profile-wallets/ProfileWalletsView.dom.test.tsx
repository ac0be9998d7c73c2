// @vitest-environment happy-dom
/**
 * ProfileWallets and SwitchActiveChain: an EVM and a Solana wallet listed by namespace, switched
 * and disconnected from the list; the 'Multi-Wallet Not Enabled' alert when the project does not
 * enable several connections; a network without a wallet of its namespace offers to connect one.
 */
import { act, fireEvent, screen, within } from '@testing-library/preact'
import { describe, expect, it } from 'vitest'
import type { WalletInfo } from '../../../shared/protocol/loader-widget.js'
import { BITCOIN_LOCAL_NAME, BITCOIN_LOCAL_NETWORK_ID } from '../../../shared/bitcoin-networks.js'
import { listedNetwork } from '../../../shared/namespace-network-ids.js'
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
async function renderTwoWallets(
  multiWallet: boolean,
  networks = `eip155:31337,${SOLANA_LOCAL_NETWORK_ID}`,
  readBalance?: () => Promise<bigint>,
) {
  const rendered = await renderWidget({
    ...(readBalance && { readBalance }),
    attributes: { 'data-networks': networks, 'data-multi-wallet': 'true' },
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

  it('behavior: the balance of the connection that is not active is read with the active one, listed and in getState()', async () => {
    let wei = 1_234_500_000_000_000_000n
    const { widget, loader } = await renderTwoWallets(true, undefined, async () => wei)
    // Account reads the active (Solana) balance, and with it the EVM connection's.
    await advanceUntil(() => expect(loader.emitted.at(-1)?.state.accounts?.eip155?.balance).toBe('1.2345'))
    expect(loader.emitted.at(-1)?.state.accounts?.eip155).toMatchObject({ active: false, balanceSymbol: 'ETH' })
    fireEvent.click(screen.getByRole('button', { name: /Wallets/ }))
    await advanceUntil(() => screen.getByTestId('profile-wallets'))
    const evmBalance = within(row(BROWSER_WALLET.name)).getByTestId('connection-balance')
    expect(evmBalance.dataset.value).toBe(wei.toString())
    expect(evmBalance.textContent).toContain('ETH')
    expect(evmBalance.getAttribute('title')).toBe('1.2345 ETH')

    // Refreshed when the active one's is: Account's next reading brings the new figure.
    wei = 2n * 10n ** 18n
    act(() => widget.api.open({ view: 'Account' }))
    await advanceUntil(() => expect(loader.emitted.at(-1)?.state.accounts?.eip155?.balance).toBe('2'))

    // Switched to, it shows that figure at once as the active account's.
    await act(async () => void (await widget.actions.switchConnection(BROWSER_WALLET.rdns!)))
    expect(widget.store.get().balance).toEqual({ state: 'ready', value: wei })
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

  it('behavior: the wallet connected from SwitchActiveChain is switched to the network chosen there', async () => {
    const { widget, loader } = await renderTwoWallets(true, `eip155:31337,eip155:1,${SOLANA_LOCAL_NETWORK_ID}`)
    let walletChain = 31337
    loader.handlers.eth_chainId = () => `0x${walletChain.toString(16)}`
    loader.handlers.wallet_switchEthereumChain = (params) => {
      walletChain = Number.parseInt((params as [{ chainId: string }])[0].chainId, 16)
      return null
    }
    await act(() => widget.actions.disconnectConnection(BROWSER_WALLET.rdns!))
    expect(widget.store.get()).toMatchObject({
      chainNamespace: 'solana',
      connections: [{ walletName: 'Solana Test Wallet' }],
    })
    act(() => widget.api.open({ view: 'Networks' }))
    await advance()
    fireEvent.click(screen.getByRole('button', { name: /Ethereum/ }))
    await advanceUntil(() => screen.getByTestId('switch-active-chain'))
    fireEvent.click(screen.getByRole('button', { name: 'Connect a wallet' }))
    await advanceUntil(() => screen.getByRole('button', { name: new RegExp(`^${BROWSER_WALLET.name}`) }))
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${BROWSER_WALLET.name}`) }))

    await advanceUntil(() => expect(widget.store.get().chainId).toBe(1))
    expect(walletChain).toBe(1)
    const changed = loader.emitted.filter((event) => event.type === 'chainChanged').at(-1)
    expect(changed?.state).toMatchObject({
      caipNetworkId: 'eip155:1',
      accounts: { eip155: { active: true, caipNetworkId: 'eip155:1' }, solana: { active: false } },
    })
    // Asked once: a later connection of that namespace is not switched again.
    expect(loader.requests.filter((request) => request.method === 'wallet_switchEthereumChain')).toHaveLength(1)
  })

  it('behavior: closing the modal before connecting forgets the network chosen on SwitchActiveChain', async () => {
    const { widget, loader } = await renderTwoWallets(true, `eip155:31337,eip155:1,${SOLANA_LOCAL_NETWORK_ID}`)
    await act(() => widget.actions.disconnectConnection(BROWSER_WALLET.rdns!))
    act(() => widget.api.open({ view: 'Networks' }))
    await advance()
    fireEvent.click(screen.getByRole('button', { name: /Ethereum/ }))
    await advanceUntil(() => screen.getByTestId('switch-active-chain'))
    await act(() => widget.api.close())
    act(() => widget.api.open({ view: 'Connect' }))
    await act(() => widget.actions.connectWallet(BROWSER_WALLET.id))
    await advance()
    expect(widget.store.get()).toMatchObject({ chainNamespace: 'eip155', chainId: 31337 })
    expect(loader.requests.map((request) => request.method)).not.toContain('wallet_switchEthereumChain')
  })
})

describe('a bip122 network before its adapter brings its record', () => {
  it('behavior: is named by its chain family, never by its CAIP-2 id, in Networks and SwitchActiveChain; then by its name', async () => {
    const { widget } = await renderTwoWallets(
      true,
      `eip155:31337,${SOLANA_LOCAL_NETWORK_ID},${BITCOIN_LOCAL_NETWORK_ID}`,
    )
    const networks = () => widget.store.get().config!.networks
    const record = await advanceUntil(() => {
      const found = networks().find((network) => network.name === BITCOIN_LOCAL_NAME)
      expect(found).toBeDefined()
      return found!
    })
    // The configuration as it is until the adapter's download ends: the id alone.
    const placeholder = listedNetwork(BITCOIN_LOCAL_NETWORK_ID)!
    act(() => {
      const config = widget.store.get().config!
      widget.store.set({ config: { ...config, networks: networks().map((n) => (n === record ? placeholder : n)) } })
    })
    act(() => widget.api.open({ view: 'Networks' }))
    await advance()
    const option = () => document.querySelector(`[data-network="${BITCOIN_LOCAL_NETWORK_ID}"]`)!
    expect(option().textContent).toContain('Bitcoin')
    expect(document.body.textContent).not.toContain(BITCOIN_LOCAL_NETWORK_ID)
    fireEvent.click(option())
    await advanceUntil(() => screen.getByTestId('switch-active-chain'))
    expect(screen.getByText(/No wallet is connected for Bitcoin\./)).toBeTruthy()

    // The record arrives: the views name the network without being opened again.
    act(() => widget.actions.back())
    await advanceUntil(() => screen.getByRole('button', { name: /Bitcoin/ }))
    act(() => {
      const config = widget.store.get().config!
      widget.store.set({ config: { ...config, networks: networks().map((n) => (n === placeholder ? record : n)) } })
    })
    await advanceUntil(() => expect(option().textContent).toContain(BITCOIN_LOCAL_NAME))
  })
})
