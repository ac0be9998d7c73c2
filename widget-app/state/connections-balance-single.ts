/**
 * With one connection at a time, getState()'s `accounts` entry carries the active account's native balance: the
 * figure the Account view shows (account.ts reads it; nothing is read again here). A new figure, or one dropped,
 * is announced with a `stateChanged` event. Downloaded with the first figure read (site-events.ts).
 */
import type { WidgetEventName } from '../../shared/protocol/loader-widget.js'
import { type AppState, multiWalletEnabled, useNamespaceAccounts } from './app-state.js'
import { namespaceAccounts } from './connections-accounts.js'
import type { Store } from './store.js'

/** The figure of each namespace's entry, to tell whether one changed. */
export function balanceFigures(state: AppState): string {
  return Object.entries(namespaceAccounts(state))
    .map(([namespace, account]) => `${namespace}=${account?.balance ?? ''}${account?.balanceSymbol ?? ''}`)
    .join()
}

/** Starts carrying the balance in the entry and announcing its changes; returns the function that stops it. */
export function followActiveBalance(store: Store<AppState>, events: { emit(type: WidgetEventName): void }): () => void {
  // Several connections carry every balance with their own chunk (connections-balances.ts).
  if (multiWalletEnabled(store.get())) return () => undefined
  useNamespaceAccounts(namespaceAccounts)
  // The last event went out without a figure: the one read by now is announced at once.
  let announced = ''
  const announce = () => {
    const figures = balanceFigures(store.get())
    if (figures === announced) return
    announced = figures
    events.emit('stateChanged')
  }
  let lastBalance: AppState['balance'] | null = null
  const stop = store.subscribe(() => {
    const { balance } = store.get()
    if (balance === lastBalance) return
    lastBalance = balance
    // After the event of what changed it, if any (a new account or chain resets the figure).
    queueMicrotask(announce)
  })
  announce()
  return stop
}
