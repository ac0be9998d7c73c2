/**
 * The widget iframe: created hidden, shown as a transparent full-viewport overlay while open.
 * The site's focused element is recorded before the widget can take focus and given back on hide.
 */

const BASE =
  'position:fixed;inset:0;width:100%;height:100%;border:0;background:none;color-scheme:normal;z-index:2147483647;'

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

export function createWidgetFrame(src: string): WidgetFrame {
  // The connection to the widget origin opens now, before the page's body exists to hold the iframe.
  const hint = document.createElement('link')
  hint.rel = 'preconnect'
  hint.href = new URL(src).origin
  document.head.append(hint)
  const element = document.createElement('iframe')
  element.src = src
  element.title = 'Wallet connection'
  element.allow = 'clipboard-write'
  // Scripts and its own origin for the app; forms for email login; popups for wallet links and social login windows.
  element.sandbox.value = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox'
  // The widget learns the site's origin, not the page's path.
  element.referrerPolicy = 'origin'
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
    // Hidden is also out of the tab order, the accessibility tree and hit testing, and the browser runs no
    // animation frames in it: closed, the widget costs the page nothing. Rendering (while the widget paints its
    // dialog, before it is shown) is drawn but unseen and lets clicks through.
    element.style.cssText = BASE + (show ? '' : visible ? 'opacity:0;pointer-events:none' : 'visibility:hidden')
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
  setVisible(false)

  const attach = () => document.body.appendChild(element)
  if (document.body) attach()
  // DOMContentLoaded fires once.
  else document.addEventListener('DOMContentLoaded', attach)
  return { element, setVisible, recordFocus: record }
}
