import { describe, expect, it, vi } from 'vitest'
import { type Contracts, createContractsLoader, loadContracts } from './load-contracts.js'

describe('loadContracts', () => {
  it('behavior: loads the calls with their answer schemas', async () => {
    const { AllowedOriginsCall, ProjectConfigCall, WalletsCall } = await loadContracts()
    expect([AllowedOriginsCall.path, ProjectConfigCall.path, WalletsCall.path]).toEqual([
      '/projects/v1/origins',
      '/appkit/v1/config',
      '/getWallets',
    ])
    expect(AllowedOriginsCall.answer['~standard'].validate({ allowedOrigins: 'all' })).toHaveProperty('issues')
  })

  it('behavior: callers share one load', async () => {
    const load = vi.fn(async () => ({}) as Contracts)
    const loader = createContractsLoader(load)
    await Promise.all([loader(), loader()])
    await loader()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('error: a failed load is tried again by the next call', async () => {
    const load = vi.fn<() => Promise<Contracts>>().mockRejectedValueOnce(new TypeError('offline'))
    load.mockResolvedValue({} as Contracts)
    const loader = createContractsLoader(load)
    await expect(loader()).rejects.toThrow('offline')
    await expect(loader()).resolves.toEqual({})
    expect(load).toHaveBeenCalledTimes(2)
  })
})
