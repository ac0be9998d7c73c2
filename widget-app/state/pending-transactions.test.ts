import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPendingTransactions, receiptPollDelayMs, type ReceiptOutcome } from './pending-transactions.js'

const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const
const transfer = (n: number) => ({
  hash: hashOf(n),
  chainId: 'eip155:31337',
  from: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  to: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  symbol: 'WDT',
  amount: '1.5',
})
const RPC = 'http://127.0.0.1:8545'

describe('pending transactions', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('behavior: the schedule is at once, six retries at 200·2^n ms, then every 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map(receiptPollDelayMs)).toEqual([
      0, 200, 400, 800, 1600, 3200, 6400, 30_000, 30_000,
    ])
  })

  it('behavior: reads the receipt on that schedule and marks the transaction confirmed once mined', async () => {
    const reads: number[] = []
    const answers: (ReceiptOutcome | Error)[] = [null, new Error('node down'), null, 'success']
    const pending = createPendingTransactions({
      now: Date.now,
      readReceipt: async () => {
        reads.push(Date.now())
        const answer = answers.shift()!
        if (answer instanceof Error) throw answer
        return answer
      },
    })
    const start = Date.now()
    const done = pending.add(transfer(1), RPC)
    expect(pending.store.get().transactions[0]).toMatchObject({ status: 'pending', submittedAt: start, amount: '1.5' })
    await vi.advanceTimersByTimeAsync(200 + 400 + 800)
    expect(await done).toBe('confirmed')
    expect(reads.map((at) => at - start)).toEqual([0, 200, 600, 1400])
    expect(pending.store.get().transactions[0]?.status).toBe('confirmed')
  })

  it('behavior: a reverted transaction is marked failed', async () => {
    const pending = createPendingTransactions({ readReceipt: async () => 'reverted' })
    expect(await pending.add(transfer(2), RPC)).toBe('failed')
    expect(pending.store.get().transactions[0]?.status).toBe('failed')
  })

  it('behavior: with no receipt after 180000 ms the watch ends and the entry is removed', async () => {
    const reads: number[] = []
    const pending = createPendingTransactions({
      now: Date.now,
      readReceipt: async () => {
        reads.push(Date.now())
        return null
      },
    })
    const start = Date.now()
    const done = pending.add(transfer(3), RPC)
    await vi.advanceTimersByTimeAsync(179_999)
    expect(pending.store.get().transactions).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(await done).toBe('timeout')
    expect(pending.store.get().transactions).toEqual([])
    // 1 + 6 retries (12.6 s), then every 30 s: 42.6, 72.6, 102.6, 132.6, 162.6 s.
    expect(reads).toHaveLength(12)
    expect(reads.at(-1)! - start).toBe(162_600)
  })

  it('behavior: at most 99 are kept, the oldest dropped, newest first', async () => {
    const pending = createPendingTransactions({ readReceipt: () => new Promise(() => {}) })
    for (let n = 1; n <= 101; n++) void pending.add(transfer(n), RPC)
    const { transactions } = pending.store.get()
    expect(transactions).toHaveLength(99)
    expect(transactions[0]?.hash).toBe(hashOf(101))
    expect(transactions.at(-1)?.hash).toBe(hashOf(3))
  })

  it('behavior: clear forgets every entry and settles the watches', async () => {
    const pending = createPendingTransactions({ readReceipt: async () => null })
    const done = pending.add(transfer(4), RPC)
    await vi.advanceTimersByTimeAsync(250)
    pending.clear()
    expect(await done).toBe('timeout')
    expect(pending.store.get().transactions).toEqual([])
  })
})
