/** The account-name state of a widget, made the first time a view downloaded on demand asks for it. */
import { createNames, type Names } from '../../state/names.js'
import type { Widget } from '../../state/widget.js'

const perWidget = new WeakMap<object, Names>()

/** The part of the widget the names are built from. */
export type NamesHost = Pick<Widget, 'store' | 'apiContext' | 'walletRequest'>

export function namesOf(widget: NamesHost): Names {
  let found = perWidget.get(widget)
  if (!found) {
    found = createNames({
      app: widget.store,
      apiContext: widget.apiContext,
      walletRequest: widget.walletRequest,
      now: () => Date.now(),
    })
    perWidget.set(widget, found)
  }
  return found
}
