/**
 * Several connections at once through the whole widget: an EVM browser wallet and a Solana Wallet
 * Standard wallet held together, switched, disconnected one by one, kept across a reload; and the
 * single connection of a site that does not ask for several (or whose project does not enable them).
 */
import { describe, expect, it, vi } from 'vitest'
import { SOLANA_LOCAL_NETWORK_ID } from '../../shared/solana-networks.js'
import { CONNECTIONS_KEY } from './connections-storage.js'
import {
  connectBoth,
  MULTI,
  NETWORKS,
  SOL_ADDRESS,
  SOLANA_REFERENCE,
  SOLANA_WALLET,
  twoWallets,
} from './testing/two-wallets.js'
import { ADDRESS, fakeApi, settle, setup, WALLET } from './testing/widget-fakes.js'

describe('several connections at once', () => {
  it('behavior: an EVM and a Solana wallet stay connected together; the active is the last, getState() carries both', async () => {
    const context = await twoWallets()
    await connectBoth(context)
    const { widget } = context
    expect(widget.store.get().connections.map((connection) => connection.connectorId)).toEqual([
      WALLET.rdns,
      SOLANA_WALLET.id,
    ])
    expect(context.state()).toMatchObject({
      status: 'connected',
      address: SOL_ADDRESS,
      caipNetworkId: SOLANA_LOCAL_NETWORK_ID,
      accounts: {
        eip155: { status: 'connected', active: false, address: ADDRESS, caipAddress: `eip155:31337:${ADDRESS}` },
        solana: { status: 'connected', active: true, address: SOL_ADDRESS, walletName: SOLANA_WALLET.name },
      },
    })
    // Each namespace's provider speaks for its own connection.
    expect(await widget.api.providerRequest({ method: 'eth_accounts' })).toEqual({ ok: true, result: [ADDRESS] })
    expect(await widget.api.providerRequest({ method: 'solana_getAccounts' }, 'solana')).toEqual({
      ok: true,
      result: [{ pubkey: SOL_ADDRESS }],
    })
  })

  it('behavior: switching to the other connection makes it active and says the account and the wallet changed', async () => {
    const context = await twoWallets()
    await connectBoth(context)
    const result = await context.widget.actions.switchConnection(WALLET.rdns!)
    expect(result).toEqual({ accountChanged: true, walletChanged: true })
    expect(context.state()).toMatchObject({
      address: ADDRESS,
      connectorId: WALLET.rdns,
      accounts: { eip155: { active: true }, solana: { active: false, status: 'connected' } },
    })
    expect(await context.widget.actions.switchConnection(WALLET.rdns!)).toEqual({
      accountChanged: false,
      walletChanged: false,
    })
  })

  it('behavior: the wallet of a connection that is not active changes chain: its entry follows, the active one stays', async () => {
    const context = await twoWallets()
    await connectBoth(context)
    context.widget.api.walletEvent(WALLET.id, 'chainChanged', '0x1')
    await settle()
    expect(context.state()).toMatchObject({
      caipNetworkId: SOLANA_LOCAL_NETWORK_ID,
      accounts: { eip155: { caipNetworkId: 'eip155:1', active: false }, solana: { active: true } },
    })
    expect(context.widget.store.get().open).toBe(false)
  })

  it('behavior: disconnecting the other connection keeps the active one; disconnecting the active announces the next', async () => {
    const context = await twoWallets()
    await connectBoth(context)
    await context.widget.actions.disconnectConnection(WALLET.rdns!)
    expect(context.state()).toMatchObject({ status: 'connected', address: SOL_ADDRESS })
    expect(Object.keys(context.state()?.accounts ?? {})).toEqual(['solana'])

    const again = await twoWallets()
    await connectBoth(again)
    again.loader.providerEvents.length = 0
    await again.widget.actions.disconnectConnection(SOLANA_WALLET.id)
    // The wallet is asked to forget the site (best effort, in the background).
    await vi.waitFor(() => expect(again.solanaRequests).toContain('standard:disconnect'))
    expect(again.state()).toMatchObject({ status: 'connected', address: ADDRESS, caipNetworkId: 'eip155:31337' })
    expect(again.loader.emitted.at(-1)?.type).toBe('accountChanged')
  })

  it('behavior: a reload restores both connections silently, the stored list read before anything is written', async () => {
    const first = await twoWallets()
    await connectBoth(first)
    expect(JSON.parse(first.storage.getItem(CONNECTIONS_KEY) ?? '[]')).toHaveLength(2)

    const reloaded = await twoWallets({ saved: first.storage.saved() })
    await vi.waitFor(() =>
      expect(reloaded.state()?.accounts).toMatchObject({
        eip155: { status: 'connected' },
        solana: { status: 'connected', caipNetworkId: `solana:${SOLANA_REFERENCE}` },
      }),
    )
    expect(reloaded.loader.visible).toEqual([])
    expect(reloaded.solanaRequests).toEqual(['standard:connect'])
  })

  it('error: a stored connection whose wallet is not in the page stays disconnected; switching to it says no connector was found', async () => {
    const first = await twoWallets()
    await connectBoth(first)
    const saved = first.storage.saved()
    const reloaded = setup({ attributes: MULTI, api: fakeApi({ features: { multiWallet: true } }), saved })
    await vi.waitFor(() => expect(reloaded.widget.store.get().connections).toHaveLength(2))
    await settle()
    const solana = reloaded.widget.store
      .get()
      .connections.find((connection) => connection.connectorId === SOLANA_WALLET.id)
    expect(solana?.disconnected).toBe(true)
    expect(reloaded.loader.emitted.at(-1)?.state.accounts?.solana).toMatchObject({ status: 'disconnected' })
    await expect(reloaded.widget.actions.switchConnection(SOLANA_WALLET.id)).rejects.toMatchObject({
      message: 'No connector found for connection',
      code: 'connector_not_found',
    })
  })

  it('behavior: a network of a namespace without a connection shows SwitchActiveChain; of one with a connection, switches to it', async () => {
    const context = await twoWallets()
    context.widget.api.open()
    await context.widget.actions.connectWallet(WALLET.id)
    context.widget.api.open({ view: 'Networks' })
    await context.widget.actions.switchNetwork(SOLANA_LOCAL_NETWORK_ID)
    expect(context.widget.store.get().history.at(-1)).toEqual({
      name: 'SwitchActiveChain',
      data: { caipNetworkId: SOLANA_LOCAL_NETWORK_ID },
    })
    context.widget.api.open({ view: 'Connect' })
    await context.widget.actions.connectWallet(SOLANA_WALLET.id)
    await context.widget.actions.switchConnection(WALLET.rdns!)
    context.widget.api.open({ view: 'Networks' })
    await context.widget.actions.switchNetwork(SOLANA_LOCAL_NETWORK_ID)
    expect(context.state()).toMatchObject({ connectorId: SOLANA_WALLET.id, caipNetworkId: SOLANA_LOCAL_NETWORK_ID })
    expect(context.widget.store.get().history.at(-1)?.name).toBe('Account')
  })
})

describe('one connection at a time', () => {
  it('behavior: without data-multi-wallet a new connection replaces the old, as before', async () => {
    const context = await twoWallets({ attributes: NETWORKS })
    await connectBoth(context)
    expect(context.widget.store.get().connections.map((connection) => connection.connectorId)).toEqual([
      SOLANA_WALLET.id,
    ])
    expect(Object.keys(context.state()?.accounts ?? {})).toEqual(['solana'])
    expect(context.storage.getItem(CONNECTIONS_KEY)).toBeNull()
  })

  it('behavior: each namespace provider answers only the account of its own namespace', async () => {
    const context = await twoWallets({ attributes: NETWORKS })
    const { widget } = context
    widget.api.open()
    await widget.actions.connectWallet(SOLANA_WALLET.id)
    expect(context.state()).toMatchObject({ status: 'connected', address: SOL_ADDRESS })
    expect(await widget.api.providerRequest({ method: 'eth_accounts' })).toEqual({ ok: true, result: [] })
    const chainId = await widget.api.providerRequest({ method: 'eth_chainId' })
    expect(!chainId.ok && chainId.error.code).toBe(4900)
    const sign = await widget.api.providerRequest({ method: 'personal_sign', params: ['0x00', SOL_ADDRESS] })
    expect(!sign.ok && sign.error.code).toBe(4100)
    expect(await widget.api.providerRequest({ method: 'solana_getAccounts' }, 'solana')).toEqual({
      ok: true,
      result: [{ pubkey: SOL_ADDRESS }],
    })

    widget.api.open({ view: 'Connect' })
    await widget.actions.connectWallet(WALLET.id)
    expect(await widget.api.providerRequest({ method: 'eth_accounts' })).toEqual({ ok: true, result: [ADDRESS] })
    expect(await widget.api.providerRequest({ method: 'solana_getAccounts' }, 'solana')).toEqual({
      ok: true,
      result: [],
    })
  })

  it('behavior: a site asking for several connections in a project that does not enable them gets one at a time', async () => {
    const context = await twoWallets({ features: {} })
    await connectBoth(context)
    expect(context.widget.store.get().connections).toHaveLength(1)
    expect(context.state()).toMatchObject({ address: SOL_ADDRESS, accounts: { solana: { active: true } } })
  })
})
