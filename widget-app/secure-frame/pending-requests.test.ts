import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPendingRequests } from './pending-requests.js'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

const options = (extra: Partial<Parameters<ReturnType<typeof createPendingRequests>['add']>[1]> = {}) => ({
  timeoutMs: 1_000,
  onTimeout: () => new Error('timed out'),
  ...extra,
})

describe('pending requests', () => {
  it('behavior: a reply settles its request once; a second or late reply is ignored', async () => {
    const table = createPendingRequests()
    const request = table.add<string>('a', options())
    expect(table.resolve('a', 'first')).toBe(true)
    expect(table.resolve('a', 'second')).toBe(false)
    expect(table.reject('a', new Error('late'))).toBe(false)
    await expect(request).resolves.toBe('first')
    expect(table.size()).toBe(0)
  })

  it('error: a request times out with its own error and tells the caller it was abandoned', async () => {
    const table = createPendingRequests()
    const onAbandon = vi.fn()
    const request = table.add('a', options({ onAbandon }))
    const assertion = expect(request).rejects.toThrow('timed out')
    vi.advanceTimersByTime(999)
    expect(table.has('a')).toBe(true)
    vi.advanceTimersByTime(1)
    await assertion
    expect(onAbandon).toHaveBeenCalledExactlyOnceWith('timeout')
    expect(table.resolve('a', 'late')).toBe(false)
  })

  it('behavior: one abort rejects only its own request; the others go on', async () => {
    const table = createPendingRequests()
    const controller = new AbortController()
    const onAbandonA = vi.fn()
    const a = table.add(
      'a',
      options({ signal: controller.signal, onAbort: () => new Error('Request was aborted'), onAbandon: onAbandonA }),
    )
    const b = table.add<string>('b', options())
    controller.abort()
    await expect(a).rejects.toThrow('Request was aborted')
    expect(onAbandonA).toHaveBeenCalledExactlyOnceWith('abort')
    expect(table.has('b')).toBe(true)
    table.resolve('b', 'still fine')
    await expect(b).resolves.toBe('still fine')
  })

  it('behavior: an already-aborted signal rejects at once', async () => {
    const table = createPendingRequests()
    const controller = new AbortController()
    controller.abort()
    await expect(table.add('a', options({ signal: controller.signal }))).rejects.toThrow('Request was aborted')
    expect(table.size()).toBe(0)
  })

  it('behavior: destroy rejects everything pending and every later request; timers are cleared', async () => {
    const table = createPendingRequests()
    const a = table.add('a', options())
    const b = table.add('b', options({ timeoutMs: undefined }))
    table.destroy(() => new Error('destroyed'))
    await expect(a).rejects.toThrow('destroyed')
    await expect(b).rejects.toThrow('destroyed')
    await expect(table.add('c', options())).rejects.toThrow('destroyed')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('error: a duplicate id is refused without touching the first request', async () => {
    const table = createPendingRequests()
    const first = table.add<number>('a', options())
    await expect(table.add('a', options())).rejects.toThrow('duplicate request id a')
    table.resolve('a', 1)
    await expect(first).resolves.toBe(1)
  })
})
