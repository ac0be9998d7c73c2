// @vitest-environment happy-dom
/** Tab order inside the approval: the cycle wraps both ways and skips hidden and disabled controls. */
import { describe, expect, it } from 'vitest'
import { keepTabInside, nextInCycle, tabbableIn } from './approval-focus.js'

describe('approval focus', () => {
  it('behavior: Tab moves to the next control and wraps from the last to the first; Shift+Tab the other way', () => {
    const items = ['toggle', 'reject', 'approve']
    expect(nextInCycle(items, 'toggle', false)).toBe('reject')
    expect(nextInCycle(items, 'approve', false)).toBe('toggle')
    expect(nextInCycle(items, 'toggle', true)).toBe('approve')
    expect(nextInCycle(items, 'reject', true)).toBe('toggle')
  })

  it('behavior: from outside the controls (the heading, the body) Tab goes to the first and Shift+Tab to the last', () => {
    const items = ['toggle', 'reject', 'approve']
    expect(nextInCycle(items, 'heading', false)).toBe('toggle')
    expect(nextInCycle(items, null, true)).toBe('approve')
    expect(nextInCycle([], null, false)).toBeNull()
  })

  it('behavior: the cycle skips disabled controls, tabindex -1 and anything inside a hidden part', () => {
    document.body.innerHTML = `
      <section>
        <h1 tabindex="-1">Sign message</h1>
        <div tabindex="0" id="details"><button id="toggle">Show raw data</button><pre id="raw" tabindex="0" hidden></pre></div>
        <button id="reject">Reject</button><button id="approve" disabled>Approve</button>
      </section>`
    const root = document.querySelector('section') as HTMLElement
    expect(tabbableIn(root).map((element) => element.id)).toEqual(['details', 'toggle', 'reject'])
  })

  it('behavior: Tab and Shift+Tab keep focus inside the approval; the default move out is prevented', () => {
    document.body.innerHTML =
      '<button id="outside"></button><section><button id="a"></button><button id="b"></button></section>'
    const root = document.querySelector('section') as HTMLElement
    const b = document.getElementById('b') as HTMLElement
    b.focus()
    const tab = new KeyboardEvent('keydown', { key: 'Tab', cancelable: true })
    keepTabInside(tab, root)
    expect(tab.defaultPrevented).toBe(true)
    expect(document.activeElement?.id).toBe('a')
    keepTabInside(new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, cancelable: true }), root)
    expect(document.activeElement?.id).toBe('b')
    const enter = new KeyboardEvent('keydown', { key: 'Enter', cancelable: true })
    keepTabInside(enter, root)
    expect(enter.defaultPrevented).toBe(false)
  })
})
