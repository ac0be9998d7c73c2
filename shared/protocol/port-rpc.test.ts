/**
 * The loader⇄widget call protocol over real MessageChannels. Node's MessagePort is an EventTarget
 * like a browser's, with one difference: in Node, addEventListener('message') starts the port by
 * itself, while a browser port queues messages until start() is called; a spy checks start().
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { callPort, REFUSED, remoteApi, servePort } from './port-rpc.js'

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

/** What a side serves, in miniature, with a field nobody must reach. */
function served() {
  return {
    secret: 'served-only',
    add: (a: number, b: number) => a + b,
    echo: (value: unknown) => value,
    async later(text: string) {
      await new Promise((resolve) => setTimeout(resolve, 5))
      return `later ${text}`
    },
    fail() {
      throw new Error('it broke')
    },
    uncloneable: () => () => 'a function cannot be posted',
  }
}
type Served = ReturnType<typeof served>

/** Posts raw messages on `port` and collects every reply. */
function rawClient(port: MessagePort) {
  const replies: { r?: unknown; v?: unknown; e?: unknown }[] = []
  port.addEventListener('message', (event: MessageEvent) => replies.push(event.data))
  port.start()
  let next = 1000
  const send = (message: Record<string, unknown>) => {
    const id = ++next
    port.postMessage({ c: id, ...message })
    return id
  }
  const replyTo = async (id: number) => {
    await vi.waitFor(() => expect(replies.some((reply) => reply.r === id)).toBe(true))
    return replies.find((reply) => reply.r === id)!
  }
  return { send, replyTo, replies }
}

describe('port calls', () => {
  it('behavior: calls answer with the value, in any order they finish; errors reject with their message', async () => {
    const { port1, port2 } = channel()
    servePort(port1, served())
    const call = callPort<Served>(port2)
    const slow = call('later', 'a')
    expect(await call('add', 2, 3)).toBe(5)
    expect(await call('echo', { nested: [1, 'two'] })).toEqual({ nested: [1, 'two'] })
    expect(await slow).toBe('later a')
    await expect(call('fail')).rejects.toThrow('it broke')
    // An answer that cannot be posted is an error answer, not silence.
    await expect(call('uncloneable')).rejects.toThrow(/could not be cloned/)
  })

  it('behavior: remoteApi gives an object with one method per name, each answering a promise', async () => {
    const { port1, port2 } = channel()
    servePort(port1, served())
    const remote = remoteApi(callPort<Served>(port2), ['add', 'later'])
    expect(Object.keys(remote)).toEqual(['add', 'later'])
    expect(await remote.add(1, 1)).toBe(2)
    expect(await remote.later('b')).toBe('later b')
  })

  it('error: anything but an own method of the served object is refused and runs nothing', async () => {
    const { port1, port2 } = channel()
    const api = served()
    const refused = vi.fn()
    servePort(port1, api, refused)
    const { send, replyTo } = rawClient(port2)
    const attempts = [
      { m: 'secret', a: [] },
      { m: '__proto__', a: [] },
      { m: 'constructor', a: ['globalThis.pwned = 1'] },
      { m: 'toString', a: [] },
      { m: 'hasOwnProperty', a: ['add'] },
      { m: ['add'], a: [1, 2] },
      { m: 'add', a: 'not a list' },
      { m: 'add' },
    ]
    for (const attempt of attempts) expect(await replyTo(send(attempt))).toEqual({ r: expect.any(Number), e: REFUSED })
    expect(refused).toHaveBeenCalledTimes(attempts.length)
    expect(api.secret).toBe('served-only')
    expect((globalThis as { pwned?: unknown }).pwned).toBeUndefined()
    expect(Object.prototype).not.toHaveProperty('polluted')
  })

  it('error: messages without a numeric call id get no answer (they are not calls)', async () => {
    const { port1, port2 } = channel()
    servePort(port1, served())
    const { send, replyTo, replies } = rawClient(port2)
    port2.postMessage({ m: 'add', a: [1, 2] })
    port2.postMessage({ c: '7', m: 'add', a: [1, 2] })
    port2.postMessage(null)
    // Ports keep order: once a later call is answered, the earlier messages were handled.
    await replyTo(send({ m: 'add', a: [1, 1] }))
    expect(replies).toHaveLength(1)
  })

  it('behavior: destroy rejects what is pending with the reason; a late answer changes nothing', async () => {
    const { port1, port2 } = channel()
    servePort(port1, served())
    const call = callPort<Served>(port2)
    const pending = call('later', 'x')
    call.destroy('the widget reloaded')
    await expect(pending).rejects.toThrow('the widget reloaded')
    // The answer still comes and is ignored; the port keeps working for new calls.
    expect(await call('add', 1, 2)).toBe(3)
  })

  it('behavior: both ends start their port (a browser port holds messages until then)', () => {
    const { port1, port2 } = channel()
    const starts = [vi.spyOn(port1, 'start'), vi.spyOn(port2, 'start')]
    servePort(port1, served())
    callPort(port2)
    for (const start of starts) expect(start).toHaveBeenCalled()
  })
})
