/**
 * AppKit's own client (`@reown/appkit-controllers`: BlockchainApiController and TransactionsController)
 * reading this server's history: its paging, its spam filter and its chain filter see our answers as
 * they see the Blockchain API's, so this passes only if the shapes are right.
 */
import { BlockchainApiController, TransactionsController } from '@reown/appkit-controllers'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDrivers } from '../../testing/databases.js'
import { seedProject, startTestServer, type TestServer } from '../../testing/harness.js'
import { holder, startTestChain, waitIndexed, type TestChain } from '../testing/chain.js'
import { DEMO_ASSETS } from '../testing/chain.js'
import { pointAppKitAt } from '../../testing/appkit-client.js'

/** Inside the 477x range kept for the indexer's suites. */
const ANVIL_PORT = 4776
const PROJECT = 'indexer-appkit'
const [pglite] = testDrivers

let chain: TestChain
let t: TestServer
let cleanUp: () => Promise<void>

beforeAll(async () => {
  chain = await startTestChain(ANVIL_PORT)
  if (!pglite) throw new Error('no PGlite driver')
  const database = await pglite.create()
  t = await startTestServer({
    database,
    config: {
      chains: [{ caipNetworkId: chain.chainId, rpcUrl: chain.node.rpcUrl }],
      indexer: { pollIntervalMs: 20, spamCollections: [`${chain.chainId}:${DEMO_ASSETS.spam}`] },
    },
  })
  cleanUp = async () => {
    await t.stop()
    await database.destroy()
  }
  await seedProject(t, PROJECT)
  pointAppKitAt({ apiUrl: t.url, projectId: PROJECT, rpcUrl: chain.node.rpcUrl })
}, 180_000)
afterAll(async () => {
  await cleanUp?.()
  await chain?.stop()
})

describe("AppKit's client against this server's history", () => {
  it('behavior: TransactionsController pages through the history and hides the spam airdrop', async () => {
    const target = '0x00000000000000000000000000000000000a9917' as Address
    // The target gets the demo spam NFT and 55 payments: two pages.
    await chain.sendErc721(holder(8), DEMO_ASSETS.spam, target, 8n)
    for (let i = 0; i < 55; i++) await chain.sendNative(holder(8), target, BigInt(i + 1))
    await waitIndexed(t.server.db, chain.chainId, await chain.head())

    TransactionsController.resetTransactions()
    await TransactionsController.fetchTransactions(target)
    expect(TransactionsController.state.transactions).toHaveLength(50)
    expect(TransactionsController.state.next).toEqual(expect.any(String))
    await TransactionsController.fetchTransactions(target)
    const seen = TransactionsController.state.transactions
    // 56 transactions; the spam one is hidden by the client.
    expect(seen).toHaveLength(55)
    expect(new Set(seen.map((tx) => tx.id)).size).toBe(55)
    expect(TransactionsController.state.next).toBeUndefined()
    expect(TransactionsController.state.empty).toBe(false)
    expect(seen.every((tx) => tx.metadata.operationType === 'receive')).toBe(true)
    expect(seen[0]?.transfers?.[0]?.quantity.numeric).toBe('0.000000000000000055')
  }, 120_000)

  it('behavior: fetchTransactions reads one page with its cursor', async () => {
    const answer = await BlockchainApiController.fetchTransactions({
      account: holder(8),
      cursor: undefined,
      chainId: chain.chainId,
    })
    expect(answer.data.length).toBeGreaterThan(0)
    expect(answer.data.every((tx) => tx.metadata.chain === chain.chainId)).toBe(true)
  })
})
