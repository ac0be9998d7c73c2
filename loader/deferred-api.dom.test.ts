// @vitest-environment happy-dom
/**
 * `window.WalletWidget` before and after the host chunk runs: calls wait and settle, sync methods answer at once,
 * providers keep their identity, and a chunk that cannot arrive turns into clear errors instead of silence.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { INITIAL_STATE, type WidgetState } from '../shared/protocol/loader-widget.js'
import { createDeferredApi } from './deferred-api.js'
import { createEmitter } from './emitter.js'
import type { HostApi } from './host/host.js'

/** A host chunk implementation that records what reaches it. */
function fakeHost(state: Partial<WidgetState> = {}) {
  const calls: unknown[][] = []
  const providerRequests: { namespace: string; method: string }[] = []
  const events = createEmitter<never>()
  const providerEvents = createEmitter<unknown>()
  const provider = (namespace: string) => ({
    request: async ({ method }: { method: string }) => {
      providerRequests.push({ namespace, method })
      return `${namespace}:${method}`
    },
    on(event: string, listener: (data: unknown) => void) {
      providerEvents.on(event, listener)
      return this
    },
    removeListener(event: string, listener: (data: unknown) => void) {
      providerEvents.off(event, listener)
      return this
    },
  })
  const host = {
    call: async (method: string, ...args: unknown[]) => {
      calls.push([method, ...args])
      return `answer to ${method}`
    },
    getState: () => ({ ...INITIAL_STATE, ...state }),
    getProvider: provider,
    on: (event: string, listener: never) => {
      events.on(event, listener)
      return () => events.off(event, listener)
    },
    off: events.off,
    connected: vi.fn(),
    mismatch: vi.fn(),
  } as unknown as HostApi
  return { host, calls, providerRequests, emit: events.emit, emitProvider: providerEvents.emit }
}

afterEach(() => vi.useRealTimers())

describe('the API before the host chunk', () => {
  it('behavior: calls made before the host chunk arrives wait, in order, and settle with its answers', async () => {
    const { api, arrive } = createDeferredApi()
    const opened = api.open({ view: 'Networks' })
    const closed = api.close()
    const fake = fakeHost()
    expect(fake.calls).toEqual([])
    arrive(fake.host)
    await expect(opened).resolves.toBe('answer to open')
    await expect(closed).resolves.toBe('answer to close')
    expect(fake.calls).toEqual([['open', { view: 'Networks' }], ['close']])
    // Once it is there, calls go to it directly.
    await expect(api.getSession()).resolves.toBe('answer to getSession')
  })

  it('behavior: getState answers a copy of the initial state until the host chunk answers it', () => {
    const { api, arrive } = createDeferredApi()
    const before = api.getState()
    expect(before).toEqual(INITIAL_STATE)
    before.open = true
    expect(api.getState().open).toBe(false)
    arrive(fakeHost({ status: 'connected' }).host)
    expect(api.getState().status).toBe('connected')
  })

  it('behavior: one provider per namespace, the same object before and after; requests and listeners reach the host', async () => {
    const { api, arrive } = createDeferredApi()
    const provider = api.getProvider('eip155')
    const chainId = provider.request({ method: 'eth_chainId' })
    const heard: unknown[] = []
    const listener = (data: unknown) => heard.push(data)
    expect(provider.on('chainChanged', listener)).toBe(provider)
    const fake = fakeHost()
    arrive(fake.host)
    await expect(chainId).resolves.toBe('eip155:eth_chainId')
    expect(api.getProvider('eip155')).toBe(provider)
    expect(api.getProvider('solana')).not.toBe(provider)
    fake.emitProvider('chainChanged', '0x7a69')
    expect(heard).toEqual(['0x7a69'])
    expect(provider.removeListener('chainChanged', listener)).toBe(provider)
    fake.emitProvider('chainChanged', '0x1')
    expect(heard).toEqual(['0x7a69'])
    await provider.request({ method: 'eth_accounts' })
    expect(fake.providerRequests).toEqual([
      { namespace: 'eip155', method: 'eth_chainId' },
      { namespace: 'eip155', method: 'eth_accounts' },
    ])
  })

  it('behavior: listeners added before the host chunk arrives hear its events; the function `on` returns removes them', async () => {
    const { api, arrive } = createDeferredApi()
    const heard: string[] = []
    const off = api.on('open', (event) => heard.push(event.type))
    const fake = fakeHost()
    arrive(fake.host)
    // Listeners added early are registered when the chunk arrives, after what waited before them.
    await Promise.resolve()
    fake.emit('open', { type: 'open' } as never)
    off()
    fake.emit('open', { type: 'open' } as never)
    expect(heard).toEqual(['open'])
  })

  it('error: a host chunk that cannot arrive rejects what waits and every later call with its error; the rest answers', async () => {
    const { api, fail } = createDeferredApi()
    const opened = api.open()
    const request = api.getProvider('eip155').request({ method: 'eth_requestAccounts' })
    const off = api.on('open', () => {})
    const failure = Object.assign(Error('[WalletWidget] /widget/host/loader-host-X.js did not load'), { code: 4900 })
    fail(failure)
    await expect(opened).rejects.toBe(failure)
    await expect(request).rejects.toMatchObject({ code: 4900 })
    await expect(api.signIn()).rejects.toBe(failure)
    expect(api.getState()).toEqual(INITIAL_STATE)
    expect(() => off()).not.toThrow()
  })

  it('error: open is refused 30 s after the call when nothing answers it; signIn and provider requests wait on the user', async () => {
    vi.useFakeTimers()
    const { api } = createDeferredApi()
    const settled: string[] = []
    api.open().catch((error: Error) => settled.push(error.message))
    api.signIn().catch(() => settled.push('signIn'))
    api
      .getProvider('eip155')
      .request({ method: 'eth_requestAccounts' })
      .catch(() => settled.push('request'))
    await vi.advanceTimersByTimeAsync(29_999)
    expect(settled).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toEqual(['[WalletWidget] the widget did not answer open in 30 s'])
    await vi.advanceTimersByTimeAsync(600_000)
    expect(settled).toHaveLength(1)
  })
})
