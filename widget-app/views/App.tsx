/**
 * The modal: a labelled dialog of 360 px with header, the current view and the
 * toast. Focus moves into the dialog when it opens or the view changes, and follows its content
 * (focus.ts); Tab stays inside it, Escape and the backdrop close it; its height follows the view
 * with a 150 ms animation. Views other than Connect download on demand (registry.tsx): each
 * view's code as navigation to it starts, the rest once the modal has painted and the browser is idle.
 */
import { useEffect, useLayoutEffect, useRef } from 'react'
import { useT } from '../i18n/use-t.js'
import { useAppState, useWidget } from './context.js'
import { focusTargetIn, placeFocus, useModalFocus } from './focus.js'
import { Header } from './Header.js'
import { useViewChunks } from './lazy-prefetch.js'
import { VIEW_CHUNKS, VIEWS } from './registry.js'
import { Toast } from './Toast.js'

const TITLE_ID = 'wallet-widget-title'

export function App() {
  const { actions, store } = useWidget()
  useViewChunks({ store, chunkOf: (name) => VIEWS[name].chunk, all: VIEW_CHUNKS })
  useT() // the title follows the language
  const open = useAppState((state) => state.open)
  const view = useAppState((state) => state.history.at(-1))
  const wallets = useAppState((state) => state.wallets)
  const dialog = useRef<HTMLDivElement>(null)
  const body = useRef<HTMLDivElement>(null)
  const content = useRef<HTMLDivElement>(null)

  // Focus the view's target (focus.ts) whenever the dialog opens or the view changes; focus a view
  // gave to a nested frame (the secure frame's approval, focused by the view itself) stays there.
  useEffect(() => {
    const root = dialog.current
    if (!open || !root || root.ownerDocument.activeElement instanceof HTMLIFrameElement) return
    placeFocus(focusTargetIn(body.current, root.querySelector<HTMLElement>(`#${TITLE_ID}`)))
  }, [open, view?.name])
  useModalFocus({ open, dialog, body, titleId: TITLE_ID, onEscape: () => actions.close() })

  // Animate the modal's height to the new view's height (each view is a new element: observe it).
  const viewKey = view ? `${view.name}:${view.data?.walletId ?? ''}:${view.data?.caipNetworkId ?? ''}` : ''
  useLayoutEffect(() => {
    const outer = body.current
    const inner = content.current
    if (!outer || !inner) return
    const observer = new ResizeObserver(() => (outer.style.height = `${inner.offsetHeight}px`))
    observer.observe(inner)
    return () => observer.disconnect()
  }, [open, viewKey])

  if (!open || !view) return null
  const entry = VIEWS[view.name]
  const walletName = wallets.find((wallet) => wallet.id === view.data?.walletId)?.name
  const title = entry.title(walletName, view)
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click beside the dialog closes it; keyboard users have Escape and the close button
    <div className="backdrop" onMouseDown={(event) => event.target === event.currentTarget && actions.close()}>
      <div
        ref={dialog}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={TITLE_ID}
        data-testid="modal"
        data-view={view.name}
      >
        <Header title={title} titleId={TITLE_ID} />
        <div ref={body} className="modal-body">
          <div ref={content} className="view-transition" key={viewKey}>
            {entry.render(view)}
          </div>
        </div>
        <Toast />
      </div>
    </div>
  )
}
