/** Tells the site what changed: the widget's events (`WalletWidget.on`) and the site provider's EIP-1193 events. */
import { toErrorPayload } from '../../shared/errors.js'
import type { LoaderApi, WalletEventName, WidgetEventName } from '../../shared/protocol/loader-widget.js'
import { snapshot, type AppState } from './app-state.js'
import type { Store } from './store.js'

export interface SiteEvents {
  /** A widget event with a snapshot of the state as it is now, and the error when there is one. */
  emit(type: WidgetEventName, error?: unknown): void
  /** An event of the site's provider (`accountsChanged`, `chainChanged`, `connect`, `disconnect`). */
  provider(event: WalletEventName, data: unknown): void
}

export function createSiteEvents(
  store: Store<AppState>,
  loader: Pick<LoaderApi, 'emit' | 'providerEvent'>,
): SiteEvents {
  let namespace: string | null = null
  return {
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
  }
}
