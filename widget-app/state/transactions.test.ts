import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import type { WidgetConfig } from '../../shared/config.js'
import type { Transaction, TransactionTransfer } from '../../shared/contracts/chain-data.js'
import { knownNetwork } from '../../shared/networks.js'
import { type AppState, initialAppState } from './app-state.js'
import type { PendingTransactionsState } from './pending-transactions.js'
import { createStore } from './store.js'
import {
  createTransactions,
  groupByYearAndMonth,
  initialTransactions,
  isSpamOnly,
  pageArrived,
  pageFailed,
  startedLoading,
  visibleTransactions,
} from './transactions.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const CAIP = `eip155:31337:${ADDRESS}`
const CHAIN = 'eip155:31337'

const fungible = (direction: TransactionTransfer['direction'] = 'in'): TransactionTransfer => ({
  fungible_info: { symbol: 'TKA' },
  direction,
  quantity: { numeric: '1.5' },
})
const nft = (is_spam: boolean): TransactionTransfer => ({
  nft_info: { name: 'Thing #1', flags: { is_spam } },
  direction: 'in',
  quantity: { numeric: '1' },
})

let counter = 0
function transaction(minedAt: string, transfers: TransactionTransfer[] | null = [fungible()], chain = CHAIN) {
  counter++
  return {
    id: `tx-${counter}`,
    metadata: {
      operationType: 'receive',
      hash: `0x${counter.toString(16).padStart(64, '0')}`,
      chain,
      minedAt,
      sentFrom: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      sentTo: ADDRESS,
      status: 'confirmed',
      nonce: counter,
    },
    transfers,
  } satisfies Transaction
}

describe('spam and network filter', () => {
  it('behavior: a transaction whose transfers are all spam NFTs is hidden; one real transfer keeps it', () => {
    expect(isSpamOnly(transaction('2026-11-01T00:00:00Z', [nft(true), nft(true)]))).toBe(true)
    expect(isSpamOnly(transaction('2026-11-01T00:00:00Z', [nft(true), nft(false)]))).toBe(false)
    expect(isSpamOnly(transaction('2026-11-01T00:00:00Z', [nft(true), fungible()]))).toBe(false)
    expect(isSpamOnly(transaction('2026-11-01T00:00:00Z', []))).toBe(false)
    expect(isSpamOnly(transaction('2026-11-01T00:00:00Z', null))).toBe(false)
  })

  it('behavior: only the active network is kept', () => {
    const here = transaction('2026-11-01T00:00:00Z')
    const there = transaction('2026-11-01T00:00:00Z', [fungible()], 'eip155:1')
    const spam = transaction('2026-11-01T00:00:00Z', [nft(true)])
    expect(visibleTransactions([here, there, spam], CHAIN)).toEqual([here])
  })
})

describe('groupByYearAndMonth', () => {
  it('behavior: groups by local year and month, keeping order, across a year boundary', () => {
    const jan = transaction(new Date(2027, 0, 3).toISOString())
    const dec2 = transaction(new Date(2026, 11, 30).toISOString())
    const dec1 = transaction(new Date(2026, 11, 1).toISOString())
    expect(groupByYearAndMonth([jan, dec2, dec1])).toEqual({ 2027: { 0: [jan] }, 2026: { 11: [dec2, dec1] } })
  })

  it('behavior: every transaction lands in exactly one group, the one of its own month', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: Date.UTC(2000, 0), max: Date.UTC(2040, 0) }), { maxLength: 30 }),
        (times) => {
          const list = times.map((time) => transaction(new Date(time).toISOString()))
          const groups = groupByYearAndMonth(list)
          const flat = Object.entries(groups).flatMap(([year, months]) =>
            Object.entries(months).flatMap(([month, items]) => items.map((item) => ({ year, month, item }))),
          )
          expect(flat).toHaveLength(list.length)
          for (const { year, month, item } of flat) {
            const date = new Date(item.metadata.minedAt)
            expect([date.getFullYear(), date.getMonth()]).toEqual([Number(year), Number(month)])
          }
        },
      ),
    )
  })
})

describe('transaction list transitions', () => {
  const first = transaction('2026-11-20T00:00:00Z')
  const second = transaction('2026-10-20T00:00:00Z')

  it('behavior: loading, then loaded with the next cursor', () => {
    const loading = startedLoading(initialTransactions(), CAIP, CHAIN)
    expect(loading).toMatchObject({ loading: true, caipAddress: CAIP, lastNetworkInView: CHAIN })
    const loaded = pageArrived(loading, { data: [first], next: 'c1' })
    expect(loaded).toMatchObject({ loading: false, empty: false, failed: false, next: 'c1', transactions: [first] })
  })

  it('behavior: the next page is added after the first, each transaction once', () => {
    const one = pageArrived(startedLoading(initialTransactions(), CAIP, CHAIN), { data: [first], next: 'c1' })
    const two = pageArrived(startedLoading(one, CAIP, CHAIN), { data: [first, second], next: null })
    expect(two.transactions).toEqual([first, second])
    expect(two.next).toBeNull()
    expect(Object.keys(two.transactionsByYear)).toEqual(['2026'])
  })

  it('behavior: an empty history is empty', () => {
    expect(pageArrived(startedLoading(initialTransactions(), CAIP, CHAIN), { data: [], next: null })).toMatchObject({
      empty: true,
      loading: false,
      transactions: [],
    })
  })

  it('error: a failure empties the list and clears the cursor', () => {
    const loaded = pageArrived(startedLoading(initialTransactions(), CAIP, CHAIN), { data: [first], next: 'c1' })
    expect(pageFailed(loaded)).toMatchObject({
      transactions: [],
      transactionsByYear: {},
      next: null,
      loading: false,
      empty: true,
      failed: true,
    })
  })

  it('behavior: loading for another account or network starts from nothing', () => {
    const loaded = pageArrived(startedLoading(initialTransactions(), CAIP, CHAIN), { data: [first], next: 'c1' })
    expect(startedLoading(loaded, CAIP, 'eip155:1')).toMatchObject({ transactions: [], next: null, loading: true })
  })
})

function setup(history: ReturnType<typeof vi.fn>) {
  const store = createStore<AppState>({
    ...initialAppState(),
    config: { networks: [knownNetwork('eip155:31337')!] } as WidgetConfig,
    status: 'connected',
    chainNamespace: 'eip155',
    chainId: 31337,
    address: ADDRESS,
  })
  const pending = createStore<PendingTransactionsState>({ transactions: [] })
  const list = createTransactions({ store, client: { history }, reportError: vi.fn(), pending, recheckMs: 1 })
  return { store, pending, list }
}

describe('createTransactions', () => {
  it('behavior: reads the first page, then the next on the cursor; the history call carries address and chain', async () => {
    const first = transaction('2026-11-20T00:00:00Z')
    const second = transaction('2026-11-10T00:00:00Z')
    const history = vi.fn(async ({ cursor }: { cursor?: string }) =>
      cursor ? { data: [second], next: null } : { data: [first], next: 'c1' },
    )
    const { list } = setup(history)
    await list.reload()
    await list.loadMore()
    expect(history.mock.calls.map(([parameters]) => parameters)).toEqual([
      { address: ADDRESS, chainId: CHAIN, cursor: undefined },
      { address: ADDRESS, chainId: CHAIN, cursor: 'c1' },
    ])
    expect(list.store.get().transactions).toEqual([first, second])
    await list.loadMore()
    expect(history).toHaveBeenCalledTimes(2)
  })

  it('behavior: a network change resets the list', async () => {
    const history = vi.fn(async () => ({ data: [transaction('2026-11-20T00:00:00Z')], next: null }))
    const { list, store } = setup(history)
    await list.reload()
    store.set({ chainId: 1 })
    expect(list.store.get()).toEqual(initialTransactions())
  })

  it('error: a failed fetch shows the list as failed and empty', async () => {
    const { list } = setup(
      vi.fn(async () => {
        throw new Error('down')
      }),
    )
    await list.reload()
    expect(list.store.get()).toMatchObject({ failed: true, empty: true, transactions: [], next: null })
  })

  it('behavior: when one of the widget’s sends is mined the list is read again', async () => {
    const history = vi.fn(async () => ({ data: [], next: null }))
    const { list, pending } = setup(history)
    await list.reload()
    const sent = {
      hash: `0x${'ab'.repeat(32)}` as const,
      chainId: CHAIN,
      from: ADDRESS,
      to: ADDRESS,
      symbol: 'ETH',
      amount: '1',
      submittedAt: 0,
    }
    pending.set({ transactions: [{ ...sent, status: 'pending' }] })
    expect(history).toHaveBeenCalledTimes(1)
    pending.set({ transactions: [{ ...sent, status: 'confirmed' }] })
    await vi.waitFor(() => expect(history).toHaveBeenCalledTimes(2))
    list.dispose()
  })

  it('behavior: a send mined before the list was first read is read again until the history shows it', async () => {
    const hash = `0x${'cd'.repeat(32)}` as const
    const mined = transaction(new Date().toISOString())
    const shown = { ...mined, metadata: { ...mined.metadata, hash } }
    const history = vi
      .fn()
      .mockResolvedValueOnce({ data: [], next: null })
      .mockResolvedValue({ data: [shown], next: null })
    const { list, pending } = setup(history)
    pending.set({
      transactions: [
        {
          hash,
          chainId: CHAIN,
          from: ADDRESS,
          to: ADDRESS,
          symbol: 'ETH',
          amount: '1',
          submittedAt: 0,
          status: 'confirmed',
        },
      ],
    })
    await list.reload()
    await vi.waitFor(() => expect(list.store.get().transactions.map((t) => t.metadata.hash)).toEqual([hash]))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(history).toHaveBeenCalledTimes(2)
    list.dispose()
  })
})
