/** Keyboard moves in a virtualised list of fixed-height rows: which row a key goes to, and scrolling it into view. */

export interface RowTargetParameters {
  /** The index of the focused row. */
  current: number
  /** The index of the last row that has arrived (End goes there). */
  lastLoaded: number
  /** How many rows the list has in all, arrived or not. */
  total: number
  /** How many rows fit in the scroller (PageUp / PageDown move by this many). */
  pageRows: number
}

/**
 * The index of the row a key moves focus to, kept within the list, or null when the key is not
 * one the list handles: ArrowDown / ArrowUp one row, PageDown / PageUp one scroller's worth,
 * Home the first row, End the last row that has arrived.
 */
export function rowTarget(key: string, { current, lastLoaded, total, pageRows }: RowTargetParameters): number | null {
  const moves: Record<string, number> = {
    ArrowDown: current + 1,
    ArrowUp: current - 1,
    PageDown: current + pageRows,
    PageUp: current - pageRows,
    Home: 0,
    End: lastLoaded,
  }
  if (!(key in moves)) return null
  return Math.max(0, Math.min(total - 1, moves[key]!))
}

/** Scrolls the least distance that shows the whole row, and returns the scroller's new scroll offset. */
export function scrollRowIntoView(scroller: HTMLElement, index: number, rowHeight: number, viewportHeight: number) {
  const top = index * rowHeight
  if (top < scroller.scrollTop) scroller.scrollTop = top
  else if (top + rowHeight > scroller.scrollTop + viewportHeight) scroller.scrollTop = top + rowHeight - viewportHeight
  return scroller.scrollTop
}
