/** Header: back, the view's title (the dialog's label), close. */
import { useAppState, useWidget } from './context.js'

export function Header({ title, titleId }: { title: string; titleId: string }) {
  const { actions } = useWidget()
  const canGoBack = useAppState((state) => state.history.length > 1 || (state.history.at(-1)?.name === 'Connect' && state.status === 'connected'))
  return (
    <header className="header">
      {canGoBack ? (
        <button type="button" className="icon-button" aria-label="Back" onClick={() => actions.back()}>
          <span aria-hidden="true">‹</span>
        </button>
      ) : (
        <span className="icon-button-placeholder" />
      )}
      <h2 id={titleId} className="header-title" key={title}>
        {title}
      </h2>
      <button type="button" className="icon-button" aria-label="Close" onClick={() => actions.close()}>
        <span aria-hidden="true">×</span>
      </button>
    </header>
  )
}
