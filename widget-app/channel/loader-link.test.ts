/**
 * guardPort between a real MessageChannel and real comlink `expose`, and siteOriginFrom.
 * Node's MessagePort is an EventTarget and its MessageEvent origin is '' as in browsers, so
 * comlink's origin check with [''] (what linkToLoader passes) behaves the same here.
 */
import { expose, wrap } from 'comlink'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { guardPort, siteOriginFrom } from './loader-link.js'

const open: MessagePort[] = []
let warn: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  // guardPort warns on each refused message; keep the output quiet but countable.
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => {
  for (const port of open.splice(0)) port.close()
  warn.mockRestore()
})

function channel(): MessageChannel {
  const pair = new MessageChannel()
  open.push(pair.port1, pair.port2)
  return pair
}

/** What the widget exposes, with a field the site must never reach. */
function widgetApi() {
  return {
    secret: 'widget-only',
    ping: (text: string) => `pong ${text}`,
    open: vi.fn(),
  }
}

interface Reply {
  id: string
  type: string
  value?: unknown
}

/**
 * Sends hand-written comlink messages on `port` and collects every reply. `barrier()` makes an
 * allowed call and waits for its answer: ports keep order and comlink answers each message
 * before the next one's answer, so anything the earlier messages would get has arrived by then.
 */
function rawClient(port: MessagePort) {
  const replies: Reply[] = []
  port.addEventListener('message', (event: MessageEvent<Reply>) => replies.push(event.data))
  port.start()
  let next = 0
  const send = (message: Record<string, unknown>) => {
    const id = `raw-${++next}`
    port.postMessage({ ...message, id })
    return id
  }
  const barrier = async () => {
    const id = send({ type: 'APPLY', path: ['ping'], argumentList: [{ type: 'RAW', value: 'barrier' }] })
    await vi.waitFor(() => expect(replies.some((reply) => reply.id === id)).toBe(true))
    return id
  }
  return { send, barrier, replies }
}

/** Messages comlink's expose would act on, each an attempt to read, write or run something other than a method. */
const hostile = [
  { type: 'GET', path: ['secret'] },
  { type: 'SET', path: ['secret'], value: { type: 'RAW', value: 'stolen' } },
  { type: 'SET', path: ['ping'], value: { type: 'RAW', value: 'overwritten' } },
  { type: 'SET', path: ['__proto__', 'polluted'], value: { type: 'RAW', value: 'yes' } },
  { type: 'SET', path: ['constructor', 'prototype', 'polluted'], value: { type: 'RAW', value: 'yes' } },
  { type: 'APPLY', path: ['__proto__', 'toString'], argumentList: [] },
  { type: 'APPLY', path: ['constructor'], argumentList: [] },
  // An allowed name followed by more path: ping.constructor is Function, a code-building gadget.
  { type: 'APPLY', path: ['ping', 'constructor'], argumentList: [{ type: 'RAW', value: 'globalThis.pwned = 1' }] },
  { type: 'APPLY', path: ['ping', 'call'], argumentList: [] },
  { type: 'APPLY', path: ['toString'], argumentList: [] },
  { type: 'APPLY', path: ['secret'], argumentList: [] },
  { type: 'APPLY', path: [], argumentList: [] },
  { type: 'CONSTRUCT', path: ['ping'], argumentList: [] },
  { type: 'ENDPOINT', path: [] },
]

describe('guardPort', () => {
  it('behavior: an allowed method called through comlink wrap works', async () => {
    const { port1, port2 } = channel()
    const api = widgetApi()
    expose(api, guardPort(port1, ['ping', 'open']), [''])
    const remote = wrap<ReturnType<typeof widgetApi>>(port2)
    expect(await remote.ping('loader')).toBe('pong loader')
    await remote.open({ view: 'Account' })
    expect(api.open).toHaveBeenCalledWith({ view: 'Account' })
  })

  it('behavior: without the guard, comlink itself would let the site read and overwrite the object (the control case)', async () => {
    const { port1, port2 } = channel()
    const api = widgetApi()
    expose(api, port1, [''])
    const { send, barrier, replies } = rawClient(port2)
    const get = send({ type: 'GET', path: ['secret'] })
    send({ type: 'SET', path: ['secret'], value: { type: 'RAW', value: 'stolen' } })
    await barrier()
    expect(replies.find((reply) => reply.id === get)?.value).toBe('widget-only')
    expect(api.secret).toBe('stolen')
  })

  it('error: GET/SET/CONSTRUCT/ENDPOINT and __proto__/constructor paths never reach comlink', async () => {
    const { port1, port2 } = channel()
    const api = widgetApi()
    const ping = api.ping
    expose(api, guardPort(port1, ['ping']), [''])
    const { send, barrier, replies } = rawClient(port2)
    for (const message of hostile) send(message)
    const barrierId = await barrier()

    // comlink answered only the barrier: it never saw the others.
    expect(replies.map((reply) => reply.id)).toEqual([barrierId])
    expect(warn).toHaveBeenCalledTimes(hostile.length)
    expect(api.secret).toBe('widget-only')
    expect(api.ping).toBe(ping)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.prototype).not.toHaveProperty('polluted')
  })

  it('error: comlink proxy reads of a property get no answer (the call is dropped, not run)', async () => {
    const { port1, port2 } = channel()
    expose(widgetApi(), guardPort(port1, ['ping']), [''])
    const remote = wrap<ReturnType<typeof widgetApi>>(port2)
    let settled = false
    void Promise.resolve(remote.secret).finally(() => (settled = true))
    // The ping is sent after the GET and answered, so the GET was handled (dropped) by then.
    expect(await remote.ping('after')).toBe('pong after')
    expect(settled).toBe(false)
  })

  it('error: a method name not in the allowed list is dropped even if the object has it', async () => {
    const { port1, port2 } = channel()
    const api = widgetApi()
    expose(api, guardPort(port1, ['ping']), [''])
    const { send, barrier, replies } = rawClient(port2)
    send({ type: 'APPLY', path: ['open'], argumentList: [] })
    const barrierId = await barrier()
    expect(replies.map((reply) => reply.id)).toEqual([barrierId])
    expect(api.open).not.toHaveBeenCalled()
  })

  it('behavior: RELEASE passes the guard and is answered', async () => {
    const { port1, port2 } = channel()
    expose(widgetApi(), guardPort(port1, ['ping']), [''])
    const { send, replies } = rawClient(port2)
    const id = send({ type: 'RELEASE' })
    await vi.waitFor(() => expect(replies.find((reply) => reply.id === id)).toMatchObject({ type: 'RAW' }))
  })

  it('behavior: removeEventListener detaches the filtered listener from the port', () => {
    const { port1 } = channel()
    const remove = vi.spyOn(port1, 'removeEventListener')
    const endpoint = guardPort(port1, ['ping'])
    const listener = () => undefined
    endpoint.addEventListener('message', listener)
    endpoint.removeEventListener('message', listener)
    expect(remove).toHaveBeenCalledTimes(1)
    expect(remove.mock.calls[0]?.[1]).not.toBe(listener) // the wrapper, not the raw listener
  })
})

describe('siteOriginFrom', () => {
  const at = (search: string) => ({ search }) as Location

  it('behavior: accepts an origin given in ?host=, encoded or not', () => {
    expect(siteOriginFrom(at('?host=http://127.0.0.1:4410'))).toBe('http://127.0.0.1:4410')
    expect(siteOriginFrom(at(`?v=1&host=${encodeURIComponent('https://shop.example')}`))).toBe('https://shop.example')
  })

  it.each([
    ['missing', ''],
    ['empty', '?host='],
    ['null', '?host=null'],
    ['a path-bearing URL', '?host=http://127.0.0.1:4410/path'],
    ['a trailing slash', '?host=http://127.0.0.1:4410/'],
    ['a javascript: URL', '?host=javascript:alert(1)'],
    ['a data: URL', '?host=data:text/html,hi'],
    ['a file: URL', '?host=file:///etc/passwd'],
    ['credentials', '?host=https://user:pw@shop.example'],
    ['not a URL', '?host=shop.example'],
  ])('error: refuses %s', (_label, search) => {
    expect(() => siteOriginFrom(at(search))).toThrow('the widget URL must carry ?host=')
  })
})
