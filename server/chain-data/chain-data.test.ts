import { type Address, createPublicClient, erc20Abi, formatUnits, http } from 'viem'
import * as z from 'zod/mini'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ASSETS, DEMO_ERC20S, DEMO_HOLDERS } from '../../dev/world/demo-assets.js'
import { BalanceAnswer, FungiblePriceAnswer } from '../../shared/contracts/chain-data.js'
import { apiQuery, WIDGET_ORIGIN, widgetClient, type ApiClient } from '../testing/harness.js'
import { NATIVE_TOKEN_ADDRESS } from './fungible-prices.js'
import { type ChainDataWorld, NETWORK, PROJECT, startChainDataWorld } from './testing/chain-data-server.js'

/** Inside the 478x range kept for the chain-data tests. */
const ANVIL_PORT = 4782
/** A chain the server is configured for whose node is down. */
const DEAD = { chainId: 31339, port: 4789 }
const [HOLDER_0, HOLDER_1, HOLDER_2] = DEMO_HOLDERS as [Address, Address, Address]
const [USDC, DAI, WETH, PTS] = DEMO_ERC20S

let world: ChainDataWorld
let widget: ApiClient

beforeAll(async () => {
  world = await startChainDataWorld(ANVIL_PORT, DEAD)
  widget = widgetClient(world.t)
}, 60_000)
afterAll(async () => {
  await world?.stop()
})

const balancePath = (address: string, extra: Record<string, string> = {}, project = PROJECT) =>
  `/v1/account/${address}/balance?${apiQuery(project, { chainId: NETWORK, currency: 'usd', ...extra })}`

async function balancesOf(address: string, extra: Record<string, string> = {}) {
  const res = await widget.get(balancePath(address, extra))
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return z.parse(BalanceAnswer, res.body).balances
}

/** A fresh address nothing has touched. */
let counter = 0
const freshAddress = (): Address =>
  `0x${'00000000000000000000000000000000000c0de'}${(counter++).toString(16)}` as Address

describe('GET /v1/account/{address}/balance', () => {
  it('behavior: every balance equals what the chain holds, exactly, with prices, values and icons', async () => {
    const client = createPublicClient({ transport: http(world.node.rpcUrl) })
    const balances = await balancesOf(HOLDER_1)
    const wei = await client.getBalance({ address: HOLDER_1 })
    expect(balances[0]).toEqual({
      name: 'Ether',
      symbol: 'ETH',
      chainId: NETWORK,
      value: Number(formatUnits(wei, 18)) * 3000,
      price: 3000,
      quantity: { decimals: '18', numeric: formatUnits(wei, 18) },
      iconUrl: `${world.t.url}/public/getTokenImage/ETH`,
    })
    expect(balances.slice(1).map((b) => [b.symbol, b.address, b.quantity, b.price, b.value])).toEqual([
      ['USDC', `${NETWORK}:${USDC.address}`, { decimals: '6', numeric: '10000' }, 1, 10_000],
      ['DAI', `${NETWORK}:${DAI.address}`, { decimals: '18', numeric: '2500.5' }, 1, 2500.5],
      ['WETH', `${NETWORK}:${WETH.address}`, { decimals: '18', numeric: '1.25' }, 3000, 3750],
      // Listed and held: the widget, not the server, drops a token without decimals.
      ['PTS', `${NETWORK}:${PTS.address}`, { decimals: '0', numeric: '100' }, 0, 0],
    ])
    for (const token of DEMO_ERC20S) {
      const onChain = await client.readContract({
        abi: erc20Abi,
        address: token.address,
        functionName: 'balanceOf',
        args: [HOLDER_1],
      })
      const answered = balances.find((b) => b.symbol === token.symbol)
      expect(answered?.quantity.numeric).toBe(formatUnits(onChain, token.decimals))
      expect(answered?.name).toBe(token.name)
    }
  })

  it('behavior: the smallest amounts are exact (1 wei, 0.000001 USDC), and zero balances are left out', async () => {
    const fresh = freshAddress()
    expect(await balancesOf(fresh)).toEqual([])
    await world.sendNative(HOLDER_0, fresh, 1n)
    await world.sendErc20(HOLDER_0, DAI.address, fresh, 1n)
    await world.sendErc20(HOLDER_0, USDC.address, fresh, 1_500_001n)
    const balances = await balancesOf(fresh)
    expect(balances.map((b) => [b.symbol, b.quantity.numeric])).toEqual([
      ['ETH', '0.000000000000000001'],
      ['USDC', '1.500001'],
      ['DAI', '0.000000000000000001'],
    ])
  })

  it('behavior: a transfer shows in the very next answer (nothing is kept past a block), forceUpdate too', async () => {
    const before = await balancesOf(HOLDER_2)
    expect(before.find((b) => b.symbol === 'USDC')?.quantity.numeric).toBe('10000')
    await world.sendErc20(HOLDER_2, USDC.address, HOLDER_0, 250_000n)
    const after = await balancesOf(HOLDER_2)
    expect(after.find((b) => b.symbol === 'USDC')?.quantity.numeric).toBe('9999.75')
    await world.sendErc20(HOLDER_2, USDC.address, HOLDER_0, 750_000n)
    const forced = await balancesOf(HOLDER_2, { forceUpdate: 'true' })
    expect(forced.find((b) => b.symbol === 'USDC')?.quantity.numeric).toBe('9999')
  })

  it('behavior: simultaneous requests agree', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => balancesOf(HOLDER_1)))
    for (const answer of answers) expect(answer).toEqual(answers[0])
  })

  it('error: a chain the server has no node for is a 400 naming the chainId', async () => {
    const res = await widget.get(balancePath(HOLDER_1, { chainId: 'eip155:999' }))
    expect(res.status).toBe(400)
    expect(res.body.error).toContain('eip155:999')
    expect(res.body.field).toBe('chainId')
  })

  it('error: a bad chainId, address or currency is a 400 naming it', async () => {
    const badChain = await widget.get(balancePath(HOLDER_1, { chainId: 'ethereum' }))
    expect([badChain.status, badChain.body.field]).toEqual([400, 'chainId'])
    const badAddress = await widget.get(balancePath('0x1234'))
    expect(badAddress.status).toBe(400)
    expect(badAddress.body).toEqual({ error: expect.stringContaining('"0x1234"'), field: 'address' })
    const badCurrency = await widget.get(balancePath(HOLDER_1, { currency: 'eur' }))
    expect([badCurrency.status, badCurrency.body.field]).toEqual([400, 'currency'])
  })

  it('error: an unknown project is a 403', async () => {
    const res = await widget.get(balancePath(HOLDER_1, {}, 'no-such-project'))
    expect(res.status).toBe(403)
    expect(res.body).toEqual({ error: 'Invalid Project ID' })
  })

  it('error: a node that does not answer is a 502', async () => {
    const res = await widget.get(balancePath(HOLDER_1, { chainId: `eip155:${DEAD.chainId}` }))
    expect(res.status).toBe(502)
    expect(res.body).toEqual({ error: 'The chain node did not answer' })
  })

  it('behavior: answers carry CORS for the widget origin and are not cached', async () => {
    const res = await widget.get(balancePath(HOLDER_1))
    expect(res.headers.get('access-control-allow-origin')).toBe(WIDGET_ORIGIN)
    expect(res.headers.get('cache-control')).toBe('no-store')
  })
})

describe('POST /v1/fungible/price', () => {
  const body = (addresses: string[], projectId = PROJECT) => ({ projectId, currency: 'usd', addresses })

  it('behavior: prices listed tokens and the native token; anything else is left out', async () => {
    const unlisted = `${NETWORK}:${DEMO_ASSETS.art}`
    const res = await widget.post(
      '/v1/fungible/price',
      body([
        `${NETWORK}:${USDC.address}`,
        `${NETWORK}:${WETH.address.toLowerCase()}`,
        unlisted,
        `${NETWORK}:${NATIVE_TOKEN_ADDRESS}`,
      ]),
    )
    expect(res.status).toBe(200)
    expect(z.parse(FungiblePriceAnswer, res.body).fungibles).toEqual([
      {
        address: `${NETWORK}:${USDC.address}`,
        name: 'USD Coin',
        symbol: 'USDC',
        iconUrl: `${world.t.url}/public/getTokenImage/USDC`,
        price: 1,
      },
      {
        address: `${NETWORK}:${WETH.address.toLowerCase()}`,
        name: 'Wrapped Ether',
        symbol: 'WETH',
        iconUrl: `${world.t.url}/public/getTokenImage/WETH`,
        price: 3000,
      },
      {
        address: `${NETWORK}:${NATIVE_TOKEN_ADDRESS}`,
        name: 'Ether',
        symbol: 'ETH',
        iconUrl: `${world.t.url}/public/getTokenImage/ETH`,
        price: 3000,
      },
    ])
  })

  it('behavior: a text/plain body holding JSON is read the same; a chain without a node prices nothing', async () => {
    const res = await widget.post('/v1/fungible/price', undefined, {
      raw: JSON.stringify(body([`${NETWORK}:${DAI.address}`, `eip155:999:${DAI.address}`])),
      contentType: 'text/plain;charset=UTF-8',
    })
    expect(res.status).toBe(200)
    expect(res.body.fungibles.map((f: { symbol: string; price: number }) => [f.symbol, f.price])).toEqual([['DAI', 1]])
  })

  it('error: an unknown project is a 403, a bad body a 400', async () => {
    const unknown = await widget.post('/v1/fungible/price', body([], 'no-such-project'))
    expect([unknown.status, unknown.body]).toEqual([403, { error: 'Invalid Project ID' }])
    const notJson = await widget.post('/v1/fungible/price', undefined, {
      raw: '{nope',
      contentType: 'application/json',
    })
    expect([notJson.status, notJson.body]).toEqual([400, { error: 'Body must be valid JSON' }])
    const noAddresses = await widget.post('/v1/fungible/price', { projectId: PROJECT, currency: 'usd' })
    expect([noAddresses.status, noAddresses.body.field]).toEqual([400, 'addresses'])
  })
})

describe('GET /public/getTokenImage/{symbol}', () => {
  it('behavior: serves the icon as a script-free SVG, with or without the project query', async () => {
    for (const path of [
      '/public/getTokenImage/USDC',
      `/public/getTokenImage/DAI?${apiQuery(PROJECT)}`,
      '/public/getTokenImage/USDT',
    ]) {
      const res = await fetch(`${world.t.url}${path}`)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-type'), path).toBe('image/svg+xml')
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(res.headers.get('content-security-policy'), path).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      )
      expect(res.headers.get('cache-control'), path).toBe('public, max-age=31536000, immutable')
      const svg = await res.text()
      expect(svg, path).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s)
      expect(svg, path).not.toMatch(/<script|<foreignObject|\son\w+\s*=|javascript:|href=|<img/i)
    }
  })

  it('error: an unknown symbol is a 404; a named project that does not exist a 403', async () => {
    const unknown = await fetch(`${world.t.url}/public/getTokenImage/NOPE`)
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ error: 'Image not found' })
    expect((await fetch(`${world.t.url}/public/getTokenImage/..%2Fsettings.ts`)).status).toBe(404)
    const project = await fetch(`${world.t.url}/public/getTokenImage/USDC?${apiQuery('no-such-project')}`)
    expect(project.status).toBe(403)
  })
})
