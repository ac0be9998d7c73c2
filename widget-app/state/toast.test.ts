import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TOAST_SWAP_DELAY_MS } from '../../shared/constants.js'
import { createToast, TOAST_VISIBLE_MS, type ToastState } from './toast.js'

/** A toast over a plain variable, recording every state it was set to. */
function setup() {
  let state: ToastState = { open: false, variant: 'success', message: '' }
  const history: ToastState[] = []
  const toast = createToast(
    (next) => {
      state = next
      history.push(next)
    },
    () => state,
  )
  return { toast, history, current: () => state }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('toast', () => {
  it('behavior: the swap delay is the 150 ms of the spec', () => {
    expect(TOAST_SWAP_DELAY_MS).toBe(150)
  })

  it('behavior: showing while closed displays at once', () => {
    const { toast, current } = setup()
    toast.show('success', 'Address copied')
    expect(current()).toEqual({ open: true, variant: 'success', message: 'Address copied' })
  })

  it('behavior: a new message while one is open closes the current one and shows the new one after exactly 150 ms', () => {
    const { toast, current } = setup()
    toast.show('loading', 'Switching…')
    toast.show('error', 'User rejected the request.')
    expect(current()).toEqual({ open: false, variant: 'loading', message: 'Switching…' })

    vi.advanceTimersByTime(149)
    expect(current().open).toBe(false)
    expect(current().message).toBe('Switching…')

    vi.advanceTimersByTime(1)
    expect(current()).toEqual({ open: true, variant: 'error', message: 'User rejected the request.' })
  })

  it.each(['success', 'error'] as const)('behavior: a %s toast hides itself after TOAST_VISIBLE_MS', (variant) => {
    const { toast, current } = setup()
    toast.show(variant, 'Done')
    vi.advanceTimersByTime(TOAST_VISIBLE_MS - 1)
    expect(current().open).toBe(true)
    vi.advanceTimersByTime(1)
    expect(current()).toEqual({ open: false, variant, message: 'Done' })
  })

  it('behavior: a loading toast stays open', () => {
    const { toast, current } = setup()
    toast.show('loading', 'Connecting…')
    vi.advanceTimersByTime(TOAST_VISIBLE_MS * 10)
    expect(current()).toEqual({ open: true, variant: 'loading', message: 'Connecting…' })
  })

  it('behavior: the auto-hide of a replaced toast does not close its successor early', () => {
    const { toast, current } = setup()
    toast.show('success', 'first')
    vi.advanceTimersByTime(TOAST_VISIBLE_MS - 10)
    toast.show('success', 'second')
    vi.advanceTimersByTime(TOAST_SWAP_DELAY_MS)
    expect(current()).toMatchObject({ open: true, message: 'second' })
    // The first toast's timer would have fired by now if it had not been cancelled.
    vi.advanceTimersByTime(TOAST_VISIBLE_MS - 1)
    expect(current()).toMatchObject({ open: true, message: 'second' })
    vi.advanceTimersByTime(1)
    expect(current().open).toBe(false)
  })

  it('behavior: hide closes an open toast', () => {
    const { toast, current } = setup()
    toast.show('loading', 'Connecting…')
    toast.hide()
    expect(current().open).toBe(false)
  })

  it('behavior: hide cancels a pending swap, so the new message never appears', () => {
    const { toast, current, history } = setup()
    toast.show('success', 'first')
    toast.show('error', 'second')
    toast.hide()
    vi.advanceTimersByTime(TOAST_SWAP_DELAY_MS + TOAST_VISIBLE_MS)
    expect(current().open).toBe(false)
    expect(history.some((state) => state.open && state.message === 'second')).toBe(false)
  })

  it('behavior: hide while closed sets no state', () => {
    const { toast, history } = setup()
    toast.hide()
    expect(history).toEqual([])
  })

  it('behavior: a third message during the 150 ms gap replaces the waiting one and waits its own gap', () => {
    const { toast, current, history } = setup()
    toast.show('loading', 'Switching…')
    toast.show('error', 'First')
    vi.advanceTimersByTime(100)
    toast.show('success', 'Second')
    expect(current().open).toBe(false)
    vi.advanceTimersByTime(149)
    expect(current().open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(current()).toEqual({ open: true, variant: 'success', message: 'Second' })
    expect(history.some((state) => state.open && state.message === 'First')).toBe(false)
  })
})
