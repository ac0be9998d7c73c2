// @vitest-environment happy-dom
/** The widget iframe's focus rules: what is recorded as the site's focus, and when it is given back. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createWidgetFrame, type WidgetFrame } from './frame.js'

function siteButton(name: string): HTMLButtonElement {
  const button = document.createElement('button')
  button.textContent = name
  document.body.appendChild(button)
  return button
}

/** Focus moving into the widget's document, as the widget does when it shows its dialog. */
const focusInsideWidget = (frame: WidgetFrame) => frame.element.focus()

// Closing gives focus back once more a moment later (a timer): fake clocks keep it inside its own test.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})

afterEach(() => {
  vi.clearAllTimers()
  vi.useRealTimers()
  document.body.replaceChildren()
  document.head.replaceChildren()
})

describe('createWidgetFrame', () => {
  it('behavior: starts hidden, and shows as an overlay the assistive tech can see', () => {
    const frame = createWidgetFrame('about:blank')
    expect(frame.element.isConnected).toBe(true)
    expect(frame.element.hasAttribute('aria-hidden')).toBe(true)
    expect(frame.element.style.visibility).toBe('hidden')
    frame.setVisible(true)
    expect(frame.element.hasAttribute('aria-hidden')).toBe(false)
    expect(frame.element.style.visibility).toBe('')
  })

  it('behavior: rendering is drawn unseen and lets clicks through, with focus already in it; closing hides it again', () => {
    const frame = createWidgetFrame('about:blank')
    const opener = siteButton('Open')
    opener.focus()
    frame.setVisible('rendering')
    expect(frame.element.style.opacity).toBe('0')
    expect(frame.element.style.pointerEvents).toBe('none')
    expect(frame.element.style.visibility).toBe('')
    expect(frame.element.hasAttribute('aria-hidden')).toBe(true)
    // The widget's own focus (its dialog's first control) lands only in a focused frame.
    expect(document.activeElement).toBe(frame.element)
    frame.setVisible(true)
    expect(frame.element.style.opacity).toBe('')
    expect(frame.element.style.pointerEvents).toBe('')
    frame.setVisible(false)
    expect(frame.element.style.visibility).toBe('hidden')
    expect(document.activeElement).toBe(opener)
  })

  it('behavior: asks the browser to connect to the widget origin at once', () => {
    createWidgetFrame('http://widget.example:4401/widget/?host=x')
    const hints = [...document.head.querySelectorAll('link[rel="preconnect"]')] as HTMLLinkElement[]
    expect(hints.map((link) => link.href)).toContain('http://widget.example:4401/')
  })

  it('behavior: focus recorded when the site calls the API goes back there on close, even if the widget took focus first', () => {
    const frame = createWidgetFrame('about:blank')
    const sign = siteButton('Sign')
    sign.focus()
    frame.recordFocus()
    // The widget moves focus into itself before it asks to be visible.
    focusInsideWidget(frame)
    frame.setVisible(true)
    frame.setVisible(false)
    expect(document.activeElement).toBe(sign)
  })

  it('behavior: shown with no record, the site element focused at that moment is recorded', () => {
    const frame = createWidgetFrame('about:blank')
    const opener = siteButton('Open')
    opener.focus()
    frame.setVisible(true)
    expect(document.activeElement).toBe(frame.element)
    frame.setVisible(false)
    expect(document.activeElement).toBe(opener)
  })

  it('behavior: a later API call records the newer element; the widget iframe itself is never recorded', () => {
    const frame = createWidgetFrame('about:blank')
    const first = siteButton('First')
    const second = siteButton('Second')
    first.focus()
    frame.recordFocus()
    second.focus()
    frame.recordFocus()
    frame.setVisible(true)
    // A call made from inside the open widget (focus on the iframe) keeps the record.
    frame.recordFocus()
    frame.setVisible(false)
    expect(document.activeElement).toBe(second)
  })

  it('behavior: does not call focus() on the iframe when focus is already in it or a frame nested in it', () => {
    const frame = createWidgetFrame('about:blank')
    siteButton('Sign').focus()
    frame.recordFocus()
    focusInsideWidget(frame)
    const focus = vi.spyOn(frame.element, 'focus')
    frame.setVisible(true)
    expect(focus).not.toHaveBeenCalled()
  })

  it('behavior: on close, focus the user moved elsewhere stays there', () => {
    const frame = createWidgetFrame('about:blank')
    const opener = siteButton('Open')
    const elsewhere = siteButton('Elsewhere')
    opener.focus()
    frame.setVisible(true)
    elsewhere.focus()
    frame.setVisible(false)
    expect(document.activeElement).toBe(elsewhere)
  })

  it('behavior: on close, focus left on the body goes back to the recorded element, and the record is spent', () => {
    const frame = createWidgetFrame('about:blank')
    const opener = siteButton('Open')
    opener.focus()
    frame.setVisible(true)
    ;(document.activeElement as HTMLElement).blur()
    expect(document.activeElement).toBe(document.body)
    frame.setVisible(false)
    expect(document.activeElement).toBe(opener)
    // Shown again from the body with no new record: closing leaves focus alone.
    opener.blur()
    frame.setVisible(true)
    frame.setVisible(false)
    expect(document.activeElement).not.toBe(opener)
  })

  it('behavior: focus the widget takes back just after closing returns to the recorded element a moment later', () => {
    const frame = createWidgetFrame('about:blank')
    const opener = siteButton('Open')
    opener.focus()
    frame.setVisible(true)
    frame.setVisible(false)
    expect(document.activeElement).toBe(opener)
    // The widget's own focus change as its dialog closes reaches the page after the hide.
    focusInsideWidget(frame)
    vi.advanceTimersByTime(99)
    expect(document.activeElement).toBe(opener)
  })
})
