import { describe, expect, it } from 'vitest'
import type { WidgetEventName } from '../../shared/protocol/loader-widget.js'
import { type AppState, initialAppState, snapshot } from './app-state.js'
import { announceFarcasterUrl } from './farcaster-url-events.js'
import { createStore } from './store.js'

const LINK = 'http://localhost:4406/phone?channelToken=token-1'

describe('the Farcaster link for the site', () => {
  it('behavior: each change of the link is an event carrying it; other changes are not', () => {
    const store = createStore<AppState>(initialAppState())
    const events: { type: WidgetEventName; farcasterUrl: string | null | undefined }[] = []
    announceFarcasterUrl(store, {
      emit: (type) => void events.push({ type, farcasterUrl: snapshot(store.get()).farcasterUrl }),
    })

    store.set({ farcaster: { url: null, error: null } })
    store.set({ open: true })
    expect(events).toEqual([])
    store.set({ farcaster: { url: LINK, error: null } })
    store.set({ farcaster: { url: LINK, error: null } })
    expect(events).toEqual([{ type: 'farcasterUrlChanged', farcasterUrl: LINK }])
    // Left with no account: the link is dropped, and the site hears it.
    store.set({ farcaster: { url: null, error: null } })
    expect(events).toEqual([
      { type: 'farcasterUrlChanged', farcasterUrl: LINK },
      { type: 'farcasterUrlChanged', farcasterUrl: null },
    ])
  })
})
