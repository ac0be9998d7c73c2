/**
 * Whether this frame moved on the screen, as far as the frame can tell.
 *
 * A frame cannot read where its parent put it, and a pure move (same size, still fully visible)
 * fires nothing in it: no resize, no intersection report. What it can see is the pointer while
 * the pointer is over it: each pointer event carries both the pointer's place on the screen and
 * its place in this frame, so their difference is where the frame is. Between two events the
 * pointer's place in the frame may change only as much as its place on the screen explains; a
 * larger change means the frame moved under the pointer (the move that puts Approve under a
 * click aimed elsewhere). Page zoom scales the frame's units against the screen's, so a change of
 * up to half the pointer's own screen motion (zoom from 67 % to 200 %) still counts as the
 * pointer's.
 */

/** The coordinates of a pointer event that this module reads. */
export interface PointerPlace {
  screenX: number
  screenY: number
  clientX: number
  clientY: number
}

/** Fractional coordinates round differently on the two scales. */
export const MOVE_TOLERANCE_PX = 2
/** Share of the pointer's screen motion that zoom may add to or take from its motion in the frame. */
const ZOOM_SLACK = 0.5

/** Whether the frame moved between two pointer events over it. */
export function frameMoved(previous: PointerPlace, next: PointerPlace): boolean {
  const axisMoved = (screenFrom: number, clientFrom: number, screenTo: number, clientTo: number) =>
    Math.abs(screenTo - clientTo - (screenFrom - clientFrom)) >
    MOVE_TOLERANCE_PX + ZOOM_SLACK * Math.abs(screenTo - screenFrom)
  return (
    axisMoved(previous.screenX, previous.clientX, next.screenX, next.clientX) ||
    axisMoved(previous.screenY, previous.clientY, next.screenY, next.clientY)
  )
}
