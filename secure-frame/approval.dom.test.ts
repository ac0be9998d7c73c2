// @vitest-environment happy-dom
/**
 * The approval view in a document: its heading takes focus when focus arrives in the frame, and a move of
 * the frame under the pointer disarms Approve and counts its delay again.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApprovalView } from './approval.js'
import type { ApprovalRequest } from './approval-queue.js'
import { APPROVE_DELAY_MS } from './approve-gate.js'

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  vi.useRealTimers()
  document.body.replaceChildren()
})

const request: ApprovalRequest = {
  subject: { kind: 'message', text: 'hello', isText: true },
  account: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chain: { id: 31337, name: 'Anvil Local', symbol: 'ETH', decimals: 18 },
  site: { origin: 'https://shop.example' },
}

function showApproval() {
  const root = document.createElement('div')
  document.body.append(root)
  const decide = vi.fn()
  createApprovalView({ root }).show(request, decide)
  const approve = root.querySelector<HTMLButtonElement>('.approval-button--approve')!
  const heading = root.querySelector<HTMLElement>('.approval-title')!
  return { approve, heading, decide }
}

/** A pointer event over a frame whose top-left corner is at `frame` on the screen. */
const pointer = (type: string, screen: [number, number], frame: [number, number]) =>
  document.dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      screenX: screen[0],
      screenY: screen[1],
      clientX: screen[0] - frame[0],
      clientY: screen[1] - frame[1],
    }),
  )

describe('approval view', () => {
  it('behavior: focus arriving in the frame from outside lands on the heading, once the frame is shown', () => {
    const { heading } = showApproval()
    ;(document.activeElement as HTMLElement | null)?.blur()
    window.dispatchEvent(new FocusEvent('focus'))
    expect(document.activeElement).toBe(heading)
  })

  it('behavior: focus arriving by a press in the frame stays where the press put it', () => {
    const { heading } = showApproval()
    ;(document.activeElement as HTMLElement | null)?.blur()
    pointer('pointerdown', [500, 300], [480, 260])
    window.dispatchEvent(new FocusEvent('focus'))
    expect(document.activeElement).not.toBe(heading)
  })

  it('behavior: the frame moved under the pointer disarms Approve; it arms again after the delay', () => {
    const { approve, decide } = showApproval()
    pointer('pointermove', [500, 300], [480, 260])
    vi.advanceTimersByTime(APPROVE_DELAY_MS)
    expect(approve.disabled).toBe(false)
    pointer('pointermove', [500, 300], [480, 300])
    expect(approve.disabled).toBe(true)
    approve.click()
    expect(decide).not.toHaveBeenCalled()
    vi.advanceTimersByTime(APPROVE_DELAY_MS)
    expect(approve.disabled).toBe(false)
  })

  it('error: a press on a frame that moved since the pointer last moved approves nothing', () => {
    const { approve, decide } = showApproval()
    pointer('pointermove', [500, 300], [480, 260])
    vi.advanceTimersByTime(APPROVE_DELAY_MS)
    pointer('pointerdown', [500, 300], [420, 260])
    approve.click()
    expect(decide).not.toHaveBeenCalled()
    expect(approve.disabled).toBe(true)
  })
})
