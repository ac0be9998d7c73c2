import { type Address, createPublicClient, erc20Abi, http } from 'viem'
import { describe, expect, it } from 'vitest'
import type { AnvilNode } from './anvil.js'
import { twoLocalChains } from './testing/two-chains.js'
import {
  DEMO_ASSETS,
  DEMO_DEPLOYER,
  DEMO_ERC20S,
  DEMO_HOLDERS,
  DEMO_ITEM_AMOUNTS,
  demoNftUris,
  deployDemoAssets,
} from './demo-assets.js'
import { ERC721_ARTIFACT, ERC1155_ARTIFACT } from './demo-contracts.js'

/** Inside the 478x range kept for the chain-data tests. */
const PORTS = { a: 4780, b: 4781 }
const ORIGIN = 'http://127.0.0.1:4410'

const nodes = twoLocalChains(PORTS)

const clientOf = (node: AnvilNode) => createPublicClient({ transport: http(node.rpcUrl) })

describe('deployDemoAssets', () => {
  it('behavior: deploys every demo contract at the DEMO_ASSETS addresses, the same on both chains', async () => {
    for (const node of nodes) {
      expect(await deployDemoAssets(node.rpcUrl, node.chainId, { metadataOrigin: ORIGIN })).toEqual({ deployed: true })
      const client = clientOf(node)
      for (const [name, address] of Object.entries(DEMO_ASSETS)) {
        const code = await client.getCode({ address })
        expect(code?.length ?? 0, `${name} on ${node.chainId}`).toBeGreaterThan(2)
      }
    }
  }, 60_000)

  it('behavior: each holder has every token, the NFTs and the ERC-1155 amounts', async () => {
    const client = clientOf(nodes[0] as AnvilNode)
    for (const token of DEMO_ERC20S) {
      const read = (functionName: 'symbol' | 'decimals' | 'name') =>
        client.readContract({ abi: erc20Abi, address: token.address, functionName })
      expect([await read('name'), await read('symbol'), await read('decimals')]).toEqual([
        token.name,
        token.symbol,
        token.decimals,
      ])
      for (const holder of DEMO_HOLDERS) {
        const balance = await client.readContract({
          abi: erc20Abi,
          address: token.address,
          functionName: 'balanceOf',
          args: [holder],
        })
        expect(balance, `${token.symbol} of ${holder}`).toBe(token.perHolder)
      }
    }
    for (const [i, holder] of DEMO_HOLDERS.entries()) {
      for (const tokenId of [2 * i, 2 * i + 1]) {
        const owner = await client.readContract({
          abi: ERC721_ARTIFACT.abi,
          address: DEMO_ASSETS.art,
          functionName: 'ownerOf',
          args: [BigInt(tokenId)],
        })
        expect(owner).toBe(holder)
      }
      const spamOwner = await client.readContract({
        abi: ERC721_ARTIFACT.abi,
        address: DEMO_ASSETS.spam,
        functionName: 'ownerOf',
        args: [BigInt(i)],
      })
      expect(spamOwner).toBe(holder)
      for (const { id, amount } of DEMO_ITEM_AMOUNTS) {
        const held = await client.readContract({
          abi: ERC1155_ARTIFACT.abi,
          address: DEMO_ASSETS.items,
          functionName: 'balanceOf',
          args: [holder, id],
        })
        expect(held).toBe(amount)
      }
    }
  })

  it('behavior: the collections name their metadata under the given origin, as files demo/nft holds', async () => {
    const client = clientOf(nodes[0] as AnvilNode)
    const uris = demoNftUris(ORIGIN)
    const tokenUri = await client.readContract({
      abi: ERC721_ARTIFACT.abi,
      address: DEMO_ASSETS.art,
      functionName: 'tokenURI',
      args: [3n],
    })
    expect(tokenUri).toBe(`${ORIGIN}/nft/art/3.json`)
    expect(
      await client.readContract({
        abi: ERC1155_ARTIFACT.abi,
        address: DEMO_ASSETS.items,
        functionName: 'uri',
        args: [2n],
      }),
    ).toBe(uris.items)
    const { existsSync } = await import('node:fs')
    const demoNft = new URL('../../demo/nft/', import.meta.url)
    expect(existsSync(new URL('art/3.json', demoNft))).toBe(true)
    expect(existsSync(new URL('art/17.svg', demoNft))).toBe(true)
    expect(existsSync(new URL(`items/${(2).toString(16).padStart(64, '0')}.json`, demoNft))).toBe(true)
    expect(existsSync(new URL('claim/8.json', demoNft))).toBe(true)
  })

  it('behavior: a second call on a chain that has the assets does nothing', async () => {
    const node = nodes[1] as AnvilNode
    const client = clientOf(node)
    const nonce = await client.getTransactionCount({ address: DEMO_DEPLOYER.address as Address })
    const block = await client.getBlockNumber()
    expect(await deployDemoAssets(node.rpcUrl, node.chainId)).toEqual({ deployed: false })
    expect(await client.getTransactionCount({ address: DEMO_DEPLOYER.address as Address })).toBe(nonce)
    expect(await client.getBlockNumber()).toBe(block)
  })
})
