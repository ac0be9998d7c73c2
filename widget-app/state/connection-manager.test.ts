import { describe, expect, it } from 'vitest'
import { createWidget } from './widget.js'
import {
  ADDRESS,
  ANVIL_CHAIN_ID,
  ATTRIBUTES,
  WALLET,
  connected,
  fakeLoader,
  fakeWallet,
  memoryStorage,
  settle,
  setup,
  userRejected,
} from './testing/widget-fakes.js'

describe('connecting', () => {
  it('behavior: the site provider gets connect and accountsChanged, and the last snapshot has the CAIP-10 address', async () => {
    const { loader } = await connected()
    expect(loader.providerEvents).toContainEqual(['connect', { chainId: '0x7a69' }])
    expect(loader.providerEvents).toContainEqual(['accountsChanged', [ADDRESS]])
    expect(loader.emittedTypes()).toContain('connect')
    const last = loader.emitted.at(-1)!
    expect(last.state).toMatchObject({
      status: 'connected',
      caipAddress: `eip155:31337:${ADDRESS}`,
      address: ADDRESS,
      chainId: 31337,
      caipNetworkId: 'eip155:31337',
      networkSupported: true,
      connectorId: WALLET.rdns,
      walletName: WALLET.name,
    })
  })

  it('error: a wallet that rejects the connection leaves the widget disconnected with the error shown', async () => {
    const context = setup()
    context.wallet.handlers.eth_requestAccounts = () => {
      throw userRejected()
    }
    context.widget.api.open()
    await context.widget.actions.connectWallet(WALLET.id)
    expect(context.widget.store.get()).toMatchObject({
      status: 'disconnected',
      connectError: 'User rejected the request.',
    })
    const errorEvent = context.loader.emitted.find((event) => event.type === 'error')
    expect(errorEvent?.error).toMatchObject({ code: 4001, message: 'User rejected the request.' })
    // The user is still on the connecting view, with the error and a retry.
    expect(context.view()).toBe('ConnectingExternal')
  })
})

describe('wallet events', () => {
  it('behavior: accountsChanged [] from the wallet disconnects', async () => {
    const { widget, loader } = await connected()
    loader.providerEvents.length = 0
    widget.api.walletEvent(WALLET.id, 'accountsChanged', [])
    await settle()
    expect(loader.emitted.at(-1)?.type).toBe('disconnect')
    expect(loader.emitted.at(-1)?.state).toMatchObject({ status: 'disconnected', caipAddress: null, address: null })
    expect(loader.providerEvents).toContainEqual(['accountsChanged', []])
    const disconnect = loader.providerEvents.find(([event]) => event === 'disconnect')
    expect(disconnect?.[1]).toMatchObject({ code: 4900 })
    expect(await widget.api.providerRequest({ method: 'eth_accounts' })).toEqual({ ok: true, result: [] })
  })

  it('behavior: chainChanged to a chain the site did not configure opens the modal on UnsupportedChain', async () => {
    const { widget, loader, view } = await connected()
    expect(widget.store.get().open).toBe(false)
    widget.api.walletEvent(WALLET.id, 'chainChanged', '0x89') // Polygon, not configured
    expect(loader.providerEvents).toContainEqual(['chainChanged', '0x89'])
    expect(widget.store.get().open).toBe(true)
    expect(loader.visible.at(-1)).toBe(true)
    expect(view()).toBe('UnsupportedChain')
    expect(loader.emitted.at(-1)?.state).toMatchObject({ chainId: 137, networkSupported: false })
  })

  it('behavior: with data-allow-unsupported-chain="true" the modal stays closed', async () => {
    const { widget, loader } = await connected({ attributes: { 'data-allow-unsupported-chain': 'true' } })
    const shownBefore = loader.visible.length
    widget.api.walletEvent(WALLET.id, 'chainChanged', '0x89')
    await settle()
    expect(widget.store.get().open).toBe(false)
    expect(loader.visible.length).toBe(shownBefore)
    expect(loader.providerEvents).toContainEqual(['chainChanged', '0x89'])
    expect(await widget.api.providerRequest({ method: 'eth_chainId' })).toEqual({ ok: true, result: '0x89' })
  })

  it('behavior: chainChanged to a configured chain does not open the modal', async () => {
    const { widget } = await connected()
    widget.api.walletEvent(WALLET.id, 'chainChanged', '0x1')
    await settle()
    expect(widget.store.get()).toMatchObject({ open: false, chainId: 1 })
  })

  it('behavior: events from a wallet that is not connected are ignored', async () => {
    const { widget, loader } = setup()
    widget.api.walletEvent(WALLET.id, 'chainChanged', '0x89')
    widget.api.walletEvent('some-other-wallet', 'accountsChanged', [])
    expect(loader.providerEvents).toEqual([])
    expect(widget.store.get().open).toBe(false)
  })
})

describe('reconnect', () => {
  it('behavior: a new controller with the same saved storage reconnects silently with eth_accounts, without opening the modal', async () => {
    const { storage } = await connected()

    const reloaded = setup({ saved: storage.saved() })
    await settle()
    expect(reloaded.wallet.methods()).toContain('eth_accounts')
    expect(reloaded.wallet.methods()).not.toContain('eth_requestAccounts')
    expect(reloaded.loader.visible).toEqual([])
    expect(reloaded.widget.store.get()).toMatchObject({
      open: false,
      status: 'connected',
      address: ADDRESS,
      chainId: ANVIL_CHAIN_ID,
    })
    expect(reloaded.widget.store.get().recentWallets).toEqual([{ id: WALLET.rdns, name: WALLET.name }])
    expect(reloaded.loader.emittedTypes()).toEqual(['connect'])
  })

  it('behavior: a locked wallet (eth_accounts []) on reload stays disconnected, silently', async () => {
    const { storage } = await connected()
    const wallet = fakeWallet()
    wallet.handlers.eth_accounts = () => []
    const loader = fakeLoader(wallet)
    const widget = createWidget({
      loader: loader.loader,
      storage: memoryStorage(),
      afterPaint: (callback) => callback(),
    })
    widget.api.configure(ATTRIBUTES, storage.saved())
    widget.api.walletsChanged([WALLET])
    await settle()
    expect(widget.store.get().status).toBe('disconnected')
    expect(loader.visible).toEqual([])
    expect(wallet.methods()).toEqual(['eth_accounts'])

    // A later wallet list (another wallet announcing itself) does not ask again.
    widget.api.walletsChanged([WALLET, { id: 'uuid-other', name: 'Other', source: 'eip6963' }])
    await settle()
    expect(wallet.methods()).toEqual(['eth_accounts'])
  })

  it('behavior: after the user disconnects, a reload does not reconnect', async () => {
    const { widget, storage } = await connected()
    await widget.api.disconnect()
    const reloaded = setup({ saved: storage.saved() })
    await settle()
    expect(reloaded.wallet.requests).toEqual([])
    expect(reloaded.widget.store.get().status).toBe('disconnected')
  })
})
