/**
 * The host side of the comlink channel, in a few hundred bytes: comlink itself (~1.9 KB gzipped)
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

type Methods = Record<string, (...args: any[]) => unknown>

/** Answers comlink `APPLY` calls on `port` with `api`'s own methods; every other message is refused. */
export function servePort(port: MessagePort, api: Methods): void {
  port.addEventListener('message', async ({ data }: MessageEvent<ApplyMessage>) => {
    const id = data?.id
    if (!id) return
    const name = data.path?.[0]
    try {
      if (data.type !== 'RELEASE' && (data.type !== 'APPLY' || data.path?.length !== 1 || typeof name !== 'string' || !Object.hasOwn(api, name))) throw new Error('Refused')
      // Posting throws on a value that cannot be cloned; that becomes an error reply too.
      port.postMessage({ id, type: 'RAW', value: data.type === 'APPLY' ? await api[name as string]!(...(data.argumentList ?? []).map((arg) => arg.value)) : undefined })
    } catch (error) {
      port.postMessage({ id, type: 'HANDLER', name: 'throw', value: { isError: true, value: { message: String((error as Error).message ?? error), name: 'Error' } } })
    }
  })
  port.start()
}

/** Calls methods exposed with comlink's `expose` on `port`. */
export function callPort<Api>(port: MessagePort): <K extends keyof Api & string>(method: K, ...args: Api[K] extends (...a: infer A) => unknown ? A : never) => Promise<Api[K] extends (...a: any[]) => infer R ? Awaited<R> : never> {
  let next = 0
  const pending = new Map<string, (data: { type: string; value: any }) => void>()
  port.addEventListener('message', ({ data }) => {
    pending.get(data?.id)?.(data)
    pending.delete(data?.id)
  })
  port.start()
  return (method, ...args) =>
    new Promise((resolve, reject) => {
      const id = `h${++next}`
      pending.set(id, ({ type, value }) => (type === 'HANDLER' ? reject(Object.assign(new Error(), value?.value)) : resolve(value)))
      port.postMessage({ id, type: 'APPLY', path: [method], argumentList: args.map((value) => ({ type: 'RAW', value })) })
    })
}
