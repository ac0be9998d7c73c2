import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { startAnvil, type AnvilNode } from '../../dev/world/anvil.js'
import { testDrivers, type TestDatabase } from '../testing/databases.js'
import {
  apiQuery,
  seedProject,
  startTestServer,
  WIDGET_ORIGIN,
  widgetClient,
  type ApiClient,
  type TestServer,
} from '../testing/harness.js'
import { MAX_RPC_BODY_BYTES } from './rpc-proxy.js'
import { saveIdentity } from './names.js'

/** Inside the 47xx range kept for this suite; the browser tests and the dev world use others. */
const ANVIL_PORT = 4750
/** A port nothing listens on: a configured chain whose node is down. */
const DEAD_NODE_PORT = 4759
const PROJECT = 'chain-test'
/** Anvil's first development account (a public test key). */
const ACCOUNT_0 = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const RECIPIENT = '0x000000000000000000000000000000000000bEEF'

let anvil: AnvilNode

beforeAll(async () => {
  anvil = await startAnvil({ port: ANVIL_PORT, chainId: 31337 })
}, 30_000)
afterAll(async () => {
  await anvil?.stop()
})

/** Straight to the node, bypassing the proxy: to check what the proxy did or did not do. */
async function direct<T = unknown>(method: string, params: unknown[] = []): Promise<T> {
  const res = await fetch(anvil.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await res.json()) as { result: T }).result
}

describe.each(testDrivers)('blockchain API ($name)', (driver) => {
  let database: TestDatabase
  let t: TestServer
  let widget: ApiClient
  const rpcPath = (chainId = 'eip155:31337', projectId = PROJECT) =>
    `/v1/?${new URLSearchParams({ chainId, projectId })}`
  const rpc = (body: unknown, chainId?: string) => widget.post(rpcPath(chainId), body)
  const call = (method: string, params: unknown[] = [], id: number | string = 1) => ({
    jsonrpc: '2.0',
    id,
    method,
    params,
  })

  beforeAll(async () => {
    database = await driver.create()
    t = await startTestServer({
      database,
      config: {
        chains: [
          { caipNetworkId: 'eip155:31337', rpcUrl: anvil.rpcUrl },
          { caipNetworkId: 'eip155:31339', rpcUrl: `http://127.0.0.1:${DEAD_NODE_PORT}` },
        ],
      },
    })
    widget = widgetClient(t)
  }, 30_000)
  afterAll(async () => {
    await t?.stop()
    await database?.destroy()
  })
  beforeEach(async () => {
    await t.reset()
    await seedProject(t, PROJECT)
  })

  it('behavior: supported-chains lists the networks the server has nodes for', async () => {
    const res = await widget.get(`/v1/supported-chains?${apiQuery(PROJECT)}`)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ http: ['eip155:31337', 'eip155:31339'], ws: [] })
    expect(res.headers.get('access-control-allow-origin')).toBe(WIDGET_ORIGIN)
    expect((await widget.get(`/v1/supported-chains?${apiQuery('nobody')}`)).status).toBe(403)
  })

  it('behavior: identity answers the stored name and avatar, whatever the address case, and nulls otherwise', async () => {
    const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const identity = (a: string, extra: Record<string, string> = {}) =>
      widget.get(`/v1/identity/${a}?${apiQuery(PROJECT, extra)}`)
    expect((await identity(address)).body).toEqual({ name: null, avatar: null })
    await saveIdentity(
      t.server.db,
      address,
      { name: 'alice.wallet', avatar: 'https://avatars.example/alice.png' },
      t.clock(),
    )
    const res = await identity(address.toLowerCase(), { sender: ACCOUNT_0.address })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ name: 'alice.wallet', avatar: 'https://avatars.example/alice.png' })
    expect(res.headers.get('cache-control')).toBe('public, max-age=300')
  })

  it('error: identity refuses a bad address or sender with 400, an unknown project with 403', async () => {
    const bad = await widget.get(`/v1/identity/0x1234?${apiQuery(PROJECT)}`)
    expect(bad.status).toBe(400)
    expect(bad.body).toEqual({ error: 'address must be 0x followed by 40 hex characters', field: 'address' })
    const sender = await widget.get(`/v1/identity/${RECIPIENT}?${apiQuery(PROJECT, { sender: 'me' })}`)
    expect(sender.body).toEqual({ error: 'sender must be 0x followed by 40 hex characters', field: 'sender' })
    expect((await widget.get(`/v1/identity/${RECIPIENT}?${apiQuery('nobody')}`)).body).toEqual({
      error: 'Invalid Project ID',
    })
  })

  it('behavior: a read is forwarded to the node of the chain and its answer returned, with or without the trailing slash', async () => {
    const res = await rpc(call('eth_chainId', [], 'a'))
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ jsonrpc: '2.0', id: 'a', result: '0x7a69' })
    expect(res.headers.get('access-control-allow-origin')).toBe(WIDGET_ORIGIN)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const balance = await widget.post(
      `/v1?${new URLSearchParams({ chainId: 'eip155:31337', projectId: PROJECT, st: 'wallet-widget', sv: '1.0.0' })}`,
      call('eth_getBalance', [ACCOUNT_0.address, 'latest'], 7),
    )
    expect(balance.body.id).toBe(7)
    expect(balance.body.result).toBe(await direct('eth_getBalance', [ACCOUNT_0.address, 'latest']))
  })

  it('behavior: a signed transaction goes through eth_sendRawTransaction and is mined', async () => {
    const nonce = Number((await rpc(call('eth_getTransactionCount', [ACCOUNT_0.address, 'pending']))).body.result)
    const before = BigInt(await direct<string>('eth_getBalance', [RECIPIENT, 'latest']))
    const signed = await ACCOUNT_0.signTransaction({
      chainId: 31337,
      type: 'eip1559',
      nonce,
      to: RECIPIENT,
      value: 12_345n,
      gas: 21_000n,
      maxFeePerGas: 10_000_000_000n,
      maxPriorityFeePerGas: 1_000_000_000n,
    })
    const sent = await rpc(call('eth_sendRawTransaction', [signed]))
    expect(sent.body.result).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await rpc(call('eth_getTransactionReceipt', [sent.body.result]))
    expect(receipt.body.result.status).toBe('0x1')
    expect(BigInt(await direct<string>('eth_getBalance', [RECIPIENT, 'latest']))).toBe(before + 12_345n)
  })

  it("error: methods that act with the node's keys or state are refused in place, without reaching the node", async () => {
    const blockBefore = await direct<string>('eth_blockNumber')
    const balanceBefore = await direct<string>('eth_getBalance', [RECIPIENT, 'latest'])
    for (const [method, params] of [
      ['eth_sendTransaction', [{ from: ACCOUNT_0.address, to: RECIPIENT, value: '0x1' }]],
      ['anvil_setBalance', [RECIPIENT, '0xffffffffffff']],
      ['anvil_mine', []],
      ['personal_sign', ['0xdeadbeef', ACCOUNT_0.address]],
      ['eth_sign', [ACCOUNT_0.address, '0xdeadbeef']],
      ['eth_accounts', []],
      ['debug_traceTransaction', [`0x${'0'.repeat(64)}`]],
      ['evm_increaseTime', [3600]],
      ['eth_newFilter', [{}]],
    ] as const) {
      const res = await rpc(call(method, [...params], 9))
      expect(res.status, method).toBe(200)
      expect(res.body, method).toEqual({
        jsonrpc: '2.0',
        id: 9,
        error: { code: -32601, message: `The method ${method} is not available on this endpoint` },
      })
    }
    expect(await direct('eth_blockNumber')).toBe(blockBefore)
    expect(await direct('eth_getBalance', [RECIPIENT, 'latest'])).toBe(balanceBefore)
  })

  it('behavior: a batch is answered in order, refused methods in place and the rest from the node', async () => {
    const balanceBefore = await direct<string>('eth_getBalance', [RECIPIENT, 'latest'])
    const res = await rpc([
      call('eth_chainId', [], 1),
      call('anvil_setBalance', [RECIPIENT, '0xffff'], 'two'),
      call('eth_blockNumber', [], 3),
    ])
    expect(res.status).toBe(200)
    expect(res.body).toHaveLength(3)
    expect(res.body[0]).toEqual({ jsonrpc: '2.0', id: 1, result: '0x7a69' })
    expect(res.body[1]).toEqual({
      jsonrpc: '2.0',
      id: 'two',
      error: { code: -32601, message: 'The method anvil_setBalance is not available on this endpoint' },
    })
    expect(res.body[2]).toMatchObject({ id: 3, result: expect.stringMatching(/^0x[0-9a-f]+$/) })
    expect(await direct('eth_getBalance', [RECIPIENT, 'latest'])).toBe(balanceBefore)
    // A batch of only refused methods never reaches the node.
    const refused = await rpc([call('eth_sendTransaction', [{}], 1)])
    expect(refused.body).toEqual([
      {
        jsonrpc: '2.0',
        id: 1,
        error: { code: -32601, message: 'The method eth_sendTransaction is not available on this endpoint' },
      },
    ])
  })

  it('error: a chain the server has no node for is refused with 400 Network not supported', async () => {
    const res = await rpc(call('eth_chainId'), 'eip155:1')
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ error: 'Network not supported' })
    expect((await rpc(call('eth_chainId'), 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).body).toEqual({
      error: 'Network not supported',
    })
  })

  it('error: bad query parameters are 400 naming them; a missing project 401, an unknown one 403', async () => {
    const noChain = await widget.post(`/v1/?projectId=${PROJECT}`, call('eth_chainId'))
    expect(noChain.status).toBe(400)
    expect(noChain.body).toEqual({ error: 'chainId is required', field: 'chainId' })
    expect((await rpc(call('eth_chainId'), 'eip155-1')).body).toEqual({
      error: 'chainId must be a CAIP-2 network id (e.g. eip155:1)',
      field: 'chainId',
    })
    const noProject = await widget.post(`/v1/?chainId=eip155:31337`, call('eth_chainId'))
    expect(noProject.status).toBe(401)
    expect(noProject.body).toEqual({ error: 'projectId is required', field: 'projectId' })
    expect((await widget.post(`${rpcPath()}&sv=a%20b`, call('eth_chainId'))).body).toEqual({
      error: 'sv must be 1 to 64 of A-Z a-z 0-9 . _ + -',
      field: 'sv',
    })
    const unknown = await widget.post(rpcPath('eip155:31337', 'nobody'), call('eth_chainId'))
    expect(unknown.status).toBe(403)
    expect(unknown.body).toEqual({ error: 'Invalid Project ID' })
  })

  it.each([
    ['an empty batch', [], { error: 'A batch must hold at least one request' }],
    [
      'repeated ids',
      [
        { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
        { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' },
      ],
      { error: 'The requests of a batch must have distinct ids' },
    ],
    ['a notification (no id)', { jsonrpc: '2.0', method: 'eth_chainId' }, { error: 'id is required', field: 'id' }],
    [
      'jsonrpc 1.0',
      { jsonrpc: '1.0', id: 1, method: 'eth_chainId' },
      { error: "jsonrpc must be '2.0'", field: 'jsonrpc' },
    ],
    [
      'a method with spaces',
      { jsonrpc: '2.0', id: 1, method: 'eth chainId' },
      { error: 'method must be a JSON-RPC method name', field: 'method' },
    ],
    [
      'params as a string',
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: 'x' },
      { error: 'params must be an array or an object', field: 'params' },
    ],
    [
      'a bad request inside a batch',
      [
        { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
        { jsonrpc: '2.0', id: 2 },
      ],
      { error: 'request 1: method is required', field: '1.method' },
    ],
    ['a number', 42, { error: 'Body must be a JSON-RPC request or a batch of them' }],
  ])('error: %s is refused with 400', async (_label, body, expected) => {
    const res = await rpc(body)
    expect(res.status).toBe(400)
    expect(res.body).toEqual(expected)
  })

  it('error: bodies over 64 KiB, not JSON, or not declared JSON are refused', async () => {
    const huge = await rpc(call('eth_call', [{ to: RECIPIENT, data: `0x${'00'.repeat(33_000)}` }, 'latest']))
    expect(huge.status).toBe(413)
    expect(huge.body).toEqual({
      error: `Body too large: the limit is ${MAX_RPC_BODY_BYTES} bytes`,
      limitBytes: MAX_RPC_BODY_BYTES,
    })
    expect((await widget.post(rpcPath(), undefined, { raw: '{nope' })).body).toEqual({
      error: 'Body must be valid JSON',
    })
    expect(
      (await widget.post(rpcPath(), undefined, { raw: JSON.stringify(call('eth_chainId')), contentType: 'text/plain' }))
        .status,
    ).toBe(415)
  })

  it('error: a node that does not answer gives a short 502 naming the chain', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const res = await rpc(call('eth_chainId'), 'eip155:31339')
      expect(res.status).toBe(502)
      expect(res.body).toEqual({ error: 'The node for eip155:31339 did not answer' })
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('eip155:31339'))
    } finally {
      logged.mockRestore()
    }
  })
})
