import { describe, expect, it, vi } from 'vitest'
import { deferred } from '../testing/deferred.js'
import { type SecureFrameClient, type SecureFrameClientOptions, SecureFrameError } from './frame-client.js'
import { createLazySecureFrameClient, type LoadSecureFrameClient } from './lazy-secure-frame-client.js'

type ClientModule = Awaited<ReturnType<LoadSecureFrameClient>>

const options = { url: 'https://wallet.example/frame?projectId=demo', container: {} as HTMLElement }

/** A client module whose code arrives when the test says so, and the fake client it creates. */
function slowCode() {
  const code = deferred<ClientModule>()
  const iframe = { id: 'frame' } as unknown as HTMLIFrameElement
  const client = {
    iframe,
    origin: 'https://wallet.example',
    ready: Promise.resolve(),
    request: vi.fn(async () => ({ isConnected: true })) as unknown as SecureFrameClient['request'],
    isReady: () => true,
    destroy: vi.fn(),
  }
  const createSecureFrameClient = vi.fn((_options: SecureFrameClientOptions): SecureFrameClient => client)
  return {
    load: () => code.promise,
    arrive: () => code.resolve({ createSecureFrameClient } as unknown as ClientModule),
    fail: () => code.reject(new TypeError('Failed to fetch dynamically imported module')),
    client,
    createSecureFrameClient,
  }
}

describe('createLazySecureFrameClient', () => {
  it('behavior: a request made while the code loads waits for it and reaches the frame, once', async () => {
    const code = slowCode()
    const lazy = createLazySecureFrameClient(options, code.load)
    expect(lazy.origin).toBe('https://wallet.example')
    expect(lazy.iframe).toBeUndefined()
    expect(lazy.isReady()).toBe(false)
    const answer = lazy.request('isConnected', {})
    code.arrive()
    await expect(answer).resolves.toEqual({ isConnected: true })
    await expect(lazy.ready).resolves.toBeUndefined()
    expect(code.createSecureFrameClient).toHaveBeenCalledTimes(1)
    expect(code.createSecureFrameClient).toHaveBeenCalledWith(options)
    expect(code.client.request).toHaveBeenCalledWith('isConnected', {}, undefined)
    expect(lazy.iframe).toBe(code.client.iframe)
    expect(lazy.isReady()).toBe(true)
  })

  it('behavior: destroyed before its code arrived, the frame is never created and requests are refused', async () => {
    const code = slowCode()
    const lazy = createLazySecureFrameClient(options, code.load)
    const answer = lazy.request('isConnected', {})
    lazy.destroy()
    code.arrive()
    await expect(answer).rejects.toMatchObject({ name: 'SecureFrameError', code: 'frame_destroyed' })
    await expect(lazy.ready).rejects.toBeInstanceOf(SecureFrameError)
    expect(code.createSecureFrameClient).not.toHaveBeenCalled()
  })

  it('error: code that does not load fails like a frame page that does not load', async () => {
    const code = slowCode()
    const lazy = createLazySecureFrameClient(options, code.load)
    const answer = lazy.request('isConnected', {})
    code.fail()
    await expect(answer).rejects.toMatchObject({
      code: 'iframe_load_failed',
      message: 'Unable to load email login dependency',
    })
    await expect(lazy.ready).rejects.toMatchObject({ code: 'iframe_load_failed' })
  })

  it('behavior: destroy after the code arrived destroys the frame', async () => {
    const code = slowCode()
    const lazy = createLazySecureFrameClient(options, code.load)
    code.arrive()
    await lazy.ready
    lazy.destroy()
    expect(code.client.destroy).toHaveBeenCalledTimes(1)
  })
})
