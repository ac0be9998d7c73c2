// @vitest-environment happy-dom
/** Focus when the approval is done: taken back from the secure frame only when the frame holds it. */
import { describe, expect, it } from 'vitest'
import { reclaimFocusFrom } from './frame-focus.js'

function setUp(): { iframe: HTMLIFrameElement; button: HTMLButtonElement } {
  // A focusable stand-in for the iframe (happy-dom loads no frames): only its focus matters here.
  document.body.innerHTML = '<button type="button">Close</button><div title="Secure wallet" tabindex="0"></div>'
  return {
    iframe: document.querySelector('div') as unknown as HTMLIFrameElement,
    button: document.querySelector('button') as HTMLButtonElement,
  }
}

describe('secure frame focus', () => {
  it('behavior: focus inside the frame comes back to the widget document, where the view can take it', () => {
    const { iframe } = setUp()
    iframe.focus()
    expect(document.activeElement).toBe(iframe)
    expect(reclaimFocusFrom(iframe)).toBe(true)
    expect(document.activeElement).toBe(document.body)
  })

  it('behavior: focus elsewhere (a control of the widget, or nothing here) is left alone', () => {
    const { iframe, button } = setUp()
    button.focus()
    expect(reclaimFocusFrom(iframe)).toBe(false)
    expect(document.activeElement).toBe(button)
    button.blur()
    expect(reclaimFocusFrom(iframe)).toBe(false)
  })
})
