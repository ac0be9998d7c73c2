/**
 * Focus arriving in the frame, for the whole frame: one window `focus` listener, and the panel shown now (the
 * approval, the social prompt) says where that focus goes.
 *
 * The widget shows the frame by focusing its iframe element once the frame's place has settled; that focuses this
 * document's body and blurs whatever held focus here before. A panel shown while the frame could not take focus
 * (hidden, or another window active) gets it then, on the element it registered, so a screen reader reads it and
 * keys act in it. Focus already inside the shown panel stays where it is.
 *
 * A press inside the frame is not an arrival: the press has put focus where the user meant it. It is told apart
 * by the pointer press just before the focus event. That also matters to the approve gate (approve-gate.ts):
 * focus arriving without a press here disarms Approve, while moving between the widget and the frame by the
 * user's own click changes nothing; so a panel may also be told of each arrival.
 */

/** The pointer press that brings focus into this frame comes just before the focus event. */
export const PRESS_FOCUS_WINDOW_MS = 100

/** What the panel shown now does when focus arrives (the last panel registered, until it goes). */
let shown: (() => void) | null = null
let lastPress = -Infinity
/** The document whose listeners are added (the frame's one). */
let listening: Document | null = null

/**
 * The panel now shown in `doc` takes the focus that arrives, on `target` (unless it is a disabled button), unless
 * focus is already inside `panel`; `arrived` hears each arrival while it is shown. Returns the unregistration, for
 * when the panel goes. The listeners are the frame's (its one document), added once, whoever registers first.
 */
export function onFocusArrival(
  doc: Document,
  panel: HTMLElement,
  target: HTMLElement,
  arrived?: () => void,
): () => void {
  if (listening !== doc) {
    listening = doc
    doc.addEventListener('pointerdown', () => (lastPress = performance.now()), true)
    doc.defaultView?.addEventListener('focus', () => {
      if (performance.now() - lastPress >= PRESS_FOCUS_WINDOW_MS) shown?.()
    })
  }
  const focusArrived = () => {
    arrived?.()
    if (!panel.contains(doc.activeElement) && !(target as HTMLButtonElement).disabled) target.focus()
  }
  shown = focusArrived
  return () => {
    if (shown === focusArrived) shown = null
  }
}
