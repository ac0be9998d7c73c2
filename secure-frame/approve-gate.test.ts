import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { APPROVE_DELAY_MS, createApproveGate } from './approve-gate.js'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

const timers = { setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms), clearTimeout: (handle: unknown) => clearTimeout(handle as number) }

describe('approve gate', () => {
  it('behavior: without visibility tracking, Approve opens 500 ms after the request is shown', () => {
    const onChange = vi.fn()
    const gate = createApproveGate({ tracksVisibility: false, timers, onChange })
    gate.shown()
    expect(gate.enabled()).toBe(false)
    expect(gate.reason()).toBe('delay')
    vi.advanceTimersByTime(APPROVE_DELAY_MS - 1)
    expect(gate.enabled()).toBe(false)
    vi.advanceTimersByTime(1)
    expect(gate.enabled()).toBe(true)
    expect(onChange).toHaveBeenCalled()
  })

  it('behavior: a new request starts the delay again', () => {
    const gate = createApproveGate({ tracksVisibility: false, timers, onChange: () => {} })
    gate.shown()
    vi.advanceTimersByTime(APPROVE_DELAY_MS)
    gate.shown()
    expect(gate.enabled()).toBe(false)
    vi.advanceTimersByTime(APPROVE_DELAY_MS)
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
