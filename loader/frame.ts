/**
 * The widget iframe: created hidden, shown as a transparent full-viewport overlay while open.
 * Focus in the site's page is remembered on show and given back on hide.
 */

const HIDDEN = 'visibility:hidden;pointer-events:none'
const BASE =
  'position:fixed;inset:0;width:100%;height:100%;border:0;background:transparent;color-scheme:normal;z-index:2147483647;'

export interface WidgetFrame {
  element: HTMLIFrameElement
  setVisible(visible: boolean): void
}

export function createWidgetFrame(src: string): WidgetFrame {
  const element = document.createElement('iframe')
  element.src = src
  element.title = 'Wallet connection'
  element.allow = 'clipboard-write'
  // Scripts and its own origin for the app; forms for email login; popups for wallet links and social login windows.
  element.sandbox.value = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox'
  // The widget learns the site's origin, not the page's path.
  element.referrerPolicy = 'origin'
  let returnFocus: Element | null = null

  const applyVisibility = (visible: boolean) => {
    element.style.cssText = BASE + (visible ? '' : HIDDEN)
    element.tabIndex = visible ? 0 : -1
    element.toggleAttribute('aria-hidden', !visible)
  }
  const setVisible = (visible: boolean) => {
    applyVisibility(visible)
    if (visible) {
      returnFocus = document.activeElement
      element.focus()
    } else {
      ;(returnFocus as HTMLElement | null)?.focus?.()
      returnFocus = null
    }
  }
  applyVisibility(false)

  const attach = () => document.body.appendChild(element)
  if (document.body) attach()
  else document.addEventListener('DOMContentLoaded', attach, { once: true })
  return { element, setVisible }
}
