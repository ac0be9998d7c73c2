// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/preact'
import { afterEach, describe, expect, it } from 'vitest'
import { createRoot, useSyncExternalStore } from './react-on-preact.js'

/** A store as the widget's are: a value, listeners told of each change. */
function createCounter() {
  let value = 0
  const listeners = new Set<() => void>()
  return {
    get: () => value,
    set(next: number) {
      value = next
      for (const listener of listeners) listener()
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    listeners,
  }
}

afterEach(cleanup)

describe('useSyncExternalStore on Preact', () => {
  it('behavior: renders the snapshot, re-renders on a change, and unsubscribes on unmount', async () => {
    const store = createCounter()
    let renders = 0
    function Count() {
      renders++
      return <output>{useSyncExternalStore(store.subscribe, store.get)}</output>
    }
    const view = render(<Count />)
    expect(view.container.textContent).toBe('0')
    await act(() => store.set(2))
    expect(view.container.textContent).toBe('2')
    const before = renders
    await act(() => store.set(2))
    expect(renders).toBe(before)
    expect(store.listeners.size).toBe(1)
    view.unmount()
    expect(store.listeners.size).toBe(0)
  })

  it('behavior: a change between the render and the subscription is not missed', async () => {
    const store = createCounter()
    let changeAfterRender = true
    function Count() {
      const value = useSyncExternalStore(store.subscribe, store.get)
      if (changeAfterRender) {
        changeAfterRender = false
        // Changes during the first render, before the effect subscribes: no listener hears it.
        queueMicrotask(() => store.set(5))
      }
      return <output>{value}</output>
    }
    const view = render(<Count />)
    await act(async () => {})
    expect(view.container.textContent).toBe('5')
  })

  it('behavior: createRoot renders into its container', async () => {
    const container = document.createElement('div')
    await act(() => createRoot(container).render(<p>hello</p>))
    expect(container.innerHTML).toBe('<p>hello</p>')
  })
})
