/**
 * Places the secure frame over a view's area while that area is shown. The frame is never moved in
 * the DOM (that would reload it): it is positioned over the area, follows its size, is focused,
 * and is hidden again when the area goes away.
 *
 * The frame is shown only once the area has come to rest (the modal's entrance and height
 * animations move it without resizing it). A browser ignores presses in a cross-origin frame that
 * moved within the last half second (a clickjacking defence), so a frame that jumped into place
 * after it was shown would drop the user's first click on its Approve button.
 *
 * Focusing the iframe element focuses the frame's document body; the frame moves that focus to its
 * approval's heading (secure-frame/approval.ts), however long the settling took.
 */
import { type RefObject, useLayoutEffect } from 'react'
import { useWidget } from './context.js'

/** Consecutive animation frames with the same rectangle after which the area counts as at rest. */
const FRAMES_AT_REST = 3
/** Shown at the latest after this long, at rest or not (an endless animation must not hide the approval). */
const MAX_SETTLE_MS = 1000

export function useSecureFramePlacement(area: RefObject<HTMLElement | null>): void {
  const widget = useWidget()
  useLayoutEffect(() => {
    const frame = widget.secureFrame()?.iframe
    const target = area.current
    if (!frame || !target) return
    let placed = ''
    /** Puts the frame over the area; answers whether it had to move. */
    const place = (): boolean => {
      const rect = target.getBoundingClientRect()
      const next = `${rect.left},${rect.top},${rect.width},${rect.height}`
      if (next === placed) return false
      placed = next
      Object.assign(frame.style, {
        left: `${rect.left}px`,
        top: `${rect.top}px`,
        width: `${rect.width}px`,
        height: `${rect.height}px`,
      })
      return true
    }
    let shown = false
    const show = () => {
      if (shown) return
      shown = true
      frame.classList.remove('secure-frame--hidden')
      frame.removeAttribute('aria-hidden')
      frame.tabIndex = 0
      frame.focus()
    }
    // Follows the area frame by frame until it stops moving, then shows the frame there.
    let raf = 0
    let still = 0
    const started = performance.now()
    const follow = () => {
      still = place() ? 0 : still + 1
      if (still >= FRAMES_AT_REST || performance.now() - started > MAX_SETTLE_MS) {
        raf = 0
        show()
      } else raf = requestAnimationFrame(follow)
    }
    const settle = () => {
      if (raf === 0) raf = requestAnimationFrame(follow)
    }
    place()
    settle()
    const onResize = () => {
      place()
    }
    const observer = new ResizeObserver(onResize)
    observer.observe(target)
    window.addEventListener('resize', onResize)
    // A later animation of the modal (its height, a view sliding in) moves the area: follow it to its end.
    const doc = target.ownerDocument
    doc.addEventListener('transitionend', onResize, true)
    doc.addEventListener('animationend', onResize, true)
    return () => {
      if (raf !== 0) cancelAnimationFrame(raf)
      observer.disconnect()
      window.removeEventListener('resize', onResize)
      doc.removeEventListener('transitionend', onResize, true)
      doc.removeEventListener('animationend', onResize, true)
      frame.classList.add('secure-frame--hidden')
      frame.setAttribute('aria-hidden', 'true')
      frame.tabIndex = -1
    }
  }, [])
}
