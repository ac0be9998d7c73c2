/** Keyboard moves in the Account tab bar (the ARIA tabs pattern): which tab a key selects. */

/**
 * The index of the tab a key moves to, or null when the key is not one the tab bar handles.
 * ArrowRight / ArrowLeft go to the next / previous tab in reading order (so they swap in a
 * right-to-left language) and wrap around; Home goes to the first tab, End to the last.
 */
export function tabTarget(key: string, current: number, count: number, rightToLeft = false): number | null {
  const forward = rightToLeft ? 'ArrowLeft' : 'ArrowRight'
  const backward = rightToLeft ? 'ArrowRight' : 'ArrowLeft'
  if (count <= 0) return null
  if (key === forward) return (current + 1) % count
  if (key === backward) return (current - 1 + count) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return null
}
