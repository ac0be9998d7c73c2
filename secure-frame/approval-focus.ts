/**
 * Tab order inside the approval: Tab and Shift+Tab cycle through its controls and never leave
 * the frame (the widget's dialog cannot see keys typed here, so nothing else would hold them).
 */

const TABBABLE = 'a[href],button,input,select,textarea,[tabindex]'

/** The approval's controls in Tab order: enabled, not `tabindex="-1"`, and not inside a hidden part. */
export function tabbableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) =>
      element.tabIndex >= 0 && !(element as HTMLButtonElement).disabled && element.closest('[hidden]') === null,
  )
}

/**
 * The control Tab (or Shift+Tab, `backwards`) moves to from `active`: the next one, wrapping
 * around at either end; from anything outside the list, the first (or the last). Null when empty.
 */
export function nextInCycle<T>(items: readonly T[], active: T | null, backwards: boolean): T | null {
  if (items.length === 0) return null
  const index = active === null ? -1 : items.indexOf(active)
  if (index < 0) return (backwards ? items.at(-1) : items[0]) ?? null
  const step = backwards ? -1 : 1
  return items[(index + step + items.length) % items.length] ?? null
}

/** Handles Tab in the approval: moves focus to the next control inside `root`, wrapping; other keys pass. */
export function keepTabInside(event: KeyboardEvent, root: HTMLElement): void {
  if (event.key !== 'Tab') return
  event.preventDefault()
  const active = root.ownerDocument.activeElement as HTMLElement | null
  nextInCycle(tabbableIn(root), active, event.shiftKey)?.focus()
}
