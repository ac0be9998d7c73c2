/**
 * One connection at a time: a wallet of another namespace replacing the connection tells the provider of the
 * namespace left behind that it has no account, and getState()'s entry carries the balance Account read.
 */
import { describe, expect, it, vi } from 'vitest'
import type { WalletEventName } from '../../shared/protocol/loader-widget.js'
import { connectBoth, NETWORKS, SOL_ADDRESS, SOLANA_WALLET, twoWallets } from './testing/two-wallets.js'
import { ADDRESS, connected, settle, WALLET } from './testing/widget-fakes.js'

/** Each provider event with the namespace whose provider hears it. */
async function listening() {
  const context = await twoWallets({ attributes: NETWORKS })
  const heard: [WalletEventName, unknown, string][] = []
  context.loader.loader.providerEvent = (event, data, namespace) => void heard.push([event, data, namespace])
  const heardBy = (namespace: string) =>
    heard.filter((entry) => entry[2] === namespace).map(([event, data]) => [event, data])
  return { ...context, heard, heardBy }
}

describe('a wallet of another namespace replaces the connection', () => {
  it('behavior: a Solana wallet replacing the EVM one: the EVM provider hears accountsChanged [] and disconnect', async () => {
    const context = await listening()
    await connectBoth(context)
    expect(context.heardBy('eip155')).toEqual([
      ['connect', { chainId: '0x7a69' }],
      ['accountsChanged', [ADDRESS]],
      ['accountsChanged', []],
      ['disconnect', expect.objectContaining({ code: 4900 })],
    ])
    expect(context.heardBy('solana').at(-1)).toEqual(['accountsChanged', [SOL_ADDRESS]])
    expect(await context.widget.api.providerRequest({ method: 'eth_accounts' })).toEqual({ ok: true, result: [] })
  })

  it('behavior: an EVM wallet replacing the Solana one: the Solana provider hears its account is gone', async () => {
    const context = await listening()
    context.widget.api.open()
    await context.widget.actions.connectWallet(SOLANA_WALLET.id)
    context.heard.length = 0
    context.widget.api.open({ view: 'Connect' })
    await context.widget.actions.connectWallet(WALLET.id)
    expect(context.heardBy('solana')).toEqual([
      ['accountsChanged', []],
      ['disconnect', expect.objectContaining({ code: 4900 })],
    ])
    expect(context.heardBy('eip155').at(-1)).toEqual(['accountsChanged', [ADDRESS]])
  })

  it('behavior: a wallet of the same namespace replacing the connection is announced without an empty account list', async () => {
    const context = await listening()
    context.widget.api.open()
    await context.widget.actions.connectWallet(WALLET.id)
    context.widget.api.open({ view: 'Connect' })
    await context.widget.actions.connectWallet(WALLET.id)
    expect(
      context.heard.filter(([event, data]) => event === 'accountsChanged' && Array.isArray(data) && !data.length),
    ).toEqual([])
  })
})

describe("the single connection's balance in getState()", () => {
  it('behavior: the figure Account read is in the entry, announced with stateChanged; a new account drops it', async () => {
    const { widget, loader } = await connected()
    const entry = () => loader.emitted.at(-1)?.state.accounts?.eip155
    expect(entry()).not.toHaveProperty('balance')
    await widget.actions.loadBalance()
    await vi.waitFor(() => expect(entry()).toMatchObject({ balance: '1', balanceSymbol: 'ETH', active: true }))
    expect(loader.emitted.at(-1)?.type).toBe('stateChanged')

    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    widget.api.walletEvent(WALLET.id, 'accountsChanged', [other])
    expect(loader.emitted.find((event) => event.type === 'accountChanged')?.state.accounts?.eip155).toMatchObject({
      address: other,
    })
    expect(loader.emitted.find((event) => event.type === 'accountChanged')?.state.accounts?.eip155).not.toHaveProperty(
      'balance',
    )
    await vi.waitFor(() => expect(entry()).toMatchObject({ address: other, balance: '1' }))
  })

  it('behavior: with several connections their own chunk carries the figure, announced once', async () => {
    const context = await twoWallets()
    context.widget.api.open()
    await context.widget.actions.connectWallet(WALLET.id)
    await context.widget.actions.loadBalance()
    await vi.waitFor(() =>
      expect(context.state()?.accounts?.eip155).toMatchObject({ balance: '1', balanceSymbol: 'ETH' }),
    )
    await settle()
    expect(context.loader.emittedTypes().filter((type) => type === 'stateChanged')).toEqual(['stateChanged'])
  })
})
