import { describe, expect, it } from 'vitest'
import { initialAppState } from '../state/app-state.js'
import type { ViewName } from '../state/router.js'
import { createStore } from '../state/store.js'
import { type LazyChunk, lazyChunk } from './lazy-chunk.js'
import { type PrefetchSchedule, watchViewChunks } from './lazy-prefetch.js'

/** Chunks that never arrive, counting their downloads; and a schedule whose steps the test runs by hand. */
function setup() {
  const imports: string[] = []
  const chunk = (name: string) =>
    lazyChunk(() => {
      imports.push(name)
      return new Promise<never>(() => {})
    })
  const chunks: Partial<Record<ViewName, LazyChunk<unknown>>> = {
    Account: chunk('account'),
    AllWallets: chunk('all-wallets'),
    EmailLogin: chunk('email'),
  }
  const painted: (() => void)[] = []
  const idle: (() => void)[] = []
  const schedule: PrefetchSchedule = {
    afterPaint: (callback) => painted.push(callback),
    whenIdle: (callback) => idle.push(callback),
  }
  const store = createStore(initialAppState())
  const stop = watchViewChunks({
    store,
    chunkOf: (name) => chunks[name],
    all: Object.values(chunks),
    schedule,
  })
  return { store, imports, painted, idle, stop }
}

describe('watchViewChunks', () => {
  it('behavior: nothing downloads while the modal was never opened, whatever the store does', () => {
    const { store, imports, painted } = setup()
    store.set({ history: [{ name: 'AllWallets' }], wallets: [] })
    store.set({ selectedNetworkId: 'eip155:1' })
    expect(imports).toEqual([])
    expect(painted).toEqual([])
  })

  it('behavior: the rest is fetched only once the open modal painted and the browser is idle, once', () => {
    const { store, imports, painted, idle } = setup()
    store.set({ open: true, history: [{ name: 'Connect' }] })
    expect(imports).toEqual([])
    expect(painted).toHaveLength(1)
    painted[0]?.()
    expect(imports).toEqual([])
    expect(idle).toHaveLength(1)
    idle[0]?.()
    expect(imports.sort()).toEqual(['account', 'all-wallets', 'email'])
    store.set({ open: false })
    store.set({ open: true })
    expect(painted).toHaveLength(1)
  })

  it('behavior: a view’s chunk starts downloading when navigation to it starts, before anything renders', () => {
    const { store, imports } = setup()
    store.set({ open: true, history: [{ name: 'Connect' }] })
    store.set({ history: [{ name: 'Connect' }, { name: 'EmailLogin' }] })
    expect(imports).toEqual(['email'])
    store.set({ history: [{ name: 'Connect' }, { name: 'EmailLogin' }], selectedNetworkId: 'eip155:1' })
    expect(imports).toEqual(['email'])
  })

  it('behavior: once a wallet is connected, Account (what the next open shows) is fetched even before an open', () => {
    const { store, imports, painted } = setup()
    store.set({ status: 'connected' })
    expect(imports).toEqual(['account'])
    expect(painted).toEqual([])
  })

  it('behavior: after stop, navigation downloads nothing', () => {
    const { store, imports, stop } = setup()
    stop()
    store.set({ open: true, history: [{ name: 'AllWallets' }] })
    expect(imports).toEqual([])
  })
})
