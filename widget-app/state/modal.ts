/**
 * The modal: opening (the site's `open()` and the widget's own) and closing, the `open` and
 * `close` events, and the site's requests waiting for the user to connect (`eth_requestAccounts`
 * with no wallet), which closing refuses. Opening or closing over the approval view also refuses
 * the signatures waiting there (email-wallet.ts watches the view).
 */
import { ProviderRpcError, RpcErrorCode, USER_REJECTED_MESSAGE } from '../../shared/errors.js'
import { parseOpenOptions, type LoaderApi } from '../../shared/protocol/loader-widget.js'
import type { AppState } from './app-state.js'
import { initialView, reset, type View } from './router.js'
import type { SiteEvents } from './site-events.js'
import type { Store } from './store.js'
import type { Toast } from './toast.js'

export interface Modal {
  /**
   * Opens on the requested view, else Account when connected, else Connect. `options` may be
   * anything plain JS passes, so it is checked first; throws before the site is configured.
   */
  open(options?: unknown): void
  close(): void
  /** Runs `listener` each time the modal is about to open (e.g. to start loading what its first view offers). */
  onOpening(listener: () => void): void
  /** Opens on Connect; resolves with the address once a wallet connects, rejects with 4001 if the modal closes first. */
  waitForConnection(): Promise<string>
  /** A wallet connected: answers everything waiting in {@link waitForConnection}. */
  connected(): void
}

export interface ModalDeps {
  store: Store<AppState>
  loader: Pick<LoaderApi, 'setVisible'>
  events: Pick<SiteEvents, 'emit'>
  toast: Pick<Toast, 'hide'>
  /** Calls back after the modal has painted, to show the iframe and report `open`; at once when not given. */
  afterPaint?: ((callback: () => void) => void) | undefined
}

export function createModal({ store, loader, events, toast, afterPaint }: ModalDeps): Modal {
  const get = store.get
  const openingListeners: (() => void)[] = []
  /** Counts openings and closings: a paint callback of an opening that was closed since does nothing. */
  let openings = 0
  const waiters = new Set<(connected: boolean) => void>()
  const settleWaiters = (connected: boolean) => {
    const waiting = [...waiters]
    waiters.clear()
    for (const settle of waiting) settle(connected)
  }

  function open(options?: unknown): void {
    const { view: requested } = parseOpenOptions(options)
    if (!get().config) throw new Error('The widget is not configured')
    const connected = get().status === 'connected'
    const view: View =
      requested === 'Account' && !connected
        ? { name: 'Connect' }
        : requested
          ? { name: requested }
          : initialView(connected)
    const wasOpen = get().open
    for (const listener of openingListeners) listener()
    store.set({ open: true, history: reset(view) })
    if (wasOpen) return
    // The iframe is shown once the dialog has painted in it, unless the modal closed meanwhile.
    const opening = ++openings
    loader.setVisible('rendering')
    ;(afterPaint ?? ((callback) => callback()))(() => {
      if (opening !== openings) return
      loader.setVisible(true)
      events.emit('open')
    })
  }

  function close(): void {
    if (!get().open) return
    openings++
    store.set({ open: false, connectError: null })
    toast.hide()
    loader.setVisible(false)
    events.emit('close')
    settleWaiters(false)
  }

  return {
    open,
    close,
    onOpening: (listener) => void openingListeners.push(listener),
    waitForConnection() {
      return new Promise((resolve, reject) => {
        waiters.add((connected) => {
          const address = get().address
          if (connected && address) resolve(address)
          else reject(new ProviderRpcError(RpcErrorCode.userRejected, USER_REJECTED_MESSAGE))
        })
        open({ view: 'Connect' })
      })
    },
    connected: () => settleWaiters(true),
  }
}
