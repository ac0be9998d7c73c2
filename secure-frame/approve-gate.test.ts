import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { APPROVE_DELAY_MS, createApproveGate } from './approve-gate.js'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

const timers = {
  setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as number),
}

describe('approve gate', () => {
  it('behavior: without visibility tracking, Approve opens 500 ms after the pointer entered the shown request', () => {
    const onChange = vi.fn()
    const gate = createApproveGate({ tracksVisibility: false, timers, onChange })
    gate.shown()
    vi.advanceTimersByTime(5_000)
    expect(gate.enabled()).toBe(false)
    expect(gate.reason()).toBe('pointer')
    gate.pointerEntered()
    expect(gate.reason()).toBe('delay')
    vi.advanceTimersByTime(APPROVE_DELAY_MS - 1)
    expect(gate.enabled()).toBe(false)
    vi.advanceTimersByTime(1)
    expect(gate.enabled()).toBe(true)
    expect(onChange).toHaveBeenCalled()
  })

  it('behavior: a new request starts disarmed: the delay and (untracked) the pointer entry count again', () => {
    const gate = createApproveGate({ tracksVisibility: false, timers, onChange: () => {} })
    gate.shown()
    gate.pointerEntered()
    vi.advanceTimersByTime(APPROVE_DELAY_MS)
    expect(gate.enabled()).toBe(true)
    gate.shown()
    expect(gate.enabled()).toBe(false)
    vi.advanceTimersByTime(APPROVE_DELAY_MS)
    expect(gate.enabled()).toBe(false) // a frame slid under a resting pointer is not armed
    gate.pointerEntered()
    vi.advanceTimersByTime(APPROVE_DELAY_MS)
    expect(gate.enabled()).toBe(true)
  })

  it('error: a resize or move, a hidden page, or focus coming back without a click here disarms and restarts the delay', () => {
    const gate = createApproveGate({ tracksVisibility: true, timers, onChange: () => {} })
    const armed = () => {
      vi.advanceTimersByTime(APPROVE_DELAY_MS)
      expect(gate.enabled()).toBe(true)
    }
    gate.shown()
    gate.setVisible(true)
    armed()
    gate.disturbed()
    expect(gate.enabled()).toBe(false)
    armed()
    gate.setPageVisible(false)
    vi.advanceTimersByTime(5_000)
    expect(gate.enabled()).toBe(false)
    expect(gate.reason()).toBe('hidden')
    gate.setPageVisible(true)
    expect(gate.enabled()).toBe(false)
    armed()
    // A popup the site opened over the button closes and focus comes back: the next click is too early.
    gate.focusReturned(false)
    expect(gate.enabled()).toBe(false)
    armed()
    // The user clicking into this frame is normal use.
    gate.focusReturned(true)
    expect(gate.enabled()).toBe(true)
  })

  it('behavior: with visibility tracking, Approve waits for a visible report and then the delay', () => {
    const gate = createApproveGate({ tracksVisibility: true, timers, onChange: () => {} })
    gate.shown()
    vi.advanceTimersByTime(2_000)
    expect(gate.enabled()).toBe(false)
    expect(gate.reason()).toBe('delay') // no report yet: no "not visible" hint
    gate.setVisible(false)
    expect(gate.reason()).toBe('hidden')
    gate.setVisible(true)
    expect(gate.enabled()).toBe(false)
    vi.advanceTimersByTime(APPROVE_DELAY_MS)
    expect(gate.enabled()).toBe(true)
  })

  it('error: covering the frame closes Approve at once; uncovering it restarts the delay', () => {
    const gate = createApproveGate({ tracksVisibility: true, timers, onChange: () => {} })
    gate.shown()
    gate.setVisible(true)
    vi.advanceTimersByTime(APPROVE_DELAY_MS)
    gate.setVisible(false)
    expect(gate.enabled()).toBe(false)
    gate.setVisible(true)
    vi.advanceTimersByTime(APPROVE_DELAY_MS - 1)
    expect(gate.enabled()).toBe(false)
    vi.advanceTimersByTime(1)
    expect(gate.enabled()).toBe(true)
  })

  it('behavior: dispose clears the timer', () => {
    const gate = createApproveGate({ tracksVisibility: false, timers, onChange: () => {} })
    gate.shown()
    gate.dispose()
    expect(vi.getTimerCount()).toBe(0)
    expect(gate.enabled()).toBe(false)
  })
})
