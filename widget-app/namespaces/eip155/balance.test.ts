import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CHAIN_CALL_TIMEOUT_MS, readEvmBalance, readEvmBlockNumber } from './balance.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** A chain node that takes every request and never answers; records the requests and when their connections close. */
async function silentNode() {
  const requests: { method: string; closed: boolean }[] = []
  const server: Server = createServer((request: IncomingMessage) => {
    let body = ''
    const entry = { method: '', closed: false }
    requests.push(entry)
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => (entry.method = (JSON.parse(body) as { method: string }).method))
    request.socket.on('close', () => (entry.closed = true))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

afterEach(() => vi.useRealTimers())

describe('readEvmBalance', () => {
  it('error: a node that never answers fails the read after one attempt, and the connection is dropped', async () => {
    const node = await silentNode()
    try {
      const started = Date.now()
      await expect(readEvmBalance(node.url, ADDRESS, { timeoutMs: 300 })).rejects.toThrow(/took too long|timed out/i)
      expect(Date.now() - started).toBeLessThan(2_000)
      await vi.waitFor(() => expect(node.requests).toEqual([{ method: 'eth_getBalance', closed: true }]))
    } finally {
      await node.close()
    }
  })

  it('error: by default the whole read ends at 10 s, aborted, with no second attempt', async () => {
    vi.useFakeTimers()
    const signals: AbortSignal[] = []
    // Never answers; fails only when its request is aborted, as fetch does.
    const fetchFn = ((_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        signals.push(init.signal!)
        init.signal!.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        )
      })) as unknown as typeof fetch
    let outcome: unknown = 'pending'
    void readEvmBalance('http://127.0.0.1:9/', ADDRESS, { fetchFn }).then(
      (value) => (outcome = value),
      (error: Error) => (outcome = error),
    )
    await vi.advanceTimersByTimeAsync(CHAIN_CALL_TIMEOUT_MS - 1)
    expect(outcome).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(outcome).toBeInstanceOf(Error)
    expect(signals).toHaveLength(1)
    expect(signals[0]!.aborted).toBe(true)
    // Nothing more is tried afterwards.
    await vi.advanceTimersByTimeAsync(CHAIN_CALL_TIMEOUT_MS * 2)
    expect(signals).toHaveLength(1)
  })

  it('behavior: a node that answers gives the balance', async () => {
    const fetchFn = (async (_url: string, init: RequestInit) => {
      const { id } = JSON.parse(String(init.body)) as { id: number }
      return new Response(JSON.stringify({ jsonrpc: '2.0', id, result: '0xde0b6b3a7640000' }), {
        headers: { 'content-type': 'application/json' },
      })
    }) as unknown as typeof fetch
    expect(await readEvmBalance('http://node.test/', ADDRESS, { fetchFn })).toBe(10n ** 18n)
  })

  it('behavior: the block number is read fresh on each call, through one attempt of the same transport', async () => {
    let block = 0x10
    const methods: string[] = []
    const fetchFn = (async (_url: string, init: RequestInit) => {
      const { id, method } = JSON.parse(String(init.body)) as { id: number; method: string }
      methods.push(method)
      return new Response(JSON.stringify({ jsonrpc: '2.0', id, result: `0x${(block++).toString(16)}` }), {
        headers: { 'content-type': 'application/json' },
      })
    }) as unknown as typeof fetch
    expect(await readEvmBlockNumber('http://node.test/', { fetchFn })).toBe(16n)
    expect(await readEvmBlockNumber('http://node.test/', { fetchFn })).toBe(17n)
    expect(methods).toEqual(['eth_blockNumber', 'eth_blockNumber'])
  })

  it('error: a block number read of a node that is gone rejects', async () => {
    const fetchFn = (async () => {
      throw new TypeError('fetch failed')
    }) as unknown as typeof fetch
    await expect(readEvmBlockNumber('http://node.test/', { fetchFn })).rejects.toThrow()
  })
})
