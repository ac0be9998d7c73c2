import { describe, expect, it } from 'vitest'
import { parseWidgetConfig } from '../../shared/config.js'
import type { WidgetEventName } from '../../shared/protocol/loader-widget.js'
import { initialAppState, type AppState } from './app-state.js'
import { createModal } from './modal.js'
import { createStore } from './store.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** A modal over a configured store; records visibility, events, toast hides and paint callbacks. */
function modalOver(state: Partial<AppState> = {}) {
  const parsed = parseWidgetConfig({ 'data-project-id': 'test' })
  if (!parsed.ok) throw new Error('test configuration refused')
  const store = createStore<AppState>({ ...initialAppState(), config: parsed.config, ...state })
  const visible: (boolean | 'rendering')[] = []
  const emitted: WidgetEventName[] = []
  const painted: (() => void)[] = []
  let hides = 0
  const modal = createModal({
    store,
    loader: { setVisible: (value) => void visible.push(value) },
    events: { emit: (type) => void emitted.push(type) },
    toast: { hide: () => void hides++ },
    afterPaint: (callback) => void painted.push(callback),
  })
  const view = () => store.get().history.at(-1)?.name
  return { store, modal, visible, emitted, painted, view, hides: () => hides }
}

describe('modal', () => {
  it('behavior: open shows Connect, has the iframe rendered unseen, and shows it and reports open after the paint', () => {
    const { modal, visible, emitted, painted, view } = modalOver()
    modal.open()
    expect(view()).toBe('Connect')
    expect(visible).toEqual(['rendering'])
    expect(emitted).toEqual([])
    painted.forEach((callback) => callback())
    expect(visible).toEqual(['rendering', true])
    expect(emitted).toEqual(['open'])
  })

  it('behavior: closed before its dialog painted, the iframe is never shown and open is never reported', () => {
    const { modal, visible, emitted, painted } = modalOver()
    modal.open()
    modal.close()
    modal.open()
    painted.forEach((callback) => callback())
    expect(visible).toEqual(['rendering', false, 'rendering', true])
    expect(emitted).toEqual(['close', 'open'])
  })

  it('behavior: opening again changes the view only; the loader and the site hear nothing new', () => {
    const { modal, visible, painted, view } = modalOver({ status: 'connected', address: ADDRESS })
    modal.open()
    expect(view()).toBe('Account')
    modal.open({ view: 'Networks' })
    expect(view()).toBe('Networks')
    expect(visible).toEqual(['rendering'])
    expect(painted).toHaveLength(1)
  })

  it('behavior: close hides the iframe and the toast, clears the connect error, and reports close once', () => {
    const { modal, store, visible, emitted, hides } = modalOver({ connectError: 'Nope' })
    modal.open()
    modal.close()
    modal.close()
    expect(store.get()).toMatchObject({ open: false, connectError: null })
    expect(visible).toEqual(['rendering', false])
    expect(emitted).toEqual(['close'])
    expect(hides()).toBe(1)
  })

  it('behavior: listeners run before every open, while the modal is still as it was', () => {
    const { modal, store } = modalOver()
    const seen: boolean[] = []
    modal.onOpening(() => seen.push(store.get().open))
    modal.open()
    modal.open()
    expect(seen).toEqual([false, true])
  })

  it('error: before the site is configured, open throws and shows nothing', () => {
    const { modal, store, visible } = modalOver({ config: null })
    expect(() => modal.open()).toThrow('The widget is not configured')
    expect(store.get().open).toBe(false)
    expect(visible).toEqual([])
  })

  it('behavior: a request waiting for a connection opens Connect and resolves with the address once connected', async () => {
    const { modal, store, view } = modalOver()
    const waiting = modal.waitForConnection()
    expect(view()).toBe('Connect')
    store.set({ status: 'connected', address: ADDRESS })
    modal.connected()
    await expect(waiting).resolves.toBe(ADDRESS)
  })

  it('error: closing the modal refuses every request waiting for a connection (4001)', async () => {
    const { modal } = modalOver()
    const first = modal.waitForConnection()
    const second = modal.waitForConnection()
    modal.close()
    for (const waiting of [first, second])
      await expect(waiting).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
  })
})
