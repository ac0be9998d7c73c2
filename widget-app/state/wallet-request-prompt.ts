/**
 * Shows the requests a WalletConnect wallet has not answered: when one has waited a moment with
 * the modal closed, the modal opens on Account, where it is listed with its Cancel control; once
 * none is left the modal closes again if this opened it and Account is still shown.
 */
import type { AppState } from './app-state.js'
import type { Modal } from './modal.js'
import type { Navigation } from './navigation.js'
import type { Store } from './store.js'

/** A wallet that answers within this time never makes the modal flash open. */
export const REQUEST_PROMPT_DELAY_MS = 1_000

export interface WalletRequestPromptDeps {
  store: Store<AppState>
  modal: Pick<Modal, 'open' | 'close'>
  navigation: Pick<Navigation, 'current'>
  timers?: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> | undefined
}

export function watchWalletRequests({ store, modal, navigation, timers = globalThis }: WalletRequestPromptDeps) {
  let waiting = false
  let openedHere = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const stillWaiting = () => store.get().walletConnect.requests.length > 0

  function prompt(): void {
    timer = undefined
    const state = store.get()
    if (!stillWaiting() || state.open || state.status !== 'connected') return
    modal.open({ view: 'Account' })
    openedHere = true
  }

  return store.subscribe(() => {
    const state = store.get()
    if (!state.open) openedHere = false
    const now = stillWaiting()
    if (now === waiting) return
    waiting = now
    if (now) {
      if (!state.open) timer = timers.setTimeout(prompt, REQUEST_PROMPT_DELAY_MS)
      return
    }
    timers.clearTimeout(timer)
    timer = undefined
    if (openedHere && state.open && navigation.current()?.name === 'Account') modal.close()
    openedHere = false
  })
}
