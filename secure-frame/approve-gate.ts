/**
 * When the Approve button may be pressed: the clickjacking guard.
 *
 * A site can put this frame under the user's cursor at the moment they click something of
 * its own, cover it with a decoy, or resize, move or hide it between two clicks. So Approve is
 * armed only after the approval has been on screen, undisturbed, for {@link APPROVE_DELAY_MS}:
 * - where the browser reports real visibility (IntersectionObserver v2), only while the frame is
 *   reported fully visible and unobstructed, counting from that report;
 * - where it does not, only after the pointer has entered the frame since the approval appeared
 *   (a frame slid under a resting cursor gets no such entry until the user moves);
 * - and every disturbance — the frame resized, moved or partly hidden (any new intersection
 *   report), the page hidden, or focus coming back to the frame without the user clicking in it
 *   (another window, such as a popup the site opened over the button, had it) — disarms it and
 *   starts the delay again once the disturbance is over. Focus moving between the widget and
 *   this frame by the user's own click is normal use and changes nothing.
 * A new approval always starts disarmed.
 */

export const APPROVE_DELAY_MS = 500

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

export interface ApproveGateOptions {
  /** True where visibility is tracked; until the first report the frame counts as not (yet) visible. */
  tracksVisibility: boolean
  timers: Timers
  /** Called whenever the answer of `enabled()` may have changed. */
  onChange: () => void
  delayMs?: number
}

export type GateReason = 'delay' | 'hidden' | 'pointer'

export type ApproveGate = ReturnType<typeof createApproveGate>

export function createApproveGate({
  tracksVisibility,
  timers,
  onChange,
  delayMs = APPROVE_DELAY_MS,
}: ApproveGateOptions) {
  // null: tracked, but no report yet (the first one comes ≥ 100 ms after observing).
  let visible: boolean | null = tracksVisibility ? null : true
  // Without visibility tracking, the pointer must enter the frame after each approval appears.
  let pointerEntered = tracksVisibility
  let pageVisible = true
  let settled = false
  let timer: unknown

  const stopDelay = () => {
    if (timer !== undefined) timers.clearTimeout(timer)
    timer = undefined
    settled = false
  }
  const restartDelay = () => {
    stopDelay()
    timer = timers.setTimeout(() => {
      timer = undefined
      settled = true
      onChange()
    }, delayMs)
    onChange()
  }

  /** Hidden: disarmed at once. Shown again: the delay counts from now. */
  const visibilityChanged = (nowVisible: boolean) => {
    if (nowVisible) return restartDelay()
    stopDelay()
    onChange()
  }

  return {
    /** A new approval is on screen: disarmed, the delay starts again, and (untracked) the pointer must enter anew. */
    shown(): void {
      pointerEntered = tracksVisibility
      restartDelay()
    },
    /** A visibility report of IntersectionObserver v2. */
    setVisible(next: boolean): void {
      if (next === visible) return
      visible = next
      visibilityChanged(next)
    },
    /** The pointer entered (or moved inside) the frame. */
    pointerEntered(): void {
      if (pointerEntered) return
      pointerEntered = true
      restartDelay()
    },
    /** The page was hidden (another tab, a minimised window) or shown again. */
    setPageVisible(next: boolean): void {
      if (next === pageVisible) return
      pageVisible = next
      visibilityChanged(next)
    },
    /** Focus came back to this frame; `byClickHere` when a pointer press inside the frame brought it. */
    focusReturned(byClickHere: boolean): void {
      if (!byClickHere) restartDelay()
    },
    /** The frame was resized or moved, or its intersection changed: disarm and count again. */
    disturbed(): void {
      restartDelay()
    },
    enabled: (): boolean => settled && visible === true && pointerEntered && pageVisible,
    /**
     * Why Approve is disabled, for a hint to the user; null when it is enabled. 'hidden' only
     * after a report said so, so the hint does not flash while the first report is on its way.
     */
    reason: (): GateReason | null =>
      visible === false || !pageVisible
        ? 'hidden'
        : !pointerEntered
          ? 'pointer'
          : !settled || visible === null
            ? 'delay'
            : null,
    dispose(): void {
      stopDelay()
    },
  }
}
