/**
 * Keyboard and focus rules of the open modal: Escape and the Tab trap listen on the whole widget
 * document, and focus that was lost (on `<body>`, on a removed or disabled element, or parked on
 * the title while nothing else was focusable) moves to the view's first meaningful control. A view's
 * preferred control (`[data-autofocus]`) that appears late, such as the email field once the project's
 * features are known, takes over focus the widget placed, never focus the user moved.
 */
import { type RefObject, useEffect } from 'react'
import { focusableIn, trapTab } from './focus-trap.js'

/** Where focus goes in a view: its `[data-autofocus]` element, else its first control, else the title. */
export function focusTargetIn(body: HTMLElement | null, title: HTMLElement | null): HTMLElement | null {
  if (!body) return title
  const preferred = body.querySelector<HTMLElement>('[data-autofocus]')
  if (preferred && focusableIn(body).includes(preferred)) return preferred
  return focusableIn(body)[0] ?? title
}

/** The element the widget itself focused last: while focus is still there, the user has not moved it. */
let placed: HTMLElement | null = null

/** Focuses `target` as the widget's own choice (see `placed`). */
export function placeFocus(target: HTMLElement | null): void {
  target?.focus()
  placed = target
}

/** Focus that no control holds: on `<body>`, gone, disabled, or on the title (focused only as a fallback). */
function focusIsLost(doc: Document, title: HTMLElement | null): boolean {
  const active = doc.activeElement as HTMLElement | null
  if (!active || active === doc.body || !active.isConnected) return true
  return active === title || active.matches(':disabled')
}

export interface ModalFocusOptions {
  open: boolean
  dialog: RefObject<HTMLElement | null>
  body: RefObject<HTMLElement | null>
  titleId: string
  onEscape: () => void
}

/**
 * While the modal is open: Escape closes it and Tab stays inside it wherever focus is in the
 * document, and each change of the dialog's content that left focus lost moves it to the view's
 * target. Focus on a control the user is on is never taken.
 */
export function useModalFocus({ open, dialog, body, titleId, onEscape }: ModalFocusOptions): void {
  useEffect(() => {
    const root = dialog.current
    if (!open || !root) return
    const doc = root.ownerDocument
    const title = () => doc.getElementById(titleId)
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        onEscape()
      } else trapTab(event, root)
    }
    const observer = new MutationObserver(() => {
      const target = focusTargetIn(body.current, title())
      const active = doc.activeElement
      if (!target || target === active) return
      const latePreferred = active === placed && target.hasAttribute('data-autofocus')
      if (latePreferred || focusIsLost(doc, title())) placeFocus(target)
    })
    doc.addEventListener('keydown', onKeyDown)
    observer.observe(root, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled', 'hidden'],
    })
    return () => {
      doc.removeEventListener('keydown', onKeyDown)
      observer.disconnect()
    }
  }, [open])
}
