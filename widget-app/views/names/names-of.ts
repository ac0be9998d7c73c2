/** The account-name state of a widget, made the first time a view downloaded on demand asks for it. */
import { createNames, type Names } from '../../state/names.js'
import { oncePerWidget } from '../../state/once-per-widget.js'
import type { Widget } from '../../state/widget.js'

/** The part of the widget the names are built from. */
export type NamesHost = Pick<Widget, 'store' | 'apiContext' | 'walletRequest'>

export const namesOf = oncePerWidget((widget: NamesHost): Names => {
  return createNames({
    app: widget.store,
    apiContext: widget.apiContext,
    walletRequest: widget.walletRequest,
    now: () => Date.now(),
  })
})
