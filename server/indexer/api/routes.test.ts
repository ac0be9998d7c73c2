import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Address, createWalletClient, formatEther, http, parseEther, parseUnits } from 'viem'
import { anvil } from 'viem/chains'
import * as z from 'zod/mini'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HistoryAnswer, NftsAnswer } from '../../../shared/contracts/chain-data.js'
import { deployErc721, mintErc721 } from '../../../dev/world/demo-contracts.js'
import { testDrivers, type TestDatabase } from '../../testing/databases.js'
import {
  apiQuery,
  seedProject,
  startTestServer,
  widgetClient,
  type ApiClient,
  type TestServer,
} from '../../testing/harness.js'
import { DEMO_ASSETS, holder, startTestChain, waitIndexed, type TestChain } from '../testing/chain.js'

/** Inside the 477x range kept for the indexer's suites: one chain per database driver. */
const ANVIL_PORTS = { pglite: 4774, postgres: 4775 }
const PROJECT = 'indexer-test'
const alice = holder(6)
const bob = holder(7)
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(1)</script></svg>'

/** Serves NFT metadata: token 0 names an SVG, token 1 an HTML page posing as its image. */
async function startMetadataServer(): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    if (req.url === '/meta/0.json') return res.end(JSON.stringify({ name: 'Tile zero', image: `${base}/img/0.svg` }))
    if (req.url === '/meta/1.json') return res.end(JSON.stringify({ name: 'Tile one', image: `${base}/img/1.html` }))
    if (req.url === '/img/0.svg') return res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(SVG)
    if (req.url === '/img/1.html') return res.writeHead(200, { 'content-type': 'text/html' }).end('<p>hi</p>')
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}

describe.each(testDrivers)('indexer API ($name)', (driver) => {
  let chain: TestChain
  let database: TestDatabase
  let t: TestServer
  let widget: ApiClient
  let metadata: { url: string; server: Server }
  const history = (address: string, extra: Record<string, string> = {}) =>
    widget.get(`/v1/account/${address}/history?${apiQuery(PROJECT, { chainId: chain.chainId, ...extra })}`)
  const nfts = (address: string, extra: Record<string, string> = {}) =>
    widget.get(`/v1/account/${address}/nfts?${apiQuery(PROJECT, { chainId: chain.chainId, ...extra })}`)
  const synced = async () => waitIndexed(t.server.db, chain.chainId, await chain.head())

  beforeAll(async () => {
    chain = await startTestChain(ANVIL_PORTS[driver.name])
    metadata = await startMetadataServer()
    database = await driver.create()
    t = await startTestServer({
      database,
      config: {
        chains: [{ caipNetworkId: chain.chainId, rpcUrl: chain.node.rpcUrl }],
        // The metadata server of this suite is on 127.0.0.1.
        indexer: {
          pollIntervalMs: 20,
          spamCollections: [`${chain.chainId}:${DEMO_ASSETS.spam}`],
          fetchInternalHosts: true,
        },
      },
    })
    widget = widgetClient(t)
    await seedProject(t, PROJECT)
  }, 180_000)
  afterAll(async () => {
    await t?.stop()
    await database?.destroy()
    metadata?.server.close()
    await chain?.stop()
  })

  it('behavior: the history lists each transaction once with its transfers as the account saw them', async () => {
    const native = await chain.sendNative(alice, bob, parseEther('1.5'))
    const usdc = await chain.sendErc20(alice, DEMO_ASSETS.USDC, bob, parseUnits('12.345678', 6))
    const nft = await chain.sendErc721(alice, DEMO_ASSETS.art, bob, 12n)
    const batch = await chain.sendErc1155Batch(alice, bob, [2n, 3n], [2n, 5n])
    await synced()
    const res = await history(bob)
    expect(res.status).toBe(200)
    const answer = z.parse(HistoryAnswer, res.body)
    const byHash = new Map(answer.data.map((tx) => [tx.metadata.hash, tx]))
    expect(byHash.get(native.transactionHash)).toMatchObject({
      metadata: { operationType: 'receive', status: 'confirmed', sentFrom: alice, sentTo: bob, chain: chain.chainId },
      transfers: [
        {
          direction: 'in',
          quantity: { numeric: '1.5' },
          fungible_info: { symbol: 'ETH', icon: { url: `${t.url}/public/getTokenImage/ETH` } },
        },
      ],
    })
    expect(byHash.get(usdc.transactionHash)?.transfers).toEqual([
      {
        direction: 'in',
        quantity: { numeric: '12.345678' },
        fungible_info: { name: 'USD Coin', symbol: 'USDC', icon: { url: `${t.url}/public/getTokenImage/USDC` } },
      },
    ])
    expect(byHash.get(nft.transactionHash)?.transfers).toMatchObject([
      { direction: 'in', quantity: { numeric: '1' }, nft_info: { flags: { is_spam: false } } },
    ])
    expect(byHash.get(batch.transactionHash)?.transfers?.map((tr) => tr.quantity.numeric)).toEqual(['2', '5'])
    // Newest first; the account's mints (from the zero address) are 'mint'.
    const times = answer.data.map((tx) => tx.metadata.minedAt)
    expect([...times].sort().reverse()).toEqual(times)
    expect(answer.data.at(-1)?.metadata.operationType).toBe('mint')
    const sent = z
      .parse(HistoryAnswer, (await history(alice)).body)
      .data.find((tx) => tx.metadata.hash === usdc.transactionHash)
    expect(sent?.metadata.operationType).toBe('send')
    expect(sent?.transfers?.[0]?.direction).toBe('out')
  }, 60_000)

  it('behavior: paging is stable while new blocks arrive: no duplicate, no gap', async () => {
    const target = '0x00000000000000000000000000000000000c0ffe'
    const sends = async (count: number) => {
      for (let i = 0; i < count; i++) await chain.sendNative(alice, target as Address, BigInt(i + 1))
    }
    await sends(60)
    await synced()
    const first = z.parse(HistoryAnswer, (await history(target)).body)
    expect(first.data).toHaveLength(50)
    expect(first.next).not.toBeNull()
    await sends(5)
    await synced()
    const second = z.parse(HistoryAnswer, (await history(target, { cursor: first.next ?? '' })).body)
    expect(second.data).toHaveLength(10)
    expect(second.next).toBeNull()
    const amounts = [...first.data, ...second.data].map((tx) => tx.transfers?.[0]?.quantity.numeric)
    // Sent 1…60 wei in order: newest first is 60…1, each once.
    expect(amounts).toEqual(Array.from({ length: 60 }, (_, i) => formatEther(BigInt(60 - i))))
  }, 120_000)

  it('behavior: the NFT listing holds what the account owns now, with the spam flag', async () => {
    const res = await nfts(bob)
    expect(res.status).toBe(200)
    const answer = z.parse(NftsAnswer, res.body)
    const key = (nft: (typeof answer.data)[number]) => `${nft.contract.split(':')[2]}/${nft.tokenId}`
    const held = new Map(answer.data.map((nft) => [key(nft), nft]))
    const art = DEMO_ASSETS.art.toLowerCase()
    const items = DEMO_ASSETS.items.toLowerCase()
    const spam = DEMO_ASSETS.spam.toLowerCase()
    // Bob (holder 7) got art 14 and 15 at the start and 12 from alice; items 2 ×5+2, 3 ×20+5.
    expect(held.get(`${art}/12`)).toMatchObject({
      standard: 'ERC721',
      quantity: '1',
      is_spam: false,
      chainId: chain.chainId,
    })
    expect(held.get(`${items}/2`)?.quantity).toBe('7')
    expect(held.get(`${items}/3`)?.quantity).toBe('25')
    expect(held.get(`${spam}/7`)?.is_spam).toBe(true)
    const aliceHeld = z.parse(NftsAnswer, (await nfts(alice)).body).data.map(key)
    expect(aliceHeld).not.toContain(`${art}/12`)
    expect(aliceHeld).toContain(`${art}/13`)
  })

  it('behavior: an NFT image is fetched once and served by this server; SVG runs nothing; non-images are refused', async () => {
    const wallet = createWalletClient({
      account: { address: alice, type: 'json-rpc' },
      chain: { ...anvil, id: Number(chain.chainId.split(':')[1]) },
      transport: http(chain.node.rpcUrl),
    })
    const tiles = await deployErc721(wallet, { name: 'Tiles', symbol: 'TILE', baseUri: `${metadata.url}/meta/` })
    await mintErc721(wallet, tiles, bob)
    await mintErc721(wallet, tiles, bob)
    await synced()
    const contract = tiles.toLowerCase()
    const deadline = Date.now() + 10_000
    let listed = z.parse(NftsAnswer, (await nfts(bob)).body).data.filter((nft) => nft.contract.endsWith(contract))
    while (listed.some((nft) => nft.name.startsWith('Tiles #')) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      listed = z.parse(NftsAnswer, (await nfts(bob)).body).data.filter((nft) => nft.contract.endsWith(contract))
    }
    expect(listed.map((nft) => [nft.name, nft.collection])).toEqual([
      ['Tile zero', { name: 'Tiles', symbol: 'TILE' }],
      ['Tile one', { name: 'Tiles', symbol: 'TILE' }],
    ])
    const imageUrl = listed[0]?.imageUrl ?? ''
    expect(imageUrl).toBe(`${t.url}/public/getNftImage/${chain.chainId}/${contract}/0`)
    const image = await fetch(imageUrl)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
    expect(image.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox")
    expect(image.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await image.text()).toBe(SVG)
    // Stored: served again with the metadata server gone.
    metadata.server.closeAllConnections()
    expect((await fetch(imageUrl)).status).toBe(200)
    expect((await fetch(listed[1]?.imageUrl ?? '')).status).toBe(404)
  }, 60_000)

  it('error: a bad address, chain or cursor is a 400 naming it; an unknown project is a 403', async () => {
    const bad = await widget.get(`/v1/account/0x1234/history?${apiQuery(PROJECT)}`)
    expect([bad.status, bad.body.field]).toEqual([400, 'address'])
    const chainRes = await history(bob, { chainId: 'eip155:999' })
    expect([chainRes.status, chainRes.body.field]).toEqual([400, 'chainId'])
    const cursor = await history(bob, { cursor: 'not-a-cursor' })
    expect([cursor.status, cursor.body.field]).toEqual([400, 'cursor'])
    const nftCursor = await nfts(bob, { cursor: Buffer.from('[1,2]').toString('base64url') })
    expect([nftCursor.status, nftCursor.body.field]).toEqual([400, 'cursor'])
    const unknown = await widget.get(`/v1/account/${bob}/nfts?${apiQuery('no-such-project')}`)
    expect(unknown.status).toBe(403)
    // Without chainId: every chain this server follows.
    const all = await widget.get(`/v1/account/${bob}/history?${apiQuery(PROJECT)}`)
    expect(all.status).toBe(200)
    expect(z.parse(HistoryAnswer, all.body).data.length).toBeGreaterThan(0)
  })
})
