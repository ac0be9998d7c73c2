// @vitest-environment happy-dom
/**
 * The frame's focus hook: focus arriving from outside goes where the shown panel says, never away from inside that
 * panel, never after a press in the frame, and nowhere once the panel is gone; the shown panel hears each arrival.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { onFocusArrival, PRESS_FOCUS_WINDOW_MS } from './focus-arrival.js'

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  vi.useRealTimers()
  document.body.replaceChildren()
})

/** A panel with a heading and a button, registered with `target` as where arriving focus goes. */
function showPanel(target: 'heading' | 'button', arrived?: () => void) {
  const panel = document.createElement('section')
  const heading = document.createElement('h1')
  heading.tabIndex = -1
  const button = document.createElement('button')
  panel.append(heading, button)
  document.body.append(panel)
  const unregister = onFocusArrival(document, panel, target === 'heading' ? heading : button, arrived)
  stops.push(unregister)
  return { panel, heading, button, unregister }
}

const arrive = () => window.dispatchEvent(new FocusEvent('focus'))
const press = () => document.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))

describe("the frame's focus hook", () => {
  it('behavior: focus arriving from outside goes to the shown panel’s target; the last panel shown wins', () => {
    const first = showPanel('heading')
    arrive()
    expect(document.activeElement).toBe(first.heading)

    first.heading.blur()
    const second = showPanel('button')
    arrive()
    expect(document.activeElement).toBe(second.button)
    // The first panel going away does not take the second one's registration with it.
    first.unregister()
    second.button.blur()
    arrive()
    expect(document.activeElement).toBe(second.button)
  })

  it('behavior: focus already inside the shown panel stays where it is', () => {
    const { button } = showPanel('heading')
    button.focus()
    arrive()
    expect(document.activeElement).toBe(button)
  })

  it('behavior: focus that a press in the frame brought is not an arrival; focus coming later without one is', () => {
    vi.useFakeTimers({ toFake: ['performance'] })
    const arrivals = vi.fn()
    const { heading } = showPanel('heading', arrivals)
    press()
    arrive()
    expect(document.activeElement).not.toBe(heading)
    expect(arrivals).not.toHaveBeenCalled()

    vi.advanceTimersByTime(PRESS_FOCUS_WINDOW_MS)
    arrive()
    expect(document.activeElement).toBe(heading)
    expect(arrivals).toHaveBeenCalledOnce()
  })

  it('error: a disabled button, or no panel any more, takes nothing', () => {
    const { button, unregister } = showPanel('button')
    button.disabled = true
    arrive()
    expect(document.activeElement).toBe(document.body)

    button.disabled = false
    unregister()
    arrive()
    expect(document.activeElement).toBe(document.body)
  })

  it('behavior: one listener for the frame: only the panel shown now hears arrivals, none once it is gone', () => {
    const first = vi.fn()
    const second = vi.fn()
    showPanel('heading', first)
    const { unregister } = showPanel('heading', second)
    arrive()
    unregister()
    arrive()
    expect(first).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledOnce()
  })
})
