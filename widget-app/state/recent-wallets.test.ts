import { describe, expect, it } from 'vitest'
import { RECENT_WALLETS_KEPT } from '../../shared/constants.js'
import { addRecentWallet, loadRecentWallets, saveRecentWallets, type RecentWallet } from './recent-wallets.js'

const KEY = 'wallet-widget:recent-wallets'
const wallet = (id: string): RecentWallet => ({ id, name: `Wallet ${id}` })

/** A Storage-like object over a Map. */
function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial))
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  }
}

const throwingStorage = {
  getItem(): string | null {
    throw new DOMException('blocked', 'SecurityError')
  },
  setItem(): void {
    throw new DOMException('full', 'QuotaExceededError')
  },
}

describe('addRecentWallet', () => {
  it('behavior: keeps 2, newest first', () => {
    expect(RECENT_WALLETS_KEPT).toBe(2)
    let list: RecentWallet[] = []
    for (const id of ['a', 'b', 'c']) list = addRecentWallet(list, wallet(id))
    expect(list).toEqual([wallet('c'), wallet('b')])
  })

  it('behavior: using a wallet again moves it to the front without a duplicate', () => {
    const list = addRecentWallet([wallet('a'), wallet('b')], { id: 'b', name: 'Renamed' })
    expect(list).toEqual([{ id: 'b', name: 'Renamed' }, wallet('a')])
  })

  it('behavior: re-using the newest wallet keeps the other one instead of a duplicate', () => {
    expect(addRecentWallet([wallet('a'), wallet('b')], wallet('a'))).toEqual([wallet('a'), wallet('b')])
  })
})

describe('loadRecentWallets / saveRecentWallets', () => {
  it('behavior: what is saved loads back', () => {
    const storage = memoryStorage()
    saveRecentWallets(storage, [wallet('a'), wallet('b')])
    expect(loadRecentWallets(storage)).toEqual([wallet('a'), wallet('b')])
  })

  it('behavior: no storage or an empty one gives an empty list', () => {
    expect(loadRecentWallets(undefined)).toEqual([])
    expect(loadRecentWallets(memoryStorage())).toEqual([])
  })

  it.each([
    ['corrupt JSON', '[{"id":'],
    ['a JSON object', '{"id":"a","name":"A"}'],
    ['JSON null', 'null'],
    ['a JSON string', '"a"'],
  ])('error: %s loads as an empty list', (_label, raw) => {
    expect(loadRecentWallets(memoryStorage({ [KEY]: raw }))).toEqual([])
  })

  it('error: entries of the wrong shape are dropped, good ones kept', () => {
    const raw = JSON.stringify([null, 1, 'a', { id: 1, name: 'x' }, { id: 'a' }, wallet('ok'), { name: 'no id' }])
    expect(loadRecentWallets(memoryStorage({ [KEY]: raw }))).toEqual([wallet('ok')])
  })

  it('error: more than 2 stored entries load as the first 2', () => {
    const raw = JSON.stringify([wallet('a'), wallet('b'), wallet('c')])
    expect(loadRecentWallets(memoryStorage({ [KEY]: raw }))).toEqual([wallet('a'), wallet('b')])
  })

  it('error: storage that throws gives an empty list on load and is ignored on save', () => {
    expect(loadRecentWallets(throwingStorage)).toEqual([])
    expect(() => saveRecentWallets(throwingStorage, [wallet('a')])).not.toThrow()
  })
})
