/** Tells the site what changed: the widget's events (`WalletWidget.on`) and the site provider's EIP-1193 events. */
import { RpcErrorCode, toErrorPayload } from '../../shared/errors.js'
import type { LoaderApi, WalletEventName, WidgetEventName } from '../../shared/protocol/loader-widget.js'
import { snapshot, type AppState } from './app-state.js'
import type { Store } from './store.js'

export interface SiteEvents {
  /** A widget event with a snapshot of the state as it is now, and the error when there is one. */
  emit(type: WidgetEventName, error?: unknown): void
  /** An event of the site's provider (`accountsChanged`, `chainChanged`, `connect`, `disconnect`). */
  provider(event: WalletEventName, data: unknown): void
  /** The provider of the connection last announced has no wallet any more: `accountsChanged([])`, then `disconnect`. */
  walletGone(): void
}

export function createSiteEvents(
  store: Store<AppState>,
  loader: Pick<LoaderApi, 'emit' | 'providerEvent'>,
): SiteEvents {
  let namespace: string | null = null
  const events: SiteEvents = {
    emit: (type, error) =>
      void loader.emit({
        type,
        state: snapshot(store.get()),
        ...(error === undefined ? {} : { error: toErrorPayload(error) }),
      }),
    provider(event, data) {
      // A disconnect is announced after the account is reset: it goes to the namespace last connected. Only the
      // eip155 and solana providers have events; another namespace's never reach them.
      namespace = store.get().chainNamespace ?? namespace
      if (namespace === 'solana' || namespace === 'eip155') loader.providerEvent(event, data, namespace)
    },
    walletGone() {
      events.provider('accountsChanged', [])
      events.provider('disconnect', {
        code: RpcErrorCode.disconnected,
        message: 'The provider is disconnected from all chains.',
      })
    },
  }
  // With one connection at a time, the account's entry in getState() carries its balance once one is read: that
  // code is downloaded with the first figure (several connections carry theirs with their own chunk).
  const stop = store.subscribe(() => {
    if (store.get().balance.state !== 'ready') return
    stop()
    void import('./connections-balance-single.js').then((module) => module.followActiveBalance(store, events))
  })
  return events
}
