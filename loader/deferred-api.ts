/**
 * `window.WalletWidget` as the loader's core defines it: every method is there at once and forwards to the host
 * chunk's implementation (loader/host/) once that has run. Until then calls wait, in order, and settle when it
 * arrives; when it cannot arrive (its request failed, or its bytes did not match the integrity hash baked into the
 * core), they reject with why. `getState` answers the initial state meanwhile, and `getProvider` hands out one
 * forwarding provider per namespace, the same object before and after.
 */
import { INITIAL_STATE } from '../shared/protocol/loader-widget.js'
import type { WalletWidgetApi, WalletWidgetProvider } from '../shared/protocol/wallet-widget-api.js'
import type { HostApi } from './host/host.js'

export const PREFIX = '[WalletWidget] '
/**
 * open, close and disconnect are answered at once by a live widget: they fail after 30 s counted from the site's
 * call (so also when the widget or the host chunk never loads). Provider requests and signIn wait on the user (a
 * connection, a signature, a transaction), so they have no fixed limit and settle when the widget answers, reloads
 * or leaves the page: a transaction refused by a timer while the user still approves it would be sent with nobody told.
 */
const CONTROL_TIMEOUT_MS = 30_000
/** The methods of `window.WalletWidget` that only carry the call to the widget. */
const CALLS = ['open', 'close', 'disconnect', 'setLocale', 'signIn', 'getSession', 'signOut'] as const

export interface DeferredApi {
  api: WalletWidgetApi
  /** Runs `run` with the host chunk's implementation: now when it is there, once it arrives otherwise, or never. */
  withHost(run: (host: HostApi) => void): void
  /** The host chunk has run: what waited runs now, in order. */
  arrive(host: HostApi): void
  /** The host chunk cannot arrive: what waits, and every later call, rejects with `error`. */
  fail(error: Error): void
}

export function createDeferredApi(): DeferredApi {
  let host: HostApi | undefined
  let arrive!: (host: HostApi) => void
  let fail!: (error: Error) => void
  const arrived = new Promise<HostApi>((resolve, reject) => {
    arrive = (implementation) => {
      host = implementation
      resolve(implementation)
    }
    fail = reject
  })
  // A failure is reported by the calls that wait on it, and once by the core: not again as an unhandled rejection.
  arrived.catch(() => {})
  const later = <T>(run: (host: HostApi) => T): T | Promise<T> => (host ? run(host) : arrived.then(run))
  // Nothing waits on these: a host that cannot arrive is reported by the calls that do wait.
  const withHost = (run: (host: HostApi) => void) => void (host ? run(host) : arrived.then(run, () => {}))
  const providers = new Map<string, WalletWidgetProvider>()
  const forwardingProvider = (namespace: string): WalletWidgetProvider => {
    const target = (host: HostApi) => host.getProvider(namespace as 'eip155')
    const provider: WalletWidgetProvider = {
      request: (args) => later((host) => target(host).request(args)),
      on(event, listener) {
        withHost((host) => target(host).on(event, listener))
        return provider
      },
      removeListener(event, listener) {
        withHost((host) => target(host).removeListener(event, listener))
        return provider
      },
    }
    return provider
  }

  const api: WalletWidgetApi = {
    ...(Object.fromEntries(
      CALLS.map((name) => [
        name,
        (...args: unknown[]) =>
          new Promise((resolve, reject) => {
            // Settling a settled promise does nothing: the timer needs no clearing.
            if (name !== 'signIn')
              setTimeout(reject, CONTROL_TIMEOUT_MS, Error(`${PREFIX}the widget did not answer ${name} in 30 s`))
            later((host) => host.call(name, ...args)).then(resolve, reject)
          }),
      ]),
    ) as Pick<WalletWidgetApi, (typeof CALLS)[number]>),
    getState: () => (host ? host.getState() : { ...INITIAL_STATE }),
    getProvider: ((namespace: string) =>
      providers.get(namespace) ??
      providers.set(namespace, forwardingProvider(namespace)).get(namespace)) as WalletWidgetApi['getProvider'],
    on(event, listener) {
      withHost((host) => host.on(event, listener))
      return () => api.off(event, listener)
    },
    off: (event, listener) => withHost((host) => host.off(event, listener)),
  }
  return { api, withHost, arrive, fail }
}
