/**
 * The widget with a Solana network in `data-networks`: the solana adapter is downloaded then, the
 * page's Wallet Standard wallets are listed once it is in, and the site's Solana provider is
 * answered; without one, Solana costs nothing and its requests are refused.
 */
import { describe, expect, it, vi } from 'vitest'
import type { WalletInfo } from '../../shared/protocol/loader-widget.js'
import { SOLANA_LOCAL_NETWORK_ID } from '../../shared/solana-networks.js'
import { setup, WALLET } from './testing/widget-fakes.js'

const SOLANA_WALLET: WalletInfo = {
  id: 'wallet-standard:Solana Test Wallet',
  name: 'Solana Test Wallet',
  source: 'wallet-standard',
  chains: [SOLANA_LOCAL_NETWORK_ID],
  features: ['standard:connect', 'standard:events', 'solana:signMessage'],
}
const WITH_SOLANA = { 'data-networks': `eip155:31337,${SOLANA_LOCAL_NETWORK_ID}` }

describe('a site with a Solana network', () => {
  it('behavior: the Wallet Standard wallets of the page are listed once the solana adapter is in', async () => {
    const { widget, report } = setup({ attributes: WITH_SOLANA })
    expect(report.ok).toBe(true)
    expect(widget.store.get().config?.networks.map((network) => network.caipNetworkId)).toEqual([
      'eip155:31337',
      SOLANA_LOCAL_NETWORK_ID,
    ])
    widget.api.walletsChanged([WALLET, SOLANA_WALLET])
    await vi.waitFor(() =>
      expect(widget.store.get().wallets.map((wallet) => wallet.name)).toEqual([WALLET.name, SOLANA_WALLET.name]),
    )
  })

  it("behavior: the site's Solana provider is answered: no account yet, and signing is 4100", async () => {
    const { widget } = setup({ attributes: WITH_SOLANA })
    expect(await widget.api.providerRequest({ method: 'solana_getAccounts' }, 'solana')).toEqual({
      ok: true,
      result: [],
    })
    const reply = await widget.api.providerRequest(
      { method: 'solana_signMessage', params: { message: '2', pubkey: 'x' } },
      'solana',
    )
    expect(!reply.ok && reply.error.code).toBe(4100)
  })
})

describe('a site without a Solana network', () => {
  it('error: Solana wallets are not listed and Solana requests are refused as an unsupported namespace', async () => {
    const { widget } = setup()
    widget.api.walletsChanged([WALLET, SOLANA_WALLET])
    const reply = await widget.api.providerRequest({ method: 'solana_getAccounts' }, 'solana')
    expect(reply).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 4200, message: 'Unsupported chain namespace' }),
    })
    expect(widget.store.get().wallets.map((wallet) => wallet.name)).toEqual([WALLET.name])
  })

  it('error: a namespace the widget does not serve at all (bip122) is refused the same way', async () => {
    const { widget } = setup()
    const reply = await widget.api.providerRequest({ method: 'getAccounts' }, 'bip122')
    expect(!reply.ok && reply.error).toMatchObject({ code: 4200, message: 'Unsupported chain namespace' })
  })
})
