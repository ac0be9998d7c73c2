/**
 * The toast: open or closed, variant success, loading or error. A new message while
 * one is shown closes it and appears after 150 ms; a shown message closes itself after a while
 * (loading toasts stay until replaced or hidden).
 */
import { TOAST_SWAP_DELAY_MS } from '../../shared/constants.js'

export type ToastVariant = 'success' | 'loading' | 'error'

export interface ToastState {
  open: boolean
  variant: ToastVariant
  message: string
}

export const TOAST_VISIBLE_MS = 2_500

export interface Toast {
  show(variant: ToastVariant, message: string): void
  hide(): void
}

export function createToast(set: (state: ToastState) => void, get: () => ToastState): Toast {
  let swapTimer: ReturnType<typeof setTimeout> | undefined
  let hideTimer: ReturnType<typeof setTimeout> | undefined
  const clear = () => {
    clearTimeout(swapTimer)
    clearTimeout(hideTimer)
  }
  const display = (variant: ToastVariant, message: string) => {
    set({ open: true, variant, message })
    if (variant !== 'loading') hideTimer = setTimeout(() => set({ ...get(), open: false }), TOAST_VISIBLE_MS)
  }
  return {
    show(variant, message) {
      const swapping = swapTimer !== undefined
      clear()
      if (!get().open && !swapping) return display(variant, message)
      // Replacing a shown toast, or one still waiting its turn: the newest waits out the gap.
      set({ ...get(), open: false })
      swapTimer = setTimeout(() => {
        swapTimer = undefined
        display(variant, message)
      }, TOAST_SWAP_DELAY_MS)
    },
    hide() {
      clear()
      swapTimer = undefined
      if (get().open) set({ ...get(), open: false })
    },
  }
}
