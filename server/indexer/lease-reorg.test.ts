import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createManualClock } from '../clock.js'
import type { Database } from '../db/database.js'
import { openDatabase } from '../db/open.js'
import { testDrivers, type TestDatabase } from '../testing/databases.js'
import { createChainFollower } from './chain-follower.js'
import { startIndexer } from './indexer.js'
import { createRpcClient } from './rpc-client.js'
import { DEMO_ASSETS, holder, startTestChain, waitIndexed, type TestChain } from './testing/chain.js'

/** Inside the 477x range kept for the indexer's suites: one chain per database driver. */
const ANVIL_PORTS = { pglite: 4772, postgres: 4773 }
const carol = holder(4)
const dave = holder(5)
const LEASE_MS = 5_000

describe.each(testDrivers)('indexer leases and reorganisations ($name)', (driver) => {
  let chain: TestChain
  let database: TestDatabase
  let db: Database
  /**
   * Each test follows the one node under its own chain name, so it starts from an empty chain row
   * in the suite's one database (opening a database per test is slow).
   */
  const chainsOf = (chainId: string) => [{ caipNetworkId: chainId, rpcUrl: chain.node.rpcUrl }]
  const txCounts = async (chainId: string) => {
    const rows = await db.query<{ block_number: number; n: number }>(
      'select block_number, count(*)::int as n from chain_transactions where chain_id = $1 group by 1',
      [chainId],
    )
    return new Map(rows.map((row) => [row.block_number, row.n]))
  }
  /** Every block up to the head carries, in the database, exactly the node's transactions. */
  const expectSameAsNode = async (chainId: string) => {
    const head = await chain.head()
    const recorded = await txCounts(chainId)
    for (let n = 0; n <= head; n++) {
      const count = Number(await chain.rpc<string>('eth_getBlockTransactionCountByNumber', [`0x${n.toString(16)}`]))
      expect([n, recorded.get(n) ?? 0]).toEqual([n, count])
    }
  }

  beforeAll(async () => {
    chain = await startTestChain(ANVIL_PORTS[driver.name])
    database = await driver.create()
    db = await openDatabase(
      database.databaseUrl ? { databaseUrl: database.databaseUrl } : { dataDir: database.dataDir },
    )
  }, 180_000)
  afterAll(async () => {
    await db?.close()
    await database?.destroy()
    await chain?.stop()
  })

  it('behavior: two indexers on one database record each block once, and the other takes over when one stops', async () => {
    const chainId = 'eip155:900001'
    const recorded: { owner: string; from: number; to: number }[] = []
    const clock = createManualClock(new Date('2026-01-01T00:00:00Z'))
    const settings = { pollIntervalMs: 10, batchBlocks: 5, leaseMs: LEASE_MS }
    const start = (owner: string) =>
      startIndexer({
        db,
        chains: chainsOf(chainId),
        settings,
        clock,
        owner,
        log: () => {},
        onRecorded: (_chain, from, to) => recorded.push({ owner, from, to }),
      })
    const one = start('one')
    const two = start('two')
    try {
      await waitIndexed(db, chainId, await chain.head())
      const leader = recorded[0]?.owner
      expect(recorded.every((batch) => batch.owner === leader)).toBe(true)
      // Consecutive batches from block 0: no block read twice, none skipped.
      recorded.forEach((batch, i) => expect(batch.from).toBe(i === 0 ? 0 : (recorded[i - 1]?.to ?? 0) + 1))
      await (leader === 'one' ? one : two).stop()
      const sent = await chain.sendNative(carol, dave, 1n)
      await waitIndexed(db, chainId, Number(sent.blockNumber))
      expect(recorded.at(-1)?.owner).toBe(leader === 'one' ? 'two' : 'one')
      await expectSameAsNode(chainId)
    } finally {
      await one.stop()
      await two.stop()
    }
  }, 60_000)

  it('behavior: a holder that stops renewing loses the chain once its lease expires, and its late write is refused', async () => {
    const chainId = 'eip155:900002'
    const clock = createManualClock(new Date('2026-01-01T00:00:00Z'))
    const follower = (owner: string) =>
      createChainFollower({
        db,
        rpc: createRpcClient(chain.node.rpcUrl),
        chainId,
        owner,
        clock,
        leaseMs: LEASE_MS,
        batchBlocks: 3,
      })
    const one = follower('one')
    const two = follower('two')
    expect(await one.step()).toBe('progress')
    expect(await two.step()).toBe('not-leader')
    clock.advance(LEASE_MS + 1)
    expect(await two.step()).toBe('progress')
    // 'one' still believes it holds the chain: its next write must not land.
    expect(await one.step()).toBe('not-leader')
    const [row] = await db.query<{ next_block: number; lease_owner: string }>(
      'select next_block, lease_owner from indexer_chains where chain_id = $1',
      [chainId],
    )
    expect(row).toEqual({ next_block: 6, lease_owner: 'two' })
  }, 30_000)

  it('behavior: a reorganisation drops the blocks that left the chain and records the new ones', async () => {
    const chainId = 'eip155:900003'
    const indexer = startIndexer({
      db,
      chains: chainsOf(chainId),
      settings: { pollIntervalMs: 10, batchBlocks: 4, leaseMs: LEASE_MS },
      clock: createManualClock(new Date('2026-01-01T00:00:00Z')),
      log: () => {},
    })
    try {
      const snapshot = await chain.rpc<string>('evm_snapshot')
      const gone = [
        await chain.sendNative(carol, dave, parseEther('1')),
        await chain.sendErc20(carol, DEMO_ASSETS.WETH, dave, 7n),
      ]
      await waitIndexed(db, chainId, await chain.head())
      const hashes = gone.map((receipt) => receipt.transactionHash)
      const byHash = 'select hash from chain_transactions where chain_id = $1 and hash = any($2::text[])'
      const before = await db.query(byHash, [chainId, hashes])
      expect(before).toHaveLength(2)
      await chain.rpc('evm_revert', [snapshot])
      const kept = await chain.sendNative(carol, dave, parseEther('2'))
      await chain.rpc('anvil_mine', ['0x3'])
      await waitIndexed(db, chainId, await chain.head())
      const after = await db.query<{ hash: string }>(byHash, [chainId, [...hashes, kept.transactionHash]])
      expect(after.map((row) => row.hash)).toEqual([kept.transactionHash])
      const transfers = await db.query(
        'select amount from chain_transfers where chain_id = $1 and tx_hash = any($2::text[])',
        [chainId, hashes],
      )
      expect(transfers).toEqual([])
      await expectSameAsNode(chainId)
    } finally {
      await indexer.stop()
    }
  }, 60_000)
})
