import { describe, expect, it } from 'vitest'
import { ANVIL_CHAIN_ID, connected, userRejected } from './testing/widget-fakes.js'

describe('switching network', () => {
  it('error: a switch the wallet rejects (4001) goes back one view and shows an error toast', async () => {
    const { widget, wallet, view } = await connected()
    widget.api.open({ view: 'Networks' })
    let viewDuringSwitch: string | undefined
    wallet.handlers.wallet_switchEthereumChain = () => {
      viewDuringSwitch = view()
      throw userRejected()
    }
    await widget.actions.switchNetwork('eip155:1')
    expect(viewDuringSwitch).toBe('SwitchNetwork')
    expect(widget.store.get().history.map((entry) => entry.name)).toEqual(['Networks'])
    expect(widget.store.get().toast).toEqual({ open: true, variant: 'error', message: 'User rejected the request.' })
    expect(widget.store.get().chainId).toBe(ANVIL_CHAIN_ID)
    expect(wallet.requests.at(-1)).toEqual({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
  })

  it('behavior: a switch the wallet accepts moves to the chain and tells the site', async () => {
    const { widget, wallet, loader } = await connected()
    widget.api.open({ view: 'Networks' })
    wallet.handlers.wallet_switchEthereumChain = () => null
    await widget.actions.switchNetwork('eip155:1')
    expect(widget.store.get().chainId).toBe(1)
    expect(loader.providerEvents).toContainEqual(['chainChanged', '0x1'])
  })
})
