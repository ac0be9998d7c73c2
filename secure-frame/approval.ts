/**
 * The approval UI: what is asked, who asks, and Approve / Reject. Plain DOM; everything that
 * comes from outside (messages, typed data, addresses, the site's name) is set as text.
 *
 * Keyboard: the heading takes focus when a request is shown and the frame has focus, or when focus
 * arrives in the frame (so a screen reader reads it and a stray Enter approves nothing); Tab and
 * Shift+Tab cycle through its controls without leaving the frame; Escape rejects.
 */
import { describeApproval } from './approval-details.js'
import { keepTabInside } from './approval-focus.js'
import { frameMoved } from './approval-moves.js'
import type { ApprovalRequest, ApprovalView } from './approval-queue.js'
import { createApproveGate, type ApproveGate, type Timers } from './approve-gate.js'
import { element } from './dom-element.js'
import { onFocusArrival } from './focus-arrival.js'
import { t } from './i18n/i18n.js'

export interface ApprovalViewOptions {
  root: HTMLElement
  timers?: Timers
}

/** IntersectionObserver v2 (Chromium): `trackVisibility` and `isVisible` are not in TS's DOM lib yet. */
interface VisibilityEntry extends IntersectionObserverEntry {
  isVisible?: boolean
}

export function tracksVisibility(): boolean {
  return typeof IntersectionObserverEntry !== 'undefined' && 'isVisible' in IntersectionObserverEntry.prototype
}

export function createApprovalView({
  root,
  timers = globalThis as unknown as Timers,
}: ApprovalViewOptions): ApprovalView {
  const doc = root.ownerDocument
  let cleanup: (() => void) | null = null

  return {
    show(request, decide) {
      cleanup?.()
      const panel = render(doc, request)
      const { approve, reject, hint } = panel.controls
      root.replaceChildren(panel.element)

      let gate: ApproveGate | null = null
      const update = () => {
        if (!gate) return
        approve.disabled = !gate.enabled()
        const reason = gate.reason()
        hint.textContent = reason === 'hidden' ? t('approval.hiddenHint') : ''
      }
      gate = createApproveGate({ tracksVisibility: tracksVisibility(), timers, onChange: update })

      const stopWatching = watchDisturbances(doc, panel.element, () => gate)
      // Focus arriving in the frame from outside (not by a press in it) goes to the heading (focus-arrival.ts), so
      // a screen reader reads the request and keys act in the approval; it disarms Approve too.
      const unregister = onFocusArrival(doc, panel.element, panel.heading, () => gate?.focusReturned(false))

      let decided = false
      const choose = (approved: boolean) => {
        if (decided) return
        if (approved && !gate?.enabled()) return // a click that raced the button's disabling
        decided = true
        decide(approved)
      }
      const onKey = (event: KeyboardEvent) => {
        if (event.key === 'Escape') {
          event.preventDefault()
          choose(false)
        } else keepTabInside(event, panel.element)
      }
      approve.addEventListener('click', () => choose(true))
      reject.addEventListener('click', () => choose(false))
      doc.addEventListener('keydown', onKey)
      gate.shown()
      // The heading takes focus now if this frame has it, else when focus arrives (registered above).
      if (doc.hasFocus()) panel.heading.focus()

      cleanup = () => {
        doc.removeEventListener('keydown', onKey)
        unregister()
        stopWatching()
        gate?.dispose()
        gate = null
      }
    },
    hide() {
      cleanup?.()
      cleanup = null
      root.replaceChildren()
    },
  }
}

/**
 * Feeds the gate what the browser reports: visibility (IntersectionObserver v2, where present;
 * a repeated visible report means the frame changed place or size), size changes, a move of the
 * frame under the pointer (approval-moves.ts), the pointer entering, the page being hidden and the
 * window resized. Focus returning is the frame's focus hook's (focus-arrival.ts). Returns the cleanup.
 */
function watchDisturbances(doc: Document, panel: HTMLElement, gate: () => ApproveGate | null): () => void {
  const stops: (() => void)[] = []
  const on = <T extends Event>(target: EventTarget, type: string, listener: (event: T) => void, capture = false) => {
    target.addEventListener(type, listener as EventListener, capture)
    stops.push(() => target.removeEventListener(type, listener as EventListener, capture))
  }

  if (tracksVisibility()) {
    let reported = false
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries as VisibilityEntry[]) {
          const visible = entry.isVisible === true
          if (visible && reported) gate()?.disturbed()
          reported = reported || visible
          gate()?.setVisible(visible)
        }
      },
      // `delay` ≥ 100 ms is required with trackVisibility.
      { threshold: 1, trackVisibility: true, delay: 100 } as IntersectionObserverInit,
    )
    observer.observe(panel)
    stops.push(() => observer.disconnect())
  }
  if (typeof ResizeObserver !== 'undefined') {
    let first = true
    const resizes = new ResizeObserver(() => {
      if (!first) gate()?.disturbed()
      first = false
    })
    resizes.observe(panel)
    stops.push(() => resizes.disconnect())
  }
  // A press on a frame that moved since the pointer's last event disarms Approve before its click; a move or an
  // entry (not a press) is the pointer in the frame.
  let lastPointer: PointerEvent | undefined
  const pointerSeen = (event: PointerEvent) => {
    if (lastPointer && frameMoved(lastPointer, event)) gate()?.disturbed()
    lastPointer = event
    if (event.type !== 'pointerdown') gate()?.pointerEntered()
  }
  for (const type of ['pointerover', 'pointermove', 'pointerdown']) on(doc, type, pointerSeen, true)
  on(doc, 'visibilitychange', () => gate()?.setPageVisible(doc.visibilityState === 'visible'))
  const win = doc.defaultView
  if (win) on(win, 'resize', () => gate()?.disturbed())
  return () => stops.forEach((stop) => stop())
}

interface Rendered {
  element: HTMLElement
  heading: HTMLElement
  controls: { approve: HTMLButtonElement; reject: HTMLButtonElement; hint: HTMLElement }
}

function render(doc: Document, request: ApprovalRequest): Rendered {
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string) =>
    element(doc, tag, className, text)
  const model = describeApproval(request)

  const section = el('section', 'approval')
  section.setAttribute('role', 'dialog')
  section.setAttribute('aria-modal', 'true')
  section.setAttribute('aria-labelledby', 'approval-title')
  section.setAttribute('aria-describedby', 'approval-site approval-summary')

  const heading = el('h1', 'approval-title', model.title)
  heading.id = 'approval-title'
  heading.tabIndex = -1
  const siteLine = el('p', 'approval-site')
  siteLine.id = 'approval-site'
  siteLine.append(t('approval.requestedBy'), el('strong', 'approval-origin', model.site))

  const parts: HTMLElement[] = [heading, siteLine]
  const summary = el('p', 'approval-summary', model.summary ?? '')
  summary.id = 'approval-summary'
  if (model.summary) parts.push(summary)
  if (model.warning) {
    const warning = el('p', 'approval-warning', model.warning)
    warning.setAttribute('role', 'note')
    parts.push(warning)
  }

  const details = el('dl', 'approval-details')
  for (const row of model.rows) {
    const description = el('dd', undefined, row.value)
    if (row.title) description.title = row.title
    details.append(el('dt', undefined, row.label), description)
  }
  parts.push(details)

  if (model.body) {
    const caption = el('p', 'approval-caption', model.body.caption)
    caption.id = 'approval-body-caption'
    const body = el('pre', 'approval-message', model.body.text)
    body.tabIndex = 0 // scrollable by keyboard; a named region, as a focusable element needs a name
    body.setAttribute('role', 'region')
    body.setAttribute('aria-labelledby', caption.id)
    parts.push(caption, body)
  }
  if (model.raw) {
    // Calldata on demand: a disclosure button, so the toggle is one plain click or key press.
    const toggle = el('button', 'approval-raw-toggle', t('approval.showRaw', { caption: model.raw.caption }))
    toggle.type = 'button'
    const pre = el('pre', 'approval-message', model.raw.text)
    pre.id = 'approval-raw'
    pre.tabIndex = 0
    pre.setAttribute('role', 'region')
    pre.setAttribute('aria-label', model.raw.caption)
    pre.hidden = true
    toggle.setAttribute('aria-controls', pre.id)
    toggle.setAttribute('aria-expanded', 'false')
    toggle.addEventListener('click', () => {
      pre.hidden = !pre.hidden
      toggle.setAttribute('aria-expanded', String(!pre.hidden))
    })
    parts.push(toggle, pre)
  }

  const hint = el('p', 'approval-hint')
  hint.setAttribute('aria-live', 'polite')
  const actions = el('div', 'approval-actions')
  const reject = el('button', 'approval-button approval-button--reject', t('approval.reject'))
  const approve = el('button', 'approval-button approval-button--approve', t('approval.approve'))
  reject.type = 'button'
  approve.type = 'button'
  approve.disabled = true
  actions.append(reject, approve)

  // The details can be longer than the area; the region scrolls, and takes focus to scroll by keyboard.
  const scroller = el('div', 'approval-body')
  scroller.tabIndex = 0
  scroller.setAttribute('role', 'group')
  scroller.setAttribute('aria-label', t('approval.details'))
  scroller.append(...parts)
  section.append(scroller, hint, actions)
  return { element: section, heading, controls: { approve, reject, hint } }
}
