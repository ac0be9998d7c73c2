/**
 * Contract between the loader's hand-written comlink endpoint (port-rpc.ts) and real comlink,
 * over real MessageChannels. If comlink's wire format changes, these fail.
 *
 * Node vs browsers: Node's MessagePort is an EventTarget with addEventListener, and its
 * MessageEvent has origin '' like a browser's. One difference: in Node, addEventListener('message')
 * starts the port by itself, while a browser port queues messages until start() is called. So
 * delivery here cannot prove that start() is called; the tests check that with a spy instead.
 */
import { expose, wrap } from 'comlink'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { callPort, servePort } from './port-rpc.js'

const open: MessagePort[] = []

/** A channel whose ports are closed after the test (open ports would keep the worker alive). */
function channel(): MessageChannel {
  const pair = new MessageChannel()
  open.push(pair.port1, pair.port2)
  return pair
}

afterEach(() => {
  for (const port of open.splice(0)) port.close()
})

interface Reply {
  id: string
  type: string
  value?: unknown
  name?: string
}

/**
 * Speaks the comlink wire format by hand on `port`, so a test can send what comlink's own
 * proxy never would (SET on any path, RELEASE) and see the raw reply.
 */
function rawClient(port: MessagePort) {
  const waiting = new Map<string, (reply: Reply) => void>()
  let next = 0
  port.addEventListener('message', (event: MessageEvent<Reply>) => waiting.get(event.data?.id)?.(event.data))
  port.start()
  return (message: Record<string, unknown>): Promise<Reply> =>
    new Promise((resolve) => {
      const id = `raw-${++next}`
      waiting.set(id, resolve)
      port.postMessage({ ...message, id })
    })
}

const isRefusal = (reply: Reply) =>
  reply.type === 'HANDLER' &&
  reply.name === 'throw' &&
  (reply.value as { value?: { message?: string } }).value?.message === 'Refused'

/** What the widget exposes, in miniature. */
const widgetSide = {
  add: (a: number, b: number) => a + b,
  echo: (value: unknown) => value,
  async later(text: string) {
    return `later ${text}`
  },
  async fail(): Promise<never> {
    throw new TypeError('the widget said no')
  },
}
type WidgetSide = typeof widgetSide

describe('callPort → comlink expose', () => {
  it('behavior: calls reach the exposed object and results come back, sync or async', async () => {
    const { port1, port2 } = channel()
    expose(widgetSide, port2)
    const call = callPort<WidgetSide>(port1)
    expect(await call('add', 2, 3)).toBe(5)
    expect(await call('later', 'hi')).toBe('later hi')
  })

  it('behavior: structured-cloneable arguments and results cross intact', async () => {
    const { port1, port2 } = channel()
    expose(widgetSide, port2)
    const call = callPort<WidgetSide>(port1)
    const value = {
      method: 'eth_call',
      params: [{ to: '0x1' }, 'latest'],
      big: 10n ** 20n,
      nested: { list: [1, null] },
    }
    expect(await call('echo', value)).toEqual(value)
    expect(await call('echo', undefined)).toBeUndefined()
  })

  it('error: an error thrown by the exposed method rejects the call with its message and name', async () => {
    const { port1, port2 } = channel()
    expose(widgetSide, port2)
    const error = await callPort<WidgetSide>(port1)('fail').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).message).toBe('the widget said no')
    expect((error as Error).name).toBe('TypeError')
  })

  it('behavior: concurrent calls each get their own answer', async () => {
    const { port1, port2 } = channel()
    expose(widgetSide, port2)
    const call = callPort<WidgetSide>(port1)
    expect(await Promise.all([call('add', 1, 1), call('later', 'x'), call('add', 2, 2)])).toEqual([2, 'later x', 4])
  })

  it('behavior: comlink carries only message/name/stack of an error, so an EIP-1193 code does not survive a throw', async () => {
    // This is why providerRequest answers { ok: false, error } as data instead of throwing.
    const { port1, port2 } = channel()
    expose(
      { reject: () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })) },
      port2,
    )
    const error = await callPort<{ reject(): Promise<void> }>(port1)('reject').catch((caught: unknown) => caught)
    expect((error as Error).message).toBe('User rejected the request.')
    expect((error as { code?: unknown }).code).toBeUndefined()
  })

  it('error: destroy rejects every pending call with its message, including calls that wait forever', async () => {
    const { port1, port2 } = channel()
    let release: () => void = () => {}
    expose(
      {
        ...widgetSide,
        forever: () => new Promise<never>(() => {}),
        held: () => new Promise<string>((resolve) => (release = () => resolve('answered late'))),
      },
      port2,
    )
    const call = callPort<WidgetSide & { forever(): Promise<never>; held(): Promise<string> }>(port1)
    expect(await call('add', 1, 2)).toBe(3)
    const forever = call('forever').catch((error: Error) => error)
    const held = call('held').catch((error: Error) => error)
    // Both calls have reached the widget side before it goes away.
    await call('add', 0, 0)
    call.destroy('[WalletWidget] the widget reloaded')
    for (const outcome of await Promise.all([forever, held])) {
      expect(outcome).toBeInstanceOf(Error)
      expect((outcome as Error).message).toBe('[WalletWidget] the widget reloaded')
    }
    // An answer that still arrives afterwards changes nothing.
    release()
    await call('add', 0, 0).catch(() => undefined)
    expect(((await held) as Error).message).toBe('[WalletWidget] the widget reloaded')
  })

  it('behavior: callPort starts its port (browsers deliver nothing to an unstarted port)', () => {
    const { port1 } = channel()
    const start = vi.spyOn(port1, 'start')
    callPort(port1)
    expect(start).toHaveBeenCalled()
  })
})

describe('comlink wrap → servePort', () => {
  const loaderSide = () => ({
    emit: vi.fn((event: { type: string }) => void event),
    add: (a: number, b: number) => a + b,
    async walletRequest(walletId: string, request: { method: string }) {
      return { ok: true as const, result: `${walletId}:${request.method}` }
    },
    fail() {
      throw new Error('loader failure')
    },
  })

  it('behavior: comlink calls reach the served methods with their arguments and get the results', async () => {
    const { port1, port2 } = channel()
    const loader = loaderSide()
    servePort(port1, loader)
    const remote = wrap<ReturnType<typeof loaderSide>>(port2)
    expect(await remote.add(20, 22)).toBe(42)
    expect(await remote.walletRequest('uuid-1', { method: 'eth_accounts' })).toEqual({
      ok: true,
      result: 'uuid-1:eth_accounts',
    })
    await remote.emit({ type: 'open' })
    expect(loader.emit).toHaveBeenCalledWith({ type: 'open' })
  })

  it('error: a served method that throws rejects the comlink call with its message', async () => {
    const { port1, port2 } = channel()
    servePort(port1, loaderSide())
    await expect(wrap<ReturnType<typeof loaderSide>>(port2).fail()).rejects.toThrow('loader failure')
  })

  it('error: an unknown method is refused and the comlink side sees a rejected promise', async () => {
    const { port1, port2 } = channel()
    servePort(port1, loaderSide())
    const remote = wrap<Record<string, () => Promise<unknown>>>(port2)
    await expect(remote.nope!()).rejects.toThrow('Refused')
  })

  it.each(['toString', 'constructor', 'hasOwnProperty', 'valueOf', '__proto__'])(
    'error: the inherited name %s is refused (only own methods are served)',
    async (name) => {
      const { port1, port2 } = channel()
      servePort(port1, loaderSide())
      const remote = wrap<Record<string, () => Promise<unknown>>>(port2)
      await expect(remote[name]!()).rejects.toThrow('Refused')
    },
  )

  it('error: GET through comlink (awaiting a property) is refused', async () => {
    const { port1, port2 } = channel()
    servePort(port1, loaderSide())
    const remote = wrap<{ add: number }>(port2)
    await expect(Promise.resolve(remote.add)).rejects.toThrow('Refused')
  })

  it('error: CONSTRUCT through comlink is refused', async () => {
    const { port1, port2 } = channel()
    servePort(port1, loaderSide())
    const remote = wrap<{ add: new () => object }>(port2)
    await expect(new remote.add()).rejects.toThrow('Refused')
  })

  it('error: a nested path is refused', async () => {
    const { port1, port2 } = channel()
    const loader = { ...loaderSide(), inner: { method: () => 'reached' } }
    servePort(port1, loader as unknown as Record<string, () => unknown>)
    // comlink's proxy would send APPLY with path ['inner', 'method']; its types do not model nesting this way.
    const remote = wrap(port2) as unknown as { inner: { method(): Promise<string> } }
    await expect(remote.inner.method()).rejects.toThrow('Refused')
  })

  it('error: SET, GET, CONSTRUCT and ENDPOINT messages are refused and change nothing', async () => {
    const { port1, port2 } = channel()
    const loader = loaderSide()
    const add = loader.add
    servePort(port1, loader)
    const send = rawClient(port2)
    const refused = await Promise.all([
      send({ type: 'SET', path: ['add'], value: { type: 'RAW', value: 'overwritten' } }),
      send({ type: 'SET', path: ['__proto__', 'polluted'], value: { type: 'RAW', value: true } }),
      send({ type: 'GET', path: ['add'] }),
      send({ type: 'CONSTRUCT', path: ['add'], argumentList: [] }),
      send({ type: 'ENDPOINT' }),
      send({ type: 'APPLY', path: [], argumentList: [] }),
      send({ type: 'APPLY', path: [42], argumentList: [] }),
    ])
    expect(refused.every(isRefusal)).toBe(true)
    expect(loader.add).toBe(add)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('behavior: RELEASE is answered, as a refusal (comlink closes its end on any answer), and the methods stay served', async () => {
    const { port1, port2 } = channel()
    servePort(port1, loaderSide())
    const send = rawClient(port2)
    expect(isRefusal(await send({ type: 'RELEASE' }))).toBe(true)
    const reply = await send({
      type: 'APPLY',
      path: ['add'],
      argumentList: [
        { type: 'RAW', value: 1 },
        { type: 'RAW', value: 2 },
      ],
    })
    expect(reply.value).toBe(3)
  })

  it('behavior: messages without an id get no answer at all', async () => {
    const { port1, port2 } = channel()
    servePort(port1, loaderSide())
    const seen: unknown[] = []
    port2.addEventListener('message', (event) => seen.push(event.data))
    port2.start()
    port2.postMessage({ type: 'APPLY', path: ['add'], argumentList: [] })
    // A later call with an id is answered after the first message was handled (ports keep order).
    const reply = await rawClient(port2)({
      type: 'APPLY',
      path: ['add'],
      argumentList: [
        { type: 'RAW', value: 1 },
        { type: 'RAW', value: 2 },
      ],
    })
    expect(reply.value).toBe(3)
    expect(seen).toHaveLength(1)
  })

  it('behavior: servePort starts its port', () => {
    const { port1 } = channel()
    const start = vi.spyOn(port1, 'start')
    servePort(port1, loaderSide())
    expect(start).toHaveBeenCalled()
  })
})
