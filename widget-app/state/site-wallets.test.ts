import { describe, expect, it } from 'vitest'
import type { WalletInfo } from '../../shared/protocol/loader-widget.js'
import { ADDRESS, WALLET, connected, settle, setup } from './testing/widget-fakes.js'

const PNG = 'data:image/png;base64,iVBORw0KGgo='

describe("the site's wallets", () => {
  it('behavior: the announced list reaches the views in order, malformed entries and unsafe icons dropped', () => {
    const { widget } = setup()
    const legacy: WalletInfo = { id: 'injected', name: 'Browser Wallet', source: 'legacy' }
    widget.api.walletsChanged([
      { ...WALLET, icon: 'javascript:alert(1)' },
      { id: 'nameless', name: '', source: 'eip6963' },
      { id: 'uuid-png', name: 'Png Wallet', icon: PNG, source: 'eip6963' },
      legacy,
    ])
    expect(widget.store.get().wallets).toEqual([
      { id: WALLET.id, name: WALLET.name, rdns: WALLET.rdns, source: 'eip6963' },
      { id: 'uuid-png', name: 'Png Wallet', icon: PNG, source: 'eip6963' },
      legacy,
    ])
  })

  it('error: picking a wallet the page no longer announces shows "Provider not found." and asks nobody', async () => {
    const { widget, wallet } = setup()
    widget.api.walletsChanged([])
    widget.api.open()
    await widget.actions.connectWallet(WALLET.id)
    expect(widget.store.get().toast).toMatchObject({ open: true, variant: 'error', message: 'Provider not found.' })
    expect(wallet.requests).toEqual([])
  })

  it("behavior: the connected wallet's accountsChanged moves the account and tells the site", async () => {
    const { widget, loader } = await connected()
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    widget.api.walletEvent(WALLET.id, 'accountsChanged', [other, ADDRESS])
    expect(widget.store.get().address).toBe(other)
    expect(widget.store.get().connections[0]?.accounts).toEqual([{ address: other }])
    expect(loader.providerEvents.at(-1)).toEqual(['accountsChanged', [other]])
    expect(loader.emittedTypes().at(-1)).toBe('accountChanged')
  })

  it('error: an accountsChanged with nothing that is an address disconnects, like an empty one', async () => {
    const { widget, loader } = await connected()
    widget.api.walletEvent(WALLET.id, 'accountsChanged', ['not an address'])
    await settle()
    expect(widget.store.get().status).toBe('disconnected')
    expect(loader.emittedTypes().at(-1)).toBe('disconnect')
  })
})
