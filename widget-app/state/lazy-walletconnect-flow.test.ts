import { describe, expect, it, vi } from 'vitest'
import { deferred } from '../testing/deferred.js'
import { initialAppState, type AppState } from './app-state.js'
import {
  createLazyWalletConnectFlow,
  type LazyWalletConnectFlowDeps,
  type LoadWalletConnectFlow,
} from './lazy-walletconnect-flow.js'
import type { View } from './router.js'
import { createStore } from './store.js'
import type { WalletConnectFlow } from './walletconnect-flow.js'

type FlowModule = Awaited<ReturnType<LoadWalletConnectFlow>>

function setup(relayUrl = 'ws://127.0.0.1:4403') {
  const store = createStore<AppState>(initialAppState())
  const routes: View[] = []
  const opening: (() => void)[] = []
  const reportError = vi.fn()
  const deps = {
    store,
    relayUrl,
    siteOrigin: 'http://localhost:4400',
    adapters: { get: vi.fn() },
    registry: { set: vi.fn() },
    navigation: { current: () => routes.at(-1), push: (route: View) => void routes.push(route) },
    connections: {},
    project: {},
    reportError,
    modal: { onOpening: (listener: () => void) => void opening.push(listener) },
  } as unknown as LazyWalletConnectFlowDeps
  const code = deferred<FlowModule>()
  const flow: WalletConnectFlow = {
    connect: vi.fn(async () => {}),
    disconnect: vi.fn(async () => {}),
    cancelRequest: vi.fn(),
  }
  const createWalletConnectFlow = vi.fn(() => flow)
  const load = vi.fn(() => code.promise)
  const lazy = createLazyWalletConnectFlow(deps, load)
  return {
    store,
    routes,
    reportError,
    lazy,
    flow,
    load,
    createWalletConnectFlow,
    open: () => opening.forEach((listener) => listener()),
    arrive: () => code.resolve({ createWalletConnectFlow } as unknown as FlowModule),
    fail: () => code.reject(new TypeError('Failed to fetch dynamically imported module')),
  }
}

describe('createLazyWalletConnectFlow', () => {
  it('behavior: nothing is loaded until the modal opens; opening loads the flow once', async () => {
    const t = setup()
    expect(t.load).not.toHaveBeenCalled()
    t.open()
    t.open()
    expect(t.load).toHaveBeenCalledTimes(1)
    t.arrive()
    await vi.waitFor(() => expect(t.createWalletConnectFlow).toHaveBeenCalledTimes(1))
  })

  it('behavior: without a relay, opening loads nothing', () => {
    const t = setup('')
    t.open()
    expect(t.load).not.toHaveBeenCalled()
  })

  it('behavior: a connect made while the code loads shows its view at once and goes on when the code is there', async () => {
    const t = setup()
    const connecting = t.lazy.connect(null)
    expect(t.routes).toEqual([{ name: 'ConnectingWalletConnect' }])
    expect(t.store.get().walletConnect).toMatchObject({ uri: null, error: null, wallet: null })
    t.arrive()
    await connecting
    expect(t.flow.connect).toHaveBeenCalledWith(null)
    t.lazy.cancelRequest(7)
    await vi.waitFor(() => expect(t.flow.cancelRequest).toHaveBeenCalledWith(7))
  })

  it('error: code that does not load says the connection failed, reports it, and is fetched again next time', async () => {
    const t = setup()
    const connecting = t.lazy.connect(null)
    t.fail()
    await connecting
    expect(t.store.get().walletConnect.error).toBeTruthy()
    expect(t.reportError).toHaveBeenCalledWith('CONNECTION_ERROR', expect.any(TypeError))
    void t.lazy.connect(null)
    expect(t.load).toHaveBeenCalledTimes(2)
  })
})
