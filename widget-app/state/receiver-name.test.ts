import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ProfileApiError } from '../api/profile.js'
import { deferred } from '../testing/deferred.js'
import { NAME_LOOKUP_DELAY_MS } from './names.js'
import { createReceiverName } from './receiver-name.js'

const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function setup(resolve: (name: string, signal: AbortSignal) => Promise<`0x${string}` | null>) {
  const settled: [string, string | null][] = []
  const lookup = createReceiverName({ resolve, onSettled: (name, address) => settled.push([name, address]) })
  return { lookup, settled }
}

describe('receiver name', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }))
  afterEach(() => vi.useRealTimers())

  it('behavior: a plain address is not looked up; a name is, once, after the pause', async () => {
    const resolve = vi.fn(async () => bob as `0x${string}`)
    const { lookup, settled } = setup(resolve)
    lookup.look(bob)
    expect(lookup.store.get().receiver).toEqual({ state: 'none' })
    lookup.look('bob-')
    lookup.look('Bob-Name.wallet.test')
    expect(lookup.store.get().receiver).toEqual({ state: 'resolving', name: 'bob-name.wallet.test' })
    await vi.advanceTimersByTimeAsync(NAME_LOOKUP_DELAY_MS)
    expect(resolve).toHaveBeenCalledTimes(1)
    expect(lookup.store.get().receiver).toEqual({ state: 'resolved', name: 'bob-name.wallet.test', address: bob })
    expect(settled).toEqual([['bob-name.wallet.test', bob]])
  })

  it('behavior: a lookup outdated by new typing is cancelled and never settles', async () => {
    const held = deferred<`0x${string}` | null>()
    const signals: AbortSignal[] = []
    const { lookup, settled } = setup((name, signal) => {
      signals.push(signal)
      return name === 'first.wallet.test' ? held.promise : Promise.resolve(null)
    })
    lookup.look('first.wallet.test')
    await vi.advanceTimersByTimeAsync(NAME_LOOKUP_DELAY_MS)
    lookup.look('second.wallet.test')
    expect(signals[0]!.aborted).toBe(true)
    held.resolve(bob)
    await vi.advanceTimersByTimeAsync(NAME_LOOKUP_DELAY_MS)
    expect(lookup.store.get().receiver).toEqual({ state: 'notFound', name: 'second.wallet.test' })
    expect(settled).toEqual([['second.wallet.test', null]])
  })

  it("error: a failed lookup is 'failed' (Error resolving name) and settles with no address", async () => {
    const { lookup, settled } = setup(async () => {
      throw new ProfileApiError(400, 'zone', 'UNKNOWN_ZONE', 'The name must end in one of: wallet.test')
    })
    lookup.look('alice.eth')
    await vi.advanceTimersByTimeAsync(NAME_LOOKUP_DELAY_MS)
    expect(lookup.store.get().receiver).toEqual({ state: 'failed', name: 'alice.eth' })
    expect(settled).toEqual([['alice.eth', null]])
  })
})
