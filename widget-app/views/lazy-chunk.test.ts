import { describe, expect, it, vi } from 'vitest'
import { deferred } from '../testing/deferred.js'
import { lazyChunk } from './lazy-chunk.js'

describe('lazyChunk', () => {
  it('behavior: nothing downloads until asked; callers share one import and the module is kept once it arrived', async () => {
    const arrival = deferred<{ name: string }>()
    const importer = vi.fn(() => arrival.promise)
    const chunk = lazyChunk(importer)
    expect(importer).not.toHaveBeenCalled()
    const first = chunk.load()
    const second = chunk.load()
    expect(importer).toHaveBeenCalledTimes(1)
    expect(chunk.loaded()).toBeUndefined()
    arrival.resolve({ name: 'Account' })
    expect(await first).toEqual({ name: 'Account' })
    expect(await second).toBe(await first)
    expect(chunk.loaded()).toEqual({ name: 'Account' })
    await chunk.load()
    expect(importer).toHaveBeenCalledTimes(1)
  })

  it('error: a failed download rejects every waiting caller, and the next load imports again', async () => {
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('module')
    const chunk = lazyChunk(importer)
    await expect(chunk.load()).rejects.toThrow('Failed to fetch')
    expect(chunk.loaded()).toBeUndefined()
    expect(await chunk.load()).toBe('module')
    expect(importer).toHaveBeenCalledTimes(2)
  })
})
