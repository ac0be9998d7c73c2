/** RegisterAccountNameSuccess: the name just registered, what it does, and Done (back to Account). */
import { useT } from '../../i18n/use-t.js'
import { useStore } from '../../state/store.js'
import { useWidget } from '../context.js'
import { namesOf } from './names-of.js'

export function RegisterAccountNameSuccessView() {
  const t = useT()
  const widget = useWidget()
  const registered = useStore(namesOf(widget).store, (state) => state.registered)
  if (!registered) return null
  return (
    <div className="view view--connecting" data-testid="name-success">
      <p className="connecting-title" role="status">
        {t('names.success', { name: registered })}
      </p>
      <p className="connecting-detail">{t('names.successNote')}</p>
      <button
        type="button"
        className="button button--primary"
        data-testid="name-done"
        onClick={() => widget.actions.back()}
      >
        {t('names.done')}
      </button>
    </div>
  )
}
