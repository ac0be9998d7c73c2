/**
 * A name typed as Send's receiver, resolved to the address it stands for: looked up after a pause
 * in typing (an outdated lookup cancelled), the result handed to the send so the transaction goes
 * to that address. A plain address is left alone.
 */
import { ProfileApiError } from '../api/profile.js'
import { isNameLike } from './name-rules.js'
import { NAME_LOOKUP_DELAY_MS } from './names.js'
import { createStore } from './store.js'

export type ReceiverNameState =
  | { state: 'none' }
  | { state: 'resolving'; name: string }
  | { state: 'resolved'; name: string; address: `0x${string}` }
  /** No account has the name. */
  | { state: 'notFound'; name: string }
  /** The lookup failed, or the name is in a zone the deployment does not serve ('Error resolving name'). */
  | { state: 'failed'; name: string }

export interface ReceiverNameDeps {
  /** The address of a registered name, null when it is free. */
  resolve(name: string, signal: AbortSignal): Promise<`0x${string}` | null>
  /** Called with each settled lookup (address null when the name resolved to none). */
  onSettled(name: string, address: `0x${string}` | null): void
}

export type ReceiverName = ReturnType<typeof createReceiverName>

export function createReceiverName(deps: ReceiverNameDeps) {
  const store = createStore<{ receiver: ReceiverNameState }>({ receiver: { state: 'none' } })
  let timer: ReturnType<typeof setTimeout> | undefined
  let pending: AbortController | undefined

  async function resolve(name: string): Promise<void> {
    const controller = new AbortController()
    pending = controller
    let address: `0x${string}` | null = null
    try {
      address = await deps.resolve(name, controller.signal)
      if (controller.signal.aborted) return
      store.set({ receiver: address ? { state: 'resolved', name, address } : { state: 'notFound', name } })
    } catch (error) {
      if (controller.signal.aborted) return
      const unknown = error instanceof ProfileApiError && error.code === 'NAME_NOT_FOUND'
      store.set({ receiver: { state: unknown ? 'notFound' : 'failed', name } })
    }
    deps.onSettled(name, address)
  }

  return {
    store,
    /** Takes the receiver as typed: a name is resolved after the pause, anything else clears the lookup. */
    look(text: string): void {
      clearTimeout(timer)
      pending?.abort()
      const name = text.trim().toLowerCase()
      if (!isNameLike(name)) {
        store.set({ receiver: { state: 'none' } })
        return
      }
      store.set({ receiver: { state: 'resolving', name } })
      timer = setTimeout(() => void resolve(name), NAME_LOOKUP_DELAY_MS)
    },
  }
}
