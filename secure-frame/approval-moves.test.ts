/** The frame's place from pointer events: the pointer's own motion is not a move; the frame's is, zoomed or not. */
import { describe, expect, it } from 'vitest'
import { frameMoved, MOVE_TOLERANCE_PX, type PointerPlace } from './approval-moves.js'

/** Reads pointer events one after another, as the approval does: true when the frame moved since the previous. */
function createMoveTracker() {
  let last: PointerPlace | undefined
  return {
    moved(event: PointerPlace): boolean {
      const moved = last !== undefined && frameMoved(last, event)
      last = event
      return moved
    },
  }
}

/** A pointer at `screen` over a frame whose top-left corner is at `frame` on the screen, at page zoom `zoom`. */
const at = (screen: [number, number], frame: [number, number], zoom = 1) => ({
  screenX: screen[0],
  screenY: screen[1],
  clientX: (screen[0] - frame[0]) / zoom,
  clientY: (screen[1] - frame[1]) / zoom,
})

describe('frame moves seen by the pointer', () => {
  it('behavior: the first event tells nothing; the pointer moving over a still frame is no move', () => {
    const tracker = createMoveTracker()
    expect(tracker.moved(at([500, 300], [480, 260]))).toBe(false)
    expect(tracker.moved(at([520, 340], [480, 260]))).toBe(false)
    expect(tracker.moved(at([700, 520], [480, 260]))).toBe(false)
  })

  it('behavior: the frame moved under a resting pointer, or under a moving one, is a move', () => {
    const tracker = createMoveTracker()
    tracker.moved(at([500, 300], [480, 260]))
    expect(tracker.moved(at([500, 300], [480, 290]))).toBe(true) // 30 px down, the pointer still
    expect(tracker.moved(at([500, 300], [480, 290]))).toBe(false) // and then it rests there
    expect(tracker.moved(at([504, 303], [440, 290]))).toBe(true) // 40 px left while the pointer moved a little
  })

  it('behavior: a shift within the rounding tolerance is no move', () => {
    const tracker = createMoveTracker()
    tracker.moved(at([500, 300], [480, 260]))
    expect(tracker.moved(at([500, 300], [480 + MOVE_TOLERANCE_PX, 260]))).toBe(false)
    expect(tracker.moved(at([500, 300], [480 + MOVE_TOLERANCE_PX, 260 + MOVE_TOLERANCE_PX + 1]))).toBe(true)
  })

  it('behavior: at 150 % and 80 % page zoom the pointer moving over a still frame is no move, and a move still is', () => {
    for (const zoom of [1.5, 0.8]) {
      const tracker = createMoveTracker()
      tracker.moved(at([500, 300], [480, 260], zoom))
      expect(tracker.moved(at([560, 380], [480, 260], zoom))).toBe(false)
      expect(tracker.moved(at([620, 420], [480, 260], zoom))).toBe(false)
      expect(tracker.moved(at([620, 420], [480, 300], zoom))).toBe(true)
    }
  })
})
