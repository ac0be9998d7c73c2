import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { testDrivers, type TestDatabase } from '../testing/databases.js'
import {
  seedProject,
  startTestServer,
  WIDGET_ORIGIN,
  widgetClient,
  type ApiClient,
  type TestServer,
} from '../testing/harness.js'
import { isRpcOriginAllowed } from './rpc-access.js'
import { MAX_RPC_BATCH, MAX_RPC_BODY_BYTES } from './rpc-proxy.js'

const PROJECT = 'guarded'
const OTHER_PROJECT = 'other'
const PER_IP = 5
const PER_PROJECT = 8
const NODE_TIMEOUT_MS = 300

/**
 * A node to forward to, on a free port: `/` answers every request with chain id 31337 at once,
 * `/silent` never answers, `/stall` sends its headers and then nothing. It counts the requests
 * it got since the last `forget()`.
 */
async function startFakeNode(): Promise<{
  url: string
  received: () => number
  forget(): void
  stop(): Promise<void>
}> {
  let received = 0
  const server = http.createServer((req, res) => {
    received += 1
    if (req.url === '/silent') return
    if (req.url === '/stall') {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.write('{"jsonrpc":"2.0",')
      return
    }
    let text = ''
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
    req.on('end', () => {
      const body = JSON.parse(text) as { id: unknown } | { id: unknown }[]
      const answer = (request: { id: unknown }) => ({ jsonrpc: '2.0', id: request.id, result: '0x7a69' })
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body)))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    received: () => received,
    forget: () => {
      received = 0
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

interface RawAnswer {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

/**
 * A POST over node:http, for what fetch cannot do: call from another loopback address
 * (`localAddress`, a second client IP), or send a body slowly and listen for the answer before
 * the body is over. `write` gets the request and sends what it likes; the answer is awaited.
 */
function rawPost(
  url: string,
  options: { headers?: Record<string, string>; localAddress?: string; write(req: http.ClientRequest): void },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        headers: options.headers,
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
      },
      (res) => {
        let body = ''
        res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body })
          req.destroy()
        })
      },
    )
    // The server may close the connection while a slow body is still being written.
    req.on('error', (err) => reject(err))
    options.write(req)
  })
}

const call = (method: string, id: number | string = 1) => ({ jsonrpc: '2.0', id, method, params: [] })

describe('RPC origins', () => {
  const config = {
    publicOrigin: 'https://wallet.example.net',
    widgetOrigins: ['https://widget.example.net', 'https://*.preview.example.net'],
  }
  const project = { allowedOrigins: ['https://*.shop.example', 'http://localhost:4400'] }

  it.each([
    ['the server itself (the secure frame)', 'https://wallet.example.net', true],
    ['a widget origin', 'https://widget.example.net', true],
    ['a widget origin by wildcard', 'https://pr-7.preview.example.net', true],
    ["a project's origin by wildcard", 'https://app.shop.example', true],
    ["a project's exact origin", 'http://localhost:4400', true],
    ['a wallet extension (Chrome)', 'chrome-extension://nkbihfbeogaeaoehlefnkodbefgpgknn', true],
    ['a wallet extension (Firefox)', 'moz-extension://2f0b2a9c-1e2d-4c6a-9b1e-6f3a1d2c4b5e', true],
    ['a site named like an extension', 'https://chrome-extension.example', false],
    ['an extension origin with a path', 'chrome-extension://abc/x', false],
    ['a bare domain under a wildcard', 'https://shop.example', false],
    ['a look-alike', 'https://evilshop.example', false],
    ['another port', 'http://localhost:4401', false],
    ['another scheme', 'http://wallet.example.net', false],
    ['an opaque origin', 'null', false],
  ])('behavior: %s (%s) allowed: %s', (_label, origin, allowed) => {
    expect(isRpcOriginAllowed(config, project, origin)).toBe(allowed)
  })
})

describe.each(testDrivers)('RPC proxy guards ($name)', (driver) => {
  let database: TestDatabase
  let node: Awaited<ReturnType<typeof startFakeNode>>
  let t: TestServer
  let widget: ApiClient
  const rpcPath = (projectId = PROJECT, chainId = 'eip155:31337') =>
    `/v1/?${new URLSearchParams({ chainId, projectId })}`

  beforeAll(async () => {
    node = await startFakeNode()
    database = await driver.create()
    t = await startTestServer({
      database,
      config: {
        chains: [
          { caipNetworkId: 'eip155:31337', rpcUrl: node.url },
          { caipNetworkId: 'eip155:31340', rpcUrl: `${node.url}/silent` },
          { caipNetworkId: 'eip155:31341', rpcUrl: `${node.url}/stall` },
        ],
        // This suite counts the calls that reach the node: only the proxy may make them.
        indexer: { enabled: false },
        rpcProxy: {
          callsPerMinutePerIp: PER_IP,
          callsPerMinutePerProject: PER_PROJECT,
          nodeTimeoutMs: NODE_TIMEOUT_MS,
        },
      },
    })
    widget = widgetClient(t)
  }, 30_000)
  afterAll(async () => {
    await t?.stop()
    await database?.destroy()
    await node?.stop()
  })
  beforeEach(async () => {
    await t.reset()
    await seedProject(t, PROJECT, { allowedOrigins: ['https://*.shop.example'] })
    await seedProject(t, OTHER_PROJECT, { allowedOrigins: ['https://other.example'] })
    node.forget()
  })

  it('error: a call without a projectId is 401, one for an unknown project 403, each saying so in JSON', async () => {
    const missing = await widget.post('/v1/?chainId=eip155:31337', call('eth_chainId'))
    expect(missing.status).toBe(401)
    expect(missing.body).toEqual({ error: 'projectId is required', field: 'projectId' })
    expect((await widget.post('/v1/?chainId=eip155:31337&projectId=', call('eth_chainId'))).status).toBe(401)
    // Checked before anything else about the call.
    expect((await widget.post('/v1/', call('eth_chainId'))).status).toBe(401)
    const unknown = await widget.post(rpcPath('nobody'), call('eth_chainId'))
    expect(unknown.status).toBe(403)
    expect(unknown.body).toEqual({ error: 'Invalid Project ID' })
    expect(node.received()).toBe(0)
  })

  it("behavior: browsers may call from the project's origins, the server's own origin and the widget origins; callers without Origin pass", async () => {
    const from = async (origin: string | null) =>
      (await t.browser().post(rpcPath(), call('eth_chainId'), { origin })).body
    const answer = { jsonrpc: '2.0', id: 1, result: '0x7a69' }
    expect(await from(t.url)).toEqual(answer)
    expect(await from(WIDGET_ORIGIN)).toEqual(answer)
    expect(await from('https://app.shop.example')).toEqual(answer)
    expect(await from('https://a.b.shop.example')).toEqual(answer)
    expect(await from(null)).toEqual(answer)
  })

  it("error: a browser page on any other origin is refused with 403 naming the origin, another project's origin included", async () => {
    for (const origin of [
      'https://evil.example',
      'https://shop.example',
      'https://evilshop.example',
      'http://app.shop.example',
      'https://other.example',
      'null',
    ]) {
      const res = await t.browser().post(rpcPath(), call('eth_chainId'), { origin })
      expect(res.status, origin).toBe(403)
      expect(res.body, origin).toEqual({ error: `Origin ${origin} is not allowed for project ${PROJECT}` })
    }
    expect(node.received()).toBe(0)
    // The other project's own origin is fine for it.
    expect(
      (await t.browser().post(rpcPath(OTHER_PROJECT), call('eth_chainId'), { origin: 'https://other.example' })).status,
    ).toBe(200)
  })

  it('error: past the per-IP limit a client gets 429 with Retry-After; its refused calls do not use up the project, and the minute resets it', async () => {
    for (let i = 0; i < PER_IP; i += 1)
      expect((await widget.post(rpcPath(), call('eth_chainId', i))).status, `call ${i}`).toBe(200)
    const limited = await widget.post(rpcPath(), call('eth_chainId'))
    expect(limited.status).toBe(429)
    const seconds = Number(limited.headers.get('retry-after'))
    expect(seconds).toBeGreaterThanOrEqual(1)
    expect(seconds).toBeLessThanOrEqual(60)
    expect(limited.body).toEqual({
      error: `Too many RPC calls from this address for project ${PROJECT} (at most ${PER_IP} a minute); please try again after ${seconds} seconds`,
      retryAfterSeconds: seconds,
    })
    // Readable by the widget: CORS exposes the header.
    expect(limited.headers.get('access-control-expose-headers')).toMatch(/Retry-After/)
    // The same address for another project has its own window.
    expect((await widget.post(rpcPath(OTHER_PROJECT), call('eth_chainId'))).status).toBe(200)

    // Another address still gets the rest of the project's minute: 8 - 5 = 3 calls.
    const elsewhere = (body: unknown) =>
      rawPost(`${t.url}${rpcPath()}`, {
        localAddress: '127.0.0.2',
        headers: { 'content-type': 'application/json' },
        write: (req) => req.end(JSON.stringify(body)),
      })
    expect((await elsewhere([call('eth_chainId', 1), call('eth_chainId', 2), call('eth_chainId', 3)])).status).toBe(200)
    const projectFull = await elsewhere(call('eth_chainId'))
    expect(projectFull.status).toBe(429)
    expect(JSON.parse(projectFull.body).error).toMatch(
      new RegExp(
        `^Too many RPC calls for project ${PROJECT} \\(at most ${PER_PROJECT} a minute\\); please try again after \\d+ seconds$`,
      ),
    )
    expect(Number(projectFull.headers['retry-after'])).toBeGreaterThanOrEqual(1)

    t.clock.advance(60_000)
    expect((await widget.post(rpcPath(), call('eth_chainId'))).status).toBe(200)
  })

  it('error: a batch counts as its number of calls', async () => {
    const batch = (ids: number[]) => ids.map((id) => call('eth_chainId', id))
    expect((await widget.post(rpcPath(), batch([1, 2, 3, 4]))).status).toBe(200)
    const over = await widget.post(rpcPath(), batch([5, 6]))
    expect(over.status).toBe(429)
    expect(over.body.error).toMatch(/^Too many RPC calls from this address/)
    // A batch larger than the whole allowance never gets through.
    t.clock.advance(60_000)
    expect((await widget.post(rpcPath(), batch([1, 2, 3, 4, 5, 6]))).status).toBe(429)
  })

  it('error: a batch over 20 requests is a 400 whose body is a JSON-RPC error naming the limit', async () => {
    const res = await widget.post(
      rpcPath(),
      Array.from({ length: MAX_RPC_BATCH + 1 }, (_, i) => call('eth_chainId', i)),
    )
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: {
        code: -32600,
        message: `A batch may hold at most ${MAX_RPC_BATCH} requests; this one holds ${MAX_RPC_BATCH + 1}`,
        data: { maxBatch: MAX_RPC_BATCH, received: MAX_RPC_BATCH + 1 },
      },
    })
    expect(node.received()).toBe(0)
  })

  it('error: a body declared over 64 KiB is refused with 413 before it is sent', async () => {
    const started = Date.now()
    const res = await rawPost(`${t.url}${rpcPath()}`, {
      headers: { 'content-type': 'application/json', 'content-length': String(10 * 1024 * 1024) },
      // A few bytes of ten megabytes: the answer must not wait for the rest.
      write: (req) => req.write('[{"jsonrpc":"2.0"'),
    })
    expect(res.status).toBe(413)
    expect(JSON.parse(res.body)).toEqual({
      error: `Body too large: the limit is ${MAX_RPC_BODY_BYTES} bytes`,
      limitBytes: MAX_RPC_BODY_BYTES,
    })
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  it('error: a body sent without a length is cut off past 64 KiB with 413, before the client has finished', async () => {
    let written = 0
    let answered = false
    const res = await rawPost(`${t.url}${rpcPath()}`, {
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      write: (req) => {
        const chunk = 'x'.repeat(8 * 1024)
        // 8 KiB at a time, for up to 1 MiB, and never the end of the body.
        const timer = setInterval(() => {
          if (answered || written >= 1024 * 1024) return clearInterval(timer)
          written += chunk.length
          req.write(chunk)
        }, 5)
      },
    })
    answered = true
    expect(res.status).toBe(413)
    expect(JSON.parse(res.body).error).toBe(`Body too large: the limit is ${MAX_RPC_BODY_BYTES} bytes`)
    expect(written).toBeLessThan(1024 * 1024)
    expect(node.received()).toBe(0)
  })

  it('behavior: a node that does not answer in time gives each forwarded request a JSON-RPC error -32603; refused methods are still answered in place', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const started = Date.now()
      const single = await widget.post(rpcPath(PROJECT, 'eip155:31340'), call('eth_blockNumber', 'a'))
      expect(single.status).toBe(200)
      expect(single.body).toEqual({
        jsonrpc: '2.0',
        id: 'a',
        error: { code: -32603, message: `The node for eip155:31340 did not answer within ${NODE_TIMEOUT_MS} ms` },
      })
      const elapsed = Date.now() - started
      expect(elapsed).toBeGreaterThanOrEqual(NODE_TIMEOUT_MS - 50)
      expect(elapsed).toBeLessThan(3_000)

      // Headers and then silence: the time limit covers the body too.
      const batch = await widget.post(rpcPath(PROJECT, 'eip155:31341'), [call('eth_chainId', 1), call('anvil_mine', 2)])
      expect(batch.status).toBe(200)
      expect(batch.body).toEqual([
        {
          jsonrpc: '2.0',
          id: 1,
          error: { code: -32603, message: `The node for eip155:31341 did not answer within ${NODE_TIMEOUT_MS} ms` },
        },
        {
          jsonrpc: '2.0',
          id: 2,
          error: { code: -32601, message: 'The method anvil_mine is not available on this endpoint' },
        },
      ])
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('eip155:31341 timed out'))
    } finally {
      logged.mockRestore()
    }
  })
})
