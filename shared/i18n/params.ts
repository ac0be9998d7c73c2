/** What a message function does with its parameters: which names it reads, and its text with each marked. */
import type { MessageFunction } from './translator.js'

/** Wraps each parameter's place in the text: `\uE000name\uE000`. */
export const PARAM_MARK = '\uE000'

export interface MarkedMessage {
  /** The parameter names read, in order (repeats kept). */
  names: string[]
  text: string
}

/** Calls `message` with a stand-in that records each name read and answers a marked placeholder. */
export function markParams(message: MessageFunction, numbers = 2): MarkedMessage {
  const names: string[] = []
  const params = new Proxy(
    {},
    {
      get(_target, name) {
        names.push(String(name))
        // A number where a plural rule reads one (count, seconds, bytes, index); a marked text otherwise.
        return Object.assign(new String(`${PARAM_MARK}${String(name)}${PARAM_MARK}`), {
          valueOf: () => numbers,
        })
      },
    },
  )
  return { names, text: message(params) }
}
