/**
 * The email wallet's approvals inside the modal: the secure frame asks to show its approval UI,
 * and the modal shows the ApproveTransaction view over which the frame is placed.
 *
 * An approval is answered on screen or not at all: leaving the ApproveTransaction view any way
 * but the frame's own (the user's Close, Back or Escape; the site's `close()` or `open()`)
 * refuses every signature waiting on the user, so nothing can be parked and shown again later.
 */
import type { FrameEvent } from '../../shared/protocol/secure-frame.js'
import type { AppState } from './app-state.js'
import type { Modal } from './modal.js'
import type { Navigation } from './navigation.js'
import type { Store } from './store.js'

export interface EmailWalletApprovals {
  /** Tracks one request that may wait on the user; `done()` once it settles. */
  track(): { signal: AbortSignal; done(): void }
  /** The frame shows or hides its approval UI. */
  onFrameEvent(event: FrameEvent): void
}

export interface EmailWalletApprovalsDeps {
  store: Store<AppState>
  navigation: Pick<Navigation, 'current' | 'push' | 'back'>
  modal: Pick<Modal, 'open' | 'close'>
}

export function createEmailWalletApprovals({
  store,
  navigation,
  modal,
}: EmailWalletApprovalsDeps): EmailWalletApprovals {
  /** Requests that may wait on the frame's approval UI; leaving the approval view refuses them. */
  const approvals = new Set<AbortController>()
  /** Whether the modal was closed when the approval UI asked to be shown (then it closes again after). */
  let openedForApproval = false
  /** Whether the modal shows the approval view now, and whether the frame itself is taking it away. */
  let onApproval = false
  let frameLeaving = false

  /**
   * Refuses every request waiting on the user: each settles at once with 4001 for the site, and
   * the frame is told to abort it (`abortRpc`, sent by the frame client), which hides its UI.
   */
  function refuseApprovals(): void {
    for (const controller of approvals) controller.abort()
    approvals.clear()
    openedForApproval = false
  }

  // However the approval view is left — the user's Close, Back or Escape, the site's close() or
  // open() — unless the frame hides its UI itself (the user answered there), the approvals are refused.
  store.subscribe(() => {
    const state = store.get()
    const showing = state.open && state.history.at(-1)?.name === 'ApproveTransaction'
    if (onApproval && !showing && !frameLeaving) refuseApprovals()
    onApproval = showing
  })

  return {
    track() {
      const controller = new AbortController()
      approvals.add(controller)
      return { signal: controller.signal, done: () => approvals.delete(controller) }
    },
    onFrameEvent(event) {
      // A social login's prompt is placed by its own view (ConnectingSocial), not this one.
      if (event.type !== 'visibility' || event.reason === 'social') return
      const view = navigation.current()?.name
      if (event.visible) {
        openedForApproval = !store.get().open
        if (openedForApproval) modal.open()
        if (view !== 'ApproveTransaction') navigation.push({ name: 'ApproveTransaction' })
      } else if (view === 'ApproveTransaction') {
        // The user answered in the frame, whose reply may arrive just after this: leaving the view
        // now is not a refusal.
        frameLeaving = true
        try {
          navigation.back()
          if (openedForApproval) modal.close()
        } finally {
          frameLeaving = false
        }
        openedForApproval = false
      }
    },
  }
}
