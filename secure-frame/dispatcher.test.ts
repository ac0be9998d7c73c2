/** The dispatcher alone, with hand-made handlers: what only it decides. */
import { describe, expect, it, vi } from 'vitest'
import { SECURE_FRAME_NAMESPACE, SECURE_FRAME_PROTOCOL_VERSION } from '../shared/protocol/secure-frame.js'
import { createDispatcher, type Handlers } from './dispatcher.js'
import { settle, until } from './testing/fakes.js'

const ORIGIN = 'http://localhost:4411'
const parent = {}

function setup(overrides: Partial<Handlers> = {}) {
  const posted: { id?: string; type: string; payload?: unknown; error?: { message: string; code?: unknown } }[] = []
  const warn = vi.fn()
  const handlers = new Proxy(overrides as Handlers, {
    get: (target, key: string) => target[key as keyof Handlers] ?? (() => ({})),
  })
  const dispatcher = createDispatcher({
    parentOrigin: ORIGIN,
    parent,
    post: (message) => void posted.push(message as never),
    handlers,
    warn,
  })
  const send = (type: string, payload: unknown = {}) => {
    const id = crypto.randomUUID()
    dispatcher.handle({
      origin: ORIGIN,
      source: parent,
      data: { ns: SECURE_FRAME_NAMESPACE, v: SECURE_FRAME_PROTOCOL_VERSION, id, type, payload },
    })
    return id
  }
  const replies = (id: string) => posted.filter((message) => message.id === id)
  return { dispatcher, posted, warn, send, replies }
}

describe('dispatcher', () => {
  it('behavior: a success reply carries only the fields the result schema declares', async () => {
    const { send, replies } = setup({ isConnected: () => ({ isConnected: true, privateKey: '0xdead' }) as never })
    const id = send('isConnected')
    await until(() => replies(id).length === 1)
    expect(replies(id)[0]).toEqual({
      ns: SECURE_FRAME_NAMESPACE,
      v: SECURE_FRAME_PROTOCOL_VERSION,
      id,
      type: 'success',
      payload: { isConnected: true },
    })
  })

  it('error: a handler result that does not match its schema becomes an error reply', async () => {
    const { send, replies } = setup({ getChainId: () => ({ chainId: 'one' }) as never })
    const id = send('getChainId')
    await until(() => replies(id).length === 1)
    expect(replies(id)[0]!.error).toEqual({
      message: 'The secure frame produced an invalid getChainId result',
      code: -32603,
    })
  })

  it('error: a thrown error crosses as { message, code }, with no stack or other fields', async () => {
    const error = Object.assign(new Error('boom'), { code: 4900, data: { secret: 1 } })
    const { send, replies } = setup({ signOut: () => Promise.reject(error) })
    const id = send('signOut')
    await until(() => replies(id).length === 1)
    expect(replies(id)[0]!.error).toEqual({ message: 'boom', code: 4900 })
  })

  it('behavior: messages longer than the protocol allows are cut to 2000 characters', async () => {
    const { send, replies } = setup({ signOut: () => Promise.reject(new Error('x'.repeat(5000))) })
    const id = send('signOut')
    await until(() => replies(id).length === 1)
    expect(replies(id)[0]!.error!.message).toHaveLength(2000)
  })

  it('behavior: afterReply tasks run after the reply is posted', async () => {
    const order: string[] = []
    const { send, posted } = setup({
      reload: (_payload, { afterReply }) => {
        afterReply(() => order.push(`task after ${posted.length} posts`))
        return {}
      },
    })
    send('reload')
    await until(() => order.length === 1)
    expect(order).toEqual(['task after 1 posts'])
  })

  it('behavior: destroy aborts the pending handlers and posts nothing more', async () => {
    let signal: AbortSignal | undefined
    const { send, dispatcher, posted } = setup({
      connectDevice: (_payload, context) => {
        signal = context.signal
        return new Promise(() => {})
      },
    })
    send('connectDevice', { email: 'a@b.c' })
    await until(() => signal !== undefined)
    expect(dispatcher.pendingCount()).toBe(1)
    dispatcher.destroy()
    expect(signal!.aborted).toBe(true)
    send('isConnected')
    await settle(10)
    expect(posted).toEqual([])
  })

  it('behavior: after commit() an abort is ignored and the real outcome is the reply', async () => {
    let finish: (value: { result: unknown }) => void = () => {}
    const { send, replies } = setup({
      rpcRequest: (_payload, context) => {
        context.commit()
        return new Promise((resolve) => (finish = resolve))
      },
    })
    const id = send('rpcRequest', { method: 'eth_sendTransaction' })
    await settle()
    send('abortRpc', { requestId: id })
    finish({ result: '0xabc' })
    await until(() => replies(id).length === 1)
    expect(replies(id)[0]).toMatchObject({ type: 'success', payload: { result: '0xabc' } })
  })
})
