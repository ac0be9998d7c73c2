import { afterEach, describe, expect, it, vi } from 'vitest'
import { createChainRpc } from './chain-rpc.js'

const target = { chainId: 31337, rpcUrl: 'http://localhost:4412/v1/?chainId=eip155%3A31337&projectId=demo' }
afterEach(() => vi.useRealTimers())

describe('chain calls', () => {
  it('error: a node that does not answer within the timeout is aborted and reported by chain and method', async () => {
    let aborted = false
    const rpc = createChainRpc(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => {
            aborted = true
            reject(new DOMException('aborted', 'AbortError'))
          })
        }),
      50,
    )
    await expect(rpc(target, 'eth_blockNumber', [])).rejects.toMatchObject({
      code: 4901,
      message: 'The node of chain 31337 did not answer eth_blockNumber within 0.05 s',
    })
    expect(aborted).toBe(true)
  })

  it("behavior: the caller's own abort wins over the timeout and keeps its reason", async () => {
    const rpc = createChainRpc(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new Error('x'))),
        ),
      10_000,
    )
    const controller = new AbortController()
    const call = rpc(target, 'eth_call', [], controller.signal)
    controller.abort(new Error('Request was aborted'))
    await expect(call).rejects.toThrow('Request was aborted')
  })

  it('behavior: the default timeout is 10 s', async () => {
    vi.useFakeTimers()
    const rpc = createChainRpc(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new Error('x'))),
        ),
    )
    const call = rpc(target, 'eth_gasPrice', [])
    const outcome = expect(call).rejects.toThrow('within 10 s')
    await vi.advanceTimersByTimeAsync(10_000)
    await outcome
  })

  it('behavior: answers and node errors come back; calls carry no cookies', async () => {
    const seen: RequestInit[] = []
    const rpc = createChainRpc(async (_url, init) => {
      seen.push(init)
      const { method } = JSON.parse(String(init.body)) as { method: string }
      return new Response(
        JSON.stringify(
          method === 'eth_chainId'
            ? { jsonrpc: '2.0', id: 1, result: '0x7a69' }
            : { jsonrpc: '2.0', id: 1, error: { code: 3, message: 'execution reverted' } },
        ),
      )
    })
    expect(await rpc(target, 'eth_chainId', [])).toBe('0x7a69')
    await expect(rpc(target, 'eth_call', [])).rejects.toMatchObject({ code: 3, message: 'execution reverted' })
    expect(seen.every((init) => init.credentials === 'omit')).toBe(true)
  })
})
