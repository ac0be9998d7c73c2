/**
 * When the views' chunks download: a view's chunk as soon as navigation to it starts (the store
 * changed, before the view renders); the chunk of the view a fresh open shows (Account once a
 * wallet is connected) as soon as that view is known; every other chunk once the open modal has
 * painted and the browser is idle, never while the modal was never opened.
 */
import { useEffect } from 'react'
import type { AppState } from '../state/app-state.js'
import { initialView, type ViewName } from '../state/router.js'
import type { Store } from '../state/store.js'
import type { LazyChunk } from './lazy-chunk.js'

export interface PrefetchSchedule {
  /** Calls back once the next frame has been painted. */
  afterPaint(callback: () => void): void
  /** Calls back when the browser has nothing more urgent to do. */
  whenIdle(callback: () => void): void
}

export const BROWSER_SCHEDULE: PrefetchSchedule = {
  afterPaint: (callback) => requestAnimationFrame(() => setTimeout(callback, 0)),
  whenIdle: (callback) =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(() => callback(), { timeout: 2000 })
      : setTimeout(callback, 200),
}

export interface ViewChunksOptions {
  store: Store<AppState>
  /** The chunk of each view that is downloaded on demand. */
  chunkOf: (view: ViewName) => LazyChunk<unknown> | undefined
  /** Every chunk, fetched once the modal first painted. */
  all: readonly LazyChunk<unknown>[]
  schedule?: PrefetchSchedule
}

/** A download started ahead of need: a failure is retried when the view is shown, so it is dropped here. */
function fetchAhead(chunk: LazyChunk<unknown> | undefined): void {
  if (chunk && !chunk.loaded()) chunk.load().catch(() => {})
}

/** Starts the views' downloads as the store's navigation and the modal's first paint call for them. */
export function watchViewChunks({ store, chunkOf, all, schedule = BROWSER_SCHEDULE }: ViewChunksOptions): () => void {
  let prefetchQueued = false
  let shown: ViewName | undefined
  let first: ViewName | undefined
  const onChange = () => {
    const state = store.get()
    const next = initialView(state.status === 'connected').name
    if (next !== first) fetchAhead(chunkOf(next))
    first = next
    const view = state.open ? state.history.at(-1)?.name : undefined
    if (view !== shown && view) fetchAhead(chunkOf(view))
    shown = view
    if (!view || prefetchQueued) return
    prefetchQueued = true
    schedule.afterPaint(() => schedule.whenIdle(() => all.forEach(fetchAhead)))
  }
  onChange()
  return store.subscribe(onChange)
}

/** `watchViewChunks` for the life of the component. */
export function useViewChunks(options: ViewChunksOptions): void {
  useEffect(() => watchViewChunks(options), [options.store])
}
