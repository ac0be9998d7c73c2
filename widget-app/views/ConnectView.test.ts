import { describe, expect, it } from 'vitest'
import type { WalletInfo } from '../../shared/protocol/loader-widget.js'
import { orderWallets } from './ConnectView.js'

const announced = (id: string, rdns?: string): WalletInfo => ({
  id,
  name: `Wallet ${id}`,
  source: 'eip6963',
  ...(rdns ? { rdns } : {}),
})
const legacy: WalletInfo = { id: 'injected', name: 'Browser Wallet', source: 'legacy' }

/** `[id, isRecent]` pairs, easy to read in a failure message. */
const summary = (ordered: ReturnType<typeof orderWallets>) =>
  ordered.map(({ wallet, isRecent }) => [wallet.id, isRecent])

describe('orderWallets', () => {
  it('behavior: with no recent wallets, the announcement order is kept and nothing is flagged', () => {
    const wallets = [announced('a', 'io.a'), announced('b', 'io.b'), legacy]
    expect(summary(orderWallets(wallets, []))).toEqual([
      ['a', false],
      ['b', false],
      ['injected', false],
    ])
  })

  it('behavior: recent wallets come first in recency order, the others after in announcement order', () => {
    const wallets = [announced('a', 'io.a'), announced('b', 'io.b'), announced('c', 'io.c'), announced('d', 'io.d')]
    // 'io.d' was used most recently, then 'io.b'.
    expect(summary(orderWallets(wallets, ['io.d', 'io.b']))).toEqual([
      ['d', true],
      ['b', true],
      ['a', false],
      ['c', false],
    ])
  })

  it('behavior: recents are matched by rdns when the wallet has one, else by its id', () => {
    const wallets = [announced('uuid-a', 'io.a'), legacy, announced('uuid-b')]
    const ordered = orderWallets(wallets, ['injected', 'uuid-b', 'io.a'])
    expect(summary(ordered)).toEqual([
      ['injected', true],
      ['uuid-b', true],
      ['uuid-a', true],
    ])
  })

  it('behavior: an rdns wallet is not matched by its uuid (the uuid changes between page loads)', () => {
    const ordered = orderWallets([announced('uuid-a', 'io.a'), announced('uuid-z', 'io.z')], ['uuid-z'])
    expect(summary(ordered)).toEqual([
      ['uuid-a', false],
      ['uuid-z', false],
    ])
  })

  it('behavior: recent ids of wallets not on the page are ignored', () => {
    const wallets = [announced('a', 'io.a'), announced('b', 'io.b')]
    expect(summary(orderWallets(wallets, ['io.gone', 'io.b']))).toEqual([
      ['b', true],
      ['a', false],
    ])
  })

  it('behavior: the input list is not reordered in place', () => {
    const wallets = [announced('a', 'io.a'), announced('b', 'io.b')]
    orderWallets(wallets, ['io.b'])
    expect(wallets.map((wallet) => wallet.id)).toEqual(['a', 'b'])
  })
})
