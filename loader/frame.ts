/**
 * The widget iframe while the widget runs: hidden while closed, drawn unseen while the widget renders its dialog,
 * shown as a transparent full-viewport overlay while open. The site's focused element is recorded before the
 * widget can take focus and given back on hide.
 */
import { createFrameElement, FRAME_HIDDEN, FRAME_STYLE } from './frame-element.js'

export interface WidgetFrame {
  element: HTMLIFrameElement
  /** See `LoaderApi.setVisible`. */
  setVisible(visible: boolean | 'rendering'): void
  /**
   * Records the site's focused element as the one to give focus back to, when the site calls a
   * method that may show the widget (before the widget can take focus).
   */
  recordFocus(): void
}

/** A new widget iframe (frame-element.ts), hidden, with its controls. */
export function createWidgetFrame(src: string): WidgetFrame {
  return controlWidgetFrame(createFrameElement(src))
}

/** The controls of an iframe made by `createFrameElement` (hidden as it made it). */
export function controlWidgetFrame(element: HTMLIFrameElement): WidgetFrame {
  /** The site's element to focus on hide; never the widget's own iframe. */
  let returnFocus: HTMLElement | null = null
  let shown = false
  // While the widget is shown, focus is in it (the iframe is the active element): nothing is recorded then.
  const record = () => {
    const active = document.activeElement
    if (active !== element) returnFocus = active as HTMLElement
  }
  /** Focuses `target` while the widget is hidden and focus is in it or on the body, not where the user moved it. */
  const giveBack = (target: HTMLElement | null) => {
    const active = document.activeElement
    if (!shown && (active === element || active === document.body)) target?.focus()
  }
  const setVisible = (visible: boolean | 'rendering') => {
    const active = document.activeElement
    const show = visible === true
    shown = show
    // Closed, the widget costs the page nothing (FRAME_HIDDEN). Rendering (while the widget paints its dialog,
    // before it is shown) is drawn but unseen and lets clicks through.
    element.style.cssText = FRAME_STYLE + (show ? '' : visible ? 'opacity:0;pointer-events:none' : FRAME_HIDDEN)
    element.toggleAttribute('aria-hidden', !show)
    // Focus goes in while the widget renders, so the focus it gives its dialog lands.
    if (visible) {
      returnFocus || record()
      // Focus already inside the widget (or a frame nested in it) stays where the widget put it.
      if (active !== element) element.focus()
    } else {
      giveBack(returnFocus)
      // Focus the widget moves inside itself as it closes reaches this page a moment later and
      // takes focus from the site again: it is given back then.
      setTimeout(giveBack, 99, returnFocus)
      returnFocus = null
    }
  }
  return { element, setVisible, recordFocus: record }
}
