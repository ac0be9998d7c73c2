import { describe, expect, it } from 'vitest'
import { parseWidgetConfig } from '../../shared/config.js'
import type { Network } from '../../shared/networks.js'
import type { NamespaceAdapter } from '../namespaces/adapter.js'
import { createAccount } from './account.js'
import { initialAppState, type AppState } from './app-state.js'
import { createStore } from './store.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** An account module connected on `chainId`, with balances read by `read` through the eip155 adapter. */
function accountOn(chainId: number, read: (network: Network, address: string) => Promise<bigint>) {
  const parsed = parseWidgetConfig({ 'data-project-id': 'test', 'data-networks': 'eip155:31337,eip155:1' })
  if (!parsed.ok) throw new Error('test configuration refused')
  const store = createStore<AppState>({
    ...initialAppState(),
    config: parsed.config,
    status: 'connected',
    chainNamespace: 'eip155',
    chainId,
    address: ADDRESS,
  })
  const toasts: string[] = []
  const reported: string[] = []
  const asked: string[] = []
  const copied: string[] = []
  const adapter = {
    namespace: 'eip155',
    readBalance: (network: Network, address: string) => {
      asked.push(`${network.caipNetworkId}:${address}`)
      return read(network, address)
    },
  } as NamespaceAdapter
  const account = createAccount({
    store,
    adapters: { get: (namespace) => (namespace === 'eip155' ? adapter : ({} as NamespaceAdapter)) },
    toast: { show: (variant, message) => void toasts.push(`${variant}: ${message}`) },
    reportError: (category) => void reported.push(category),
    writeClipboard: async (text) => {
      if (text === 'fail') throw new Error('denied')
      copied.push(text)
    },
  })
  return { store, account, toasts, reported, asked, copied }
}

describe('account', () => {
  it("behavior: the balance is read on the wallet's network through its namespace adapter, once within 30 s", async () => {
    const { account, store, asked } = accountOn(31337, async () => 10n ** 18n)
    await account.loadBalance()
    expect(store.get().balance).toEqual({ state: 'ready', value: 10n ** 18n })
    await account.loadBalance()
    expect(asked).toEqual([`eip155:31337:${ADDRESS}`])
  })

  it('error: a failed read shows Token Balance Unavailable and is reported as an API error', async () => {
    const { account, store, toasts, reported } = accountOn(31337, async () => {
      throw new Error('node down')
    })
    await account.loadBalance()
    expect(store.get().balance).toEqual({ state: 'unavailable' })
    expect(toasts).toEqual(['error: Token Balance Unavailable'])
    expect(reported).toEqual(['API_ERROR'])
  })

  it('error: on a network the site did not configure the balance is unavailable without a read', async () => {
    const { account, store, asked, toasts } = accountOn(137, async () => 1n)
    await account.loadBalance()
    expect(store.get().balance).toEqual({ state: 'unavailable' })
    expect(asked).toEqual([])
    expect(toasts).toEqual(['error: Token Balance Unavailable'])
  })

  it('behavior: a read answered after the account changed is dropped', async () => {
    let answer: (value: bigint) => void = () => {}
    const { account, store } = accountOn(31337, () => new Promise((resolve) => (answer = resolve)))
    const loading = account.loadBalance()
    expect(store.get().balance).toEqual({ state: 'loading' })
    store.set({ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', balance: { state: 'idle' } })
    answer(5n)
    await loading
    expect(store.get().balance).toEqual({ state: 'idle' })
  })

  it('behavior: forgetting balances makes the next load read again', async () => {
    const { account, asked } = accountOn(31337, async () => 1n)
    await account.loadBalance()
    account.forgetBalances()
    await account.loadBalance({})
    expect(asked).toHaveLength(2)
  })

  it('behavior: copying the address says so; a refused clipboard says it failed', async () => {
    const { account, store, toasts, copied } = accountOn(31337, async () => 1n)
    await account.copyAddress()
    expect(copied).toEqual([ADDRESS])
    store.set({ address: 'fail' })
    await account.copyAddress()
    expect(toasts).toEqual(['success: Address copied', 'error: Failed to copy address'])
  })
})
