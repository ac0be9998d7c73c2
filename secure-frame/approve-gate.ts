/**
 * When the Approve button may be pressed: the clickjacking guard of DESIGN "Browser facts".
 *
 * A host page can put this frame under the user's cursor at the moment they click something
 * of its own, or cover it with a decoy. So Approve stays disabled for {@link APPROVE_DELAY_MS}
 * after an approval is shown, and, where the browser reports real visibility
 * (IntersectionObserver v2), while the frame is not visible and for the same delay after it
 * becomes visible again: flashing the frame into view under a click never reaches an enabled
 * button.
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

export type ApproveGate = ReturnType<typeof createApproveGate>

export function createApproveGate({ tracksVisibility, timers, onChange, delayMs = APPROVE_DELAY_MS }: ApproveGateOptions) {
  // null: tracked, but no report yet (the first one comes ≥ 100 ms after observing).
  let visible: boolean | null = tracksVisibility ? null : true
  let settled = false
  let timer: unknown

  const restartDelay = () => {
    if (timer !== undefined) timers.clearTimeout(timer)
    settled = false
    timer = timers.setTimeout(() => {
      timer = undefined
      settled = true
      onChange()
    }, delayMs)
    onChange()
  }

  return {
    /** A new approval is on screen: the delay starts again. */
    shown: restartDelay,
    /** A visibility report of IntersectionObserver v2. */
    setVisible(next: boolean): void {
      if (next === visible) return
      visible = next
      if (visible) restartDelay()
      else onChange()
    },
    enabled: (): boolean => settled && visible === true,
    /**
     * Why Approve is disabled, for a hint to the user; null when it is enabled. 'hidden' only
     * after a report said so, so the hint does not flash while the first report is on its way.
     */
    reason: (): 'delay' | 'hidden' | null => (visible === false ? 'hidden' : !settled || visible === null ? 'delay' : null),
    dispose(): void {
      if (timer !== undefined) timers.clearTimeout(timer)
      timer = undefined
      settled = false
    },
  }
}
