/**
 * The text of an error for the user, in the active language: an error that carries one of the
 * product's English error texts (from this widget, the secure frame or the server) is shown
 * translated; any other message (a wallet's own) is shown as it came.
 */
import { markParams, PARAM_MARK } from '../../shared/i18n/params.js'
import type { MessageFunction } from '../../shared/i18n/translator.js'
import { t } from './i18n.js'
import en from './messages/en.js'

type Matcher = { key: string; pattern: RegExp; names: string[] }

let matchers: Matcher[] | undefined

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const marked = new RegExp(`${PARAM_MARK}[^${PARAM_MARK}]*${PARAM_MARK}`, 'g')

/** One pattern per English error text; a parameterised text matches any values in its parameters' places. */
function buildMatchers(): Matcher[] {
  return Object.entries(en.errors).map(([key, message]) => {
    const { names, text } =
      typeof message === 'string' ? { names: [], text: message } : markParams(message as MessageFunction)
    return { key, pattern: new RegExp(`^${escapeRegExp(text).replace(marked, '(.+?)')}$`), names }
  })
}

/** `message` in the active language when it is one of the product's error texts, else unchanged. */
export function translateErrorText(message: string): string {
  matchers ??= buildMatchers()
  for (const { key, pattern, names } of matchers) {
    const match = pattern.exec(message)
    if (!match) continue
    const params = Object.fromEntries(names.map((name, index) => [name, match[index + 1]]))
    return (t as (key: string, params?: object) => string)(`errors.${key}`, params)
  }
  return message
}

/** The user-facing text of anything thrown: its translated message, or the generic text. */
export function errorText(error: unknown): string {
  return error instanceof Error && error.message ? translateErrorText(error.message) : t('errors.generic')
}
