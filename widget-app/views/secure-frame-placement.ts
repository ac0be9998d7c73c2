/**
 * Places the secure frame over a view's area while that area is shown. The frame is never moved in
 * the DOM (that would reload it): it is positioned over the area, follows its size, is focused,
 * and is hidden again when the area goes away.
 */
import { type RefObject, useLayoutEffect } from 'react'
import { useWidget } from './context.js'

export function useSecureFramePlacement(area: RefObject<HTMLElement | null>): void {
  const widget = useWidget()
  useLayoutEffect(() => {
    const frame = widget.secureFrame()?.iframe
    const target = area.current
    if (!frame || !target) return
    const place = () => {
      const rect = target.getBoundingClientRect()
      Object.assign(frame.style, {
        left: `${rect.left}px`,
        top: `${rect.top}px`,
        width: `${rect.width}px`,
        height: `${rect.height}px`,
      })
    }
    place()
    frame.classList.remove('secure-frame--hidden')
    frame.removeAttribute('aria-hidden')
    frame.tabIndex = 0
    const observer = new ResizeObserver(place)
    observer.observe(target)
    window.addEventListener('resize', place)
    const settle = setTimeout(place, 200) // after the view's entrance animation
    frame.focus()
    return () => {
      clearTimeout(settle)
      observer.disconnect()
      window.removeEventListener('resize', place)
      frame.classList.add('secure-frame--hidden')
      frame.setAttribute('aria-hidden', 'true')
      frame.tabIndex = -1
    }
  }, [])
}
