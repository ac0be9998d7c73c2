import { describe, expect, it, vi } from 'vitest'
import type { WidgetConfig } from '../../shared/config.js'
import type { Balance } from '../../shared/contracts/chain-data.js'
import { knownNetwork } from '../../shared/networks.js'
import { type AppState, initialAppState } from './app-state.js'
import { createStore } from './store.js'
import { createTokenBalances, dropLowQuality, totalUsd } from './token-balances.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const CAIP = `eip155:31337:${ADDRESS}`

const balance = (symbol: string, decimals: string, numeric: string, value?: number): Balance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:31337',
  price: value ? 1 : 0,
  ...(value !== undefined && { value }),
  quantity: { decimals, numeric },
  iconUrl: `http://api.test/public/getTokenImage/${symbol}`,
})
const ETH = balance('ETH', '18', '10000', 20_000)
const TKA = balance('TKA', '6', '1.5', 1.5)
const LOW = balance('LOW', '0', '42')

function connected(overrides: Partial<AppState> = {}) {
  return createStore<AppState>({
    ...initialAppState(),
    config: { networks: [knownNetwork('eip155:31337')!, knownNetwork('eip155:1')!] } as WidgetConfig,
    status: 'connected',
    chainNamespace: 'eip155',
    chainId: 31337,
    address: ADDRESS,
    ...overrides,
  })
}

function setup(answer: () => Promise<{ balances: Balance[] }>, overrides: Partial<AppState> = {}) {
  let now = 1_000_000
  const store = connected(overrides)
  const client = { balances: vi.fn(answer) }
  const toast = { show: vi.fn() }
  const reportError = vi.fn()
  const tokens = createTokenBalances({ store, client, toast, reportError, now: () => now })
  return { store, client, toast, tokens, reportError, tick: (ms: number) => (now += ms) }
}

describe('dropLowQuality and totalUsd', () => {
  it("behavior: tokens whose decimals are '0' are dropped; the others keep their order", () => {
    expect(dropLowQuality([ETH, LOW, TKA])).toEqual([ETH, TKA])
  })

  it('behavior: the total sums the USD values, a balance without one counting 0', () => {
    expect(totalUsd([ETH, TKA, LOW])).toBe(20_001.5)
  })
})

describe('token balances', () => {
  it("behavior: loads the account's balances on its network, without the decimals-0 token, with their total", async () => {
    const { tokens, client } = setup(async () => ({ balances: [ETH, LOW, TKA] }))
    await tokens.loadTokenBalances()
    expect(client.balances).toHaveBeenCalledWith({ address: ADDRESS, chainId: 'eip155:31337' }, undefined)
    expect(tokens.store.get()).toEqual({
      status: 'loaded',
      balances: [ETH, TKA],
      totalUsd: 20_001.5,
      caipAddress: CAIP,
    })
  })

  it('behavior: a read within 30 s comes from the cache; force or 30 s later asks again', async () => {
    const { tokens, client, tick } = setup(async () => ({ balances: [TKA] }))
    await tokens.loadTokenBalances()
    tick(29_999)
    await tokens.loadTokenBalances()
    expect(client.balances).toHaveBeenCalledTimes(1)
    await tokens.loadTokenBalances({ force: true })
    expect(client.balances).toHaveBeenCalledTimes(2)
    tick(30_000)
    await tokens.loadTokenBalances()
    expect(client.balances).toHaveBeenCalledTimes(3)
  })

  it("error: a failure shows 'Token Balance Unavailable'; within 30 s a read answers empty without asking", async () => {
    const { tokens, client, toast, tick, reportError } = setup(async () => {
      throw new Error('down')
    })
    await tokens.loadTokenBalances()
    expect(tokens.store.get()).toMatchObject({ status: 'failed', balances: [], totalUsd: 0 })
    expect(toast.show).toHaveBeenCalledWith('error', 'Token Balance Unavailable')
    expect(reportError).toHaveBeenCalledWith('API_ERROR', expect.any(Error))
    client.balances.mockImplementation(async () => ({ balances: [TKA] }))
    tick(29_000)
    await tokens.loadTokenBalances({ force: true })
    expect(client.balances).toHaveBeenCalledTimes(1)
    expect(tokens.store.get()).toMatchObject({ status: 'failed', balances: [] })
    tick(1_000)
    await tokens.loadTokenBalances()
    expect(client.balances).toHaveBeenCalledTimes(2)
    expect(tokens.store.get()).toMatchObject({ status: 'loaded', balances: [TKA] })
  })

  it('behavior: Try again (retry) skips the gap after a failure', async () => {
    const { tokens, client } = setup(async () => {
      throw new Error('down')
    })
    await tokens.loadTokenBalances()
    client.balances.mockImplementation(async () => ({ balances: [TKA] }))
    await tokens.loadTokenBalances({ retry: true })
    expect(tokens.store.get()).toMatchObject({ status: 'loaded', balances: [TKA] })
  })

  it("error: a network the widget does not support fails at once with 'Token Balance Unavailable', asking nothing", async () => {
    const { tokens, client, toast } = setup(async () => ({ balances: [TKA] }), { chainId: 999 })
    await tokens.loadTokenBalances()
    expect(client.balances).not.toHaveBeenCalled()
    expect(tokens.store.get().status).toBe('failed')
    expect(toast.show).toHaveBeenCalledWith('error', 'Token Balance Unavailable')
  })

  it('behavior: another account clears what was shown, and an answer for the old one is dropped', async () => {
    let resolve: (answer: { balances: Balance[] }) => void = () => {}
    const { tokens, store } = setup(() => new Promise((done) => (resolve = done)))
    const load = tokens.loadTokenBalances()
    expect(tokens.store.get().status).toBe('loading')
    store.set({ address: OTHER })
    expect(tokens.store.get()).toEqual({ status: 'idle', balances: [], totalUsd: 0, caipAddress: null })
    resolve({ balances: [TKA] })
    await load
    expect(tokens.store.get().status).toBe('idle')
  })
})
