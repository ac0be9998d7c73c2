/**
 * Moving between the modal's views over the history kept in the store:
 * push, replace, reset, and back, which closes the modal from its first view.
 */
import type { AppState } from './app-state.js'
import { goBack, push, replace, reset, type View } from './router.js'
import type { Store } from './store.js'

export interface Navigation {
  /** The view on screen (the last of the history), if any. */
  current(): View | undefined
  push(view: View): void
  /** Replaces the view on screen. */
  replace(view: View): void
  /** Makes `view` the only one: Back from it closes the modal. */
  reset(view: View): void
  /** One view back; from the first view it closes the modal, from Connect while connected it shows Account. */
  back(): void
}

export type NavigationState = Pick<AppState, 'history' | 'status'>

export function createNavigation(store: Store<NavigationState>, modal: { close(): void }): Navigation {
  const history = () => store.get().history
  return {
    current: () => history().at(-1),
    push: (view) => store.set({ history: push(history(), view) }),
    replace: (view) => store.set({ history: replace(history(), view) }),
    reset: (view) => store.set({ history: reset(view) }),
    back() {
      const result = goBack(history(), store.get().status === 'connected')
      if (result.close) modal.close()
      else store.set({ history: result.history })
    },
  }
}
