/**
 * Method calls over a MessagePort, both ways between the loader and the widget, in a few hundred
 * bytes (the loader's budget is a few KB; a general RPC library would take most of it).
 *
 *   call:  { c: id, m: method, a: args }      id: a number, unique per calling port
 *   reply: { r: id, v: value } | { r: id, e: message }
 *
 * The serving side answers only the served object's own methods (never a property read or a path
 * into it), and every call gets exactly one reply: the value, or the error's message (a thrown
 * error, a refused method, an answer that cannot be cloned). A port serves one side and calls the
 * other, so replies never meet calls: each side serves one port and calls on the other.
 */

interface Call {
  c?: unknown
  m?: unknown
  a?: unknown
}

// biome-ignore lint/suspicious/noExplicitAny: arguments arrive from the port and are each method's to check
type Methods = Record<string, (...args: any[]) => unknown>

/** The message of every refused call: a method the served object does not have as its own. */
export const REFUSED = 'Refused'

/** Answers calls on `port` with `served`'s own methods; `onRefused` hears of a call to anything else. */
export function servePort(port: MessagePort, served: object, onRefused?: (method: unknown) => void): void {
  const api = served as Methods
  port.addEventListener('message', async ({ data }: MessageEvent<Call | null>) => {
    const id = data?.c
    if (typeof id !== 'number') return
    const method = data?.m
    try {
      if (
        typeof method !== 'string' ||
        !Object.hasOwn(api, method) ||
        typeof api[method] !== 'function' ||
        !Array.isArray(data?.a)
      ) {
        onRefused?.(method)
        throw Error(REFUSED)
      }
      // Posting throws on a value that cannot be cloned; that becomes an error reply too.
      port.postMessage({ r: id, v: await api[method]!(...data.a) })
    } catch (error) {
      port.postMessage({ r: id, e: String((error as Error)?.message ?? error) })
    }
  })
  port.start()
}

/** Calls `method` of the other side; settles with its answer, or when `destroy()` is called. */
export type PortCall<Api> = (<K extends keyof Api & string>(
  method: K,
  ...args: Api[K] extends (...a: infer A) => unknown ? A : never
) => Promise<Api[K] extends (...a: never[]) => infer R ? Awaited<R> : never>) & {
  /** Rejects every pending call with `message` (the other side is gone); answers that still come are ignored. */
  destroy(message: string): void
}

/** Calls the methods the other side serves on `port` with {@link servePort}. */
export function callPort<Api>(port: MessagePort): PortCall<Api> {
  let next = 0
  const pending = new Map<unknown, [(value: unknown) => void, (error: Error) => void]>()
  port.addEventListener('message', ({ data }) => {
    const [resolve, reject] = pending.get(data?.r) ?? []
    pending.delete(data?.r)
    'e' in Object(data) ? reject?.(Error(data.e)) : resolve?.(data?.v)
  })
  port.start()
  const call = (m: string, ...a: unknown[]) =>
    new Promise((resolve, reject) => {
      pending.set(++next, [resolve, reject])
      port.postMessage({ c: next, m, a })
    })
  // Settling a settled promise does nothing: a destroyed call's late answer changes nothing.
  return Object.assign(call, {
    destroy: (message: string) => pending.forEach(([, reject]) => reject(Error(message))),
  }) as PortCall<Api>
}

/** The other side's API as the caller sees it: every method answers a promise. */
export type Remote<Api> = {
  [K in keyof Api]: Api[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never
}

/** The other side's API as an object of methods (`remote.emit(event)`), one per name of `methods`. */
export function remoteApi<Api>(call: PortCall<Api>, methods: readonly (keyof Api & string)[]): Remote<Api> {
  const send = call as unknown as (method: string, ...args: unknown[]) => Promise<unknown>
  return Object.fromEntries(methods.map((name) => [name, (...args: unknown[]) => send(name, ...args)])) as Remote<Api>
}
