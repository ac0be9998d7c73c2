/**
 * Under Send's receiver field: what a name typed there resolves to (the transaction goes to that
 * address), or why it does not. Nothing for a plain address.
 */
import { useT } from '../../i18n/use-t.js'
import { createReceiverName, type ReceiverName } from '../../state/receiver-name.js'
import { useStore } from '../../state/store.js'
import type { SendHost } from '../send/send-of.js'
import { sendOf } from '../send/send-of.js'
import { type NamesHost, namesOf } from './names-of.js'

const perWidget = new WeakMap<object, ReceiverName>()

/** The receiver-name lookup of a widget's Send, made on first use. */
export function receiverNameOf(widget: SendHost & NamesHost): ReceiverName {
  let found = perWidget.get(widget)
  if (!found) {
    found = createReceiverName({
      resolve: (name, signal) => namesOf(widget).resolveName(name, signal),
      onSettled: (name, address) => sendOf(widget).setReceiverName(name, address),
    })
    perWidget.set(widget, found)
  }
  return found
}

/** The lookup's outcome for `typed` (the receiver as it is in the field now). */
export function ReceiverNameLine({ lookup, typed }: { lookup: ReceiverName; typed: string }) {
  const t = useT()
  const receiver = useStore(lookup.store, (state) => state.receiver)
  const current = receiver.state !== 'none' && receiver.name === typed.trim().toLowerCase()
  const failed = current && (receiver.state === 'notFound' || receiver.state === 'failed')
  return (
    <p
      id="send-receiver-name"
      className={failed ? 'field-error' : 'muted small'}
      data-testid="send-receiver-name"
      data-state={current ? receiver.state : 'none'}
      aria-live="polite"
    >
      {!current
        ? null
        : receiver.state === 'resolving'
          ? t('names.resolving')
          : receiver.state === 'resolved'
            ? t('names.resolvesTo', { address: receiver.address })
            : receiver.state === 'notFound'
              ? t('names.notRegistered', { name: receiver.name })
              : t('names.errors.resolve')}
    </p>
  )
}
