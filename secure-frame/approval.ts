/**
 * The approval UI: what is asked, who asks, and Approve / Reject. Plain DOM; everything that
 * comes from outside (messages, typed data, addresses, the site's name) is set as text.
 *
 * Keyboard: the heading takes focus when a request is shown (so a screen reader reads it and a
 * stray Enter approves nothing); Tab reaches Reject and Approve; Escape rejects.
 */
import { formatUnitsExact, shortenAddress } from '../shared/format.js'
import type { ApprovalRequest, ApprovalView } from './approval-queue.js'
import { createApproveGate, type ApproveGate, type Timers } from './approve-gate.js'

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

export function createApprovalView({ root, timers = globalThis as unknown as Timers }: ApprovalViewOptions): ApprovalView {
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
        hint.textContent = reason === 'hidden' ? 'Approve is available while this window is fully visible.' : ''
      }
      gate = createApproveGate({ tracksVisibility: tracksVisibility(), timers, onChange: update })

      let observer: IntersectionObserver | null = null
      if (tracksVisibility()) {
        observer = new IntersectionObserver(
          (entries) => {
            for (const entry of entries as VisibilityEntry[]) gate?.setVisible(entry.isVisible === true)
          },
          // `delay` ≥ 100 ms is required with trackVisibility.
          { threshold: 1, trackVisibility: true, delay: 100 } as IntersectionObserverInit,
        )
        observer.observe(panel.element)
      }

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
        }
      }
      approve.addEventListener('click', () => choose(true))
      reject.addEventListener('click', () => choose(false))
      doc.addEventListener('keydown', onKey)
      gate.shown()
      // The widget shows this frame only after our `visibility` event, and an element of a frame
      // that is still display:none cannot take focus: so focus once the panel is on screen.
      const focusWhenShown = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        focusWhenShown.disconnect()
        if (!panel.element.contains(doc.activeElement)) panel.heading.focus()
      })
      focusWhenShown.observe(panel.element)

      cleanup = () => {
        doc.removeEventListener('keydown', onKey)
        focusWhenShown.disconnect()
        observer?.disconnect()
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

interface Rendered {
  element: HTMLElement
  heading: HTMLElement
  controls: { approve: HTMLButtonElement; reject: HTMLButtonElement; hint: HTMLElement }
}

function render(doc: Document, request: ApprovalRequest): Rendered {
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] => {
    const node = doc.createElement(tag)
    if (className) node.className = className
    if (text !== undefined) node.textContent = text
    return node
  }
  const { subject, chain, site, account } = request

  const section = el('section', 'approval')
  section.setAttribute('role', 'dialog')
  section.setAttribute('aria-modal', 'true')
  section.setAttribute('aria-labelledby', 'approval-title')
  section.setAttribute('aria-describedby', 'approval-site')

  const title = subject.kind === 'transaction' ? 'Send transaction' : subject.kind === 'typedData' ? 'Sign typed data' : 'Sign message'
  const heading = el('h1', 'approval-title', title)
  heading.id = 'approval-title'
  heading.tabIndex = -1
  const siteLine = el('p', 'approval-site')
  siteLine.id = 'approval-site'
  siteLine.append('Requested by ', el('strong', undefined, site.name ?? site.origin ?? 'an unknown site'))
  if (site.name && site.origin) siteLine.append(el('span', 'approval-origin', site.origin))

  const details = el('dl', 'approval-details')
  const row = (label: string, value: string, title?: string) => {
    const term = el('dt', undefined, label)
    const description = el('dd', undefined, value)
    if (title) description.title = title
    details.append(term, description)
  }

  let body: HTMLElement | null = null
  if (subject.kind === 'message') {
    row('Account', shortenAddress(account), account)
    row('Network', chain.name)
    body = el('pre', 'approval-message', subject.text)
    body.setAttribute('aria-label', subject.isText ? 'Message' : 'Message (hex; not readable text)')
  } else if (subject.kind === 'typedData') {
    row('App', subject.domainName ?? '(no name)')
    row('Type', subject.primaryType)
    if (subject.verifyingContract) row('Contract', shortenAddress(subject.verifyingContract), subject.verifyingContract)
    row('Network', chain.name)
    body = el('pre', 'approval-message', subject.messageJson)
    body.setAttribute('aria-label', 'Typed data message')
  } else {
    row('To', subject.to ?? 'New contract')
    row('Amount', `${formatUnitsExact(subject.value, chain.decimals)} ${chain.symbol}`)
    row('Network', chain.name)
    row('Data', subject.dataBytes > 0 ? `Attached (${subject.dataBytes} bytes)` : 'None')
    row('From', shortenAddress(account), account)
  }
  if (body) body.tabIndex = 0 // scrollable by keyboard

  const hint = el('p', 'approval-hint')
  hint.setAttribute('aria-live', 'polite')
  const actions = el('div', 'approval-actions')
  const reject = el('button', 'approval-button approval-button--reject', 'Reject')
  const approve = el('button', 'approval-button approval-button--approve', 'Approve')
  reject.type = 'button'
  approve.type = 'button'
  approve.disabled = true
  actions.append(reject, approve)

  section.append(heading, siteLine, details, ...(body ? [body] : []), hint, actions)
  return { element: section, heading, controls: { approve, reject, hint } }
}
