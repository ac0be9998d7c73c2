/**
 * The loader's side of the comlink channel, in a few hundred bytes: comlink itself (~1.9 KB gzipped)
 * would take most of the loader's 3 KB budget. It speaks comlink's message format for the one
 * shape the channel uses — calling a top-level method with structured-cloneable arguments — and
 * is paired with real comlink in the widget; `port-rpc.test.ts` keeps the two in step.
 */

interface ApplyMessage {
  id?: string
  type?: string
  path?: unknown[]
  argumentList?: { type: string; value: unknown }[]
}

// biome-ignore lint/suspicious/noExplicitAny: arguments arrive from the port and are each method's to check
type Methods = Record<string, (...args: any[]) => unknown>

/**
 * Answers comlink `APPLY` calls on `port` with `api`'s own methods; every other message is
 * refused. comlink's `RELEASE` gets a refusal too: it only waits for an answer, whatever it is.
 */
export function servePort(port: MessagePort, api: Methods): void {
  port.addEventListener('message', async ({ data }: MessageEvent<ApplyMessage>) => {
    const id = data?.id
    if (!id) return
    const name = data.path?.[0]
    try {
      // `String(path) === name` holds only for a path of exactly one string.
      if (data.type !== 'APPLY' || String(data.path) !== name || !Object.hasOwn(api, name)) throw Error('Refused')
      // Posting throws on a value that cannot be cloned; that becomes an error reply too.
      port.postMessage({
        id,
        type: 'RAW',
        value: await api[name]!(...(data.argumentList ?? []).map((arg) => arg.value)),
      })
    } catch (error) {
      port.postMessage({
        id,
        type: 'HANDLER',
        name: 'throw',
        value: { isError: true, value: { message: String((error as Error).message ?? error) } },
      })
    }
  })
  port.start()
}

/** Calls `method` of the other side; settles with its answer or `destroy()`. */
export type PortCall<Api> = (<K extends keyof Api & string>(
  method: K,
  ...args: Api[K] extends (...a: infer A) => unknown ? A : never
) => Promise<Api[K] extends (...a: never[]) => infer R ? Awaited<R> : never>) & {
  /** Rejects every pending call with `message` (the other side is gone); answers that still come are ignored. */
  destroy(message: string): void
}

/** Calls methods exposed with comlink's `expose` on `port`. */
export function callPort<Api>(port: MessagePort): PortCall<Api> {
  let next = 0
  const pending = new Map<number, [(value: unknown) => void, (error: Error) => void]>()
  port.addEventListener('message', ({ data }) => {
    const [resolve, reject] = pending.get(data?.id) ?? []
    pending.delete(data?.id)
    data?.type === 'HANDLER' ? reject?.(Object.assign(Error(), data.value?.value)) : resolve?.(data?.value)
  })
  port.start()
  const call = (method: string, ...args: unknown[]) =>
    new Promise((resolve, reject) => {
      // comlink echoes the id as it came; a number is enough.
      const id = ++next
      pending.set(id, [resolve, reject])
      port.postMessage({
        id,
        type: 'APPLY',
        path: [method],
        argumentList: args.map((value) => ({ type: 'RAW', value })),
      })
    })
  // Settling a settled promise does nothing: a destroyed call's late answer changes nothing.
  return Object.assign(call, {
    destroy: (message: string) => pending.forEach(([, reject]) => reject(Error(message))),
  }) as PortCall<Api>
}
