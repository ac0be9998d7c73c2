/**
 * Tells the site when the Farcaster sign-in link changes (`farcasterUrlChanged`), so
 * `getState().farcasterUrl` is the link ConnectingFarcaster shows while it is open, and null once
 * it is left with no account (farcaster-login.ts).
 */
import type { AppState } from './app-state.js'
import type { SiteEvents } from './site-events.js'
import type { Store } from './store.js'

export function announceFarcasterUrl(store: Store<AppState>, events: Pick<SiteEvents, 'emit'>): void {
  let announced = store.get().farcaster.url
  store.subscribe(() => {
    const { url } = store.get().farcaster
    if (url === announced) return
    announced = url
    events.emit('farcasterUrlChanged')
  })
}
