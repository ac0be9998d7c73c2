/**
 * The widget iframe as the loader's core creates it: hidden, on its way to the page's body, with the connection to
 * the widget origin opened at once. What shows, renders and hides it afterwards is frame.ts (in the host chunk).
 */

/** The iframe's own style; frame.ts appends what hides, renders or shows it. */
export const FRAME_STYLE =
  'position:fixed;inset:0;width:100%;height:100%;border:0;background:none;color-scheme:normal;z-index:2147483647;'
/** Hidden is also out of the tab order, the accessibility tree and hit testing, and runs no animation frames. */
export const FRAME_HIDDEN = 'visibility:hidden'

export function createFrameElement(src: string): HTMLIFrameElement {
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
  element.style.cssText = FRAME_STYLE + FRAME_HIDDEN
  element.setAttribute('aria-hidden', '')
  const attach = () => document.body.appendChild(element)
  if (document.body) attach()
  // DOMContentLoaded fires once.
  else document.addEventListener('DOMContentLoaded', attach)
  return element
}
