import { describe, expect, it, vi } from 'vitest'
import { BALANCE_CACHE_MS, BALANCE_RETRY_GAP_MS } from '../../shared/constants.js'
import { createBalanceCache, type FetchBalance } from './balance-cache.js'
import { deferred } from '../testing/deferred.js'

const ACCOUNT = 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER = 'eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** A cache over a hand-moved clock and a fetch whose answers the test chooses. */
function setup(fetchBalance: FetchBalance = async () => 100n) {
  let time = 1_000_000
  const fetch = vi.fn(fetchBalance)
  const cache = createBalanceCache(fetch, () => time)
  return { cache, fetch, advance: (ms: number) => void (time += ms) }
}

describe('balance cache', () => {
  it('behavior: the cache lifetime and the retry gap are the 30 s of the spec', () => {
    expect(BALANCE_CACHE_MS).toBe(30_000)
    expect(BALANCE_RETRY_GAP_MS).toBe(30_000)
  })

  it('behavior: a balance is reused until 29 999 ms and fetched again at 30 000 ms', async () => {
    let answer = 100n
    const { cache, fetch, advance } = setup(async () => answer)
    expect(await cache.read(ACCOUNT)).toBe(100n)
    answer = 200n
    advance(29_999)
    expect(await cache.read(ACCOUNT)).toBe(100n)
    expect(fetch).toHaveBeenCalledTimes(1)
    advance(1)
    expect(await cache.read(ACCOUNT)).toBe(200n)
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('behavior: each CAIP address has its own entry', async () => {
    const { cache, fetch } = setup(async (caipAddress) => (caipAddress === ACCOUNT ? 1n : 2n))
    expect(await cache.read(ACCOUNT)).toBe(1n)
    expect(await cache.read(OTHER)).toBe(2n)
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('error: a fresh failure rejects; then reads resolve undefined without fetching until 30 s have passed', async () => {
    const { cache, fetch, advance } = setup(async () => {
      throw new Error('node down')
    })
    await expect(cache.read(ACCOUNT)).rejects.toThrow('node down')
    advance(1)
    expect(await cache.read(ACCOUNT)).toBeUndefined()
    advance(29_998) // 29 999 ms after the failure
    expect(await cache.read(ACCOUNT)).toBeUndefined()
    expect(fetch).toHaveBeenCalledTimes(1)

    fetch.mockImplementation(async () => 7n)
    advance(1) // 30 000 ms after the failure
    expect(await cache.read(ACCOUNT)).toBe(7n)
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('error: a failure for one address does not block another', async () => {
    const { cache, fetch } = setup(async (caipAddress) => {
      if (caipAddress === ACCOUNT) throw new Error('node down')
      return 5n
    })
    await expect(cache.read(ACCOUNT)).rejects.toThrow()
    expect(await cache.read(OTHER)).toBe(5n)
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('behavior: concurrent reads share one request', async () => {
    const pending = deferred<bigint>()
    const { cache, fetch } = setup(() => pending.promise)
    const reads = [cache.read(ACCOUNT), cache.read(ACCOUNT), cache.read(ACCOUNT)]
    expect(fetch).toHaveBeenCalledTimes(1)
    pending.resolve(42n)
    expect(await Promise.all(reads)).toEqual([42n, 42n, 42n])
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('error: concurrent reads of one failing request all reject, and only one request was made', async () => {
    const pending = deferred<bigint>()
    const { cache, fetch } = setup(() => pending.promise)
    const reads = [cache.read(ACCOUNT), cache.read(ACCOUNT)]
    pending.reject(new Error('timeout'))
    const results = await Promise.allSettled(reads)
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected'])
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('behavior: force bypasses a fresh cached balance', async () => {
    let answer = 1n
    const { cache, fetch } = setup(async () => answer)
    await cache.read(ACCOUNT)
    answer = 2n
    expect(await cache.read(ACCOUNT, { force: true })).toBe(2n)
    expect(fetch).toHaveBeenCalledTimes(2)
    // The forced answer is the new cached one.
    expect(await cache.read(ACCOUNT)).toBe(2n)
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('behavior: a forced read keeps the retry gap after a failure; a retry skips it', async () => {
    let fail = true
    const { cache, fetch, advance } = setup(async () => {
      if (fail) throw new Error('down')
      return 7n
    })
    await expect(cache.read(ACCOUNT)).rejects.toThrow()
    fail = false
    advance(1_000)
    expect(await cache.read(ACCOUNT, { force: true })).toBeUndefined()
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(await cache.read(ACCOUNT, { retry: true })).toBe(7n)
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('behavior: a retry also skips a fresh cached balance', async () => {
    let answer = 1n
    const { cache, fetch } = setup(async () => answer)
    await cache.read(ACCOUNT)
    answer = 4n
    expect(await cache.read(ACCOUNT, { retry: true })).toBe(4n)
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('behavior: clear forgets balances and failures', async () => {
    let fail = true
    const { cache, fetch } = setup(async () => {
      if (fail) throw new Error('down')
      return 3n
    })
    await expect(cache.read(ACCOUNT)).rejects.toThrow()
    cache.clear()
    fail = false
    expect(await cache.read(ACCOUNT)).toBe(3n)
    cache.clear()
    expect(await cache.read(ACCOUNT)).toBe(3n)
    expect(fetch).toHaveBeenCalledTimes(3)
  })
})
