/** Header: back, the view's title (the dialog's label), close. */
import { useT } from '../i18n/use-t.js'
import { useAppState, useWidget } from './context.js'
import { BackIcon, CloseIcon } from './icons.js'

export function Header({ title, titleId }: { title: string; titleId: string }) {
  const { actions, signIn } = useWidget()
  const t = useT()
  // Off while a required sign-in is pending (state/sign-in.ts).
  const closeDisabled = useAppState((state) => signIn.blocksClose(state))
  const canGoBack = useAppState(
    (state) => state.history.length > 1 || (state.history.at(-1)?.name === 'Connect' && state.status === 'connected'),
  )
  return (
    <header className="header">
      {canGoBack ? (
        <button type="button" className="icon-button" aria-label={t('header.back')} onClick={() => actions.back()}>
          <BackIcon />
        </button>
      ) : (
        <span className="icon-button-placeholder" />
      )}
      <h2 id={titleId} className="header-title" key={title} tabIndex={-1} title={title}>
        {title}
      </h2>
      <button
        type="button"
        className="icon-button"
        aria-label={t('header.close')}
        disabled={closeDisabled}
        onClick={() => actions.close()}
      >
        <CloseIcon />
      </button>
    </header>
  )
}
