import { encodeFunctionData, erc20Abi, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createManualClock } from '../clock.js'
import type { Database } from '../db/database.js'
import { openDatabase } from '../db/open.js'
import { testDrivers, type TestDatabase } from '../testing/databases.js'
import { startIndexer, type Indexer } from './indexer.js'
import { DEMO_ASSETS, holder, startTestChain, waitIndexed, type TestChain } from './testing/chain.js'

/** Inside the 477x range kept for the indexer's suites: one chain per database driver. */
const ANVIL_PORTS = { pglite: 4770, postgres: 4771 }
const alice = holder(2)
const bob = holder(3)
const SETTINGS = { pollIntervalMs: 20, batchBlocks: 7, leaseMs: 60_000 }

interface TransferRow {
  standard: string
  contract: string | null
  token_id: string | null
  from_address: string
  to_address: string
  amount: string
}

describe.each(testDrivers)('indexer ($name)', (driver) => {
  let chain: TestChain
  let database: TestDatabase
  let db: Database
  const open = () =>
    openDatabase(database.databaseUrl ? { databaseUrl: database.databaseUrl } : { dataDir: database.dataDir })
  const start = (owner?: string): Indexer =>
    startIndexer({
      db,
      chains: [{ caipNetworkId: chain.chainId, rpcUrl: chain.node.rpcUrl }],
      settings: SETTINGS,
      clock: createManualClock(new Date('2026-01-01T00:00:00Z')),
      log: (m) => console.log('LOG', m),
      ...(owner ? { owner } : {}),
    })
  const transfersOf = (hash: string) =>
    db.query<TransferRow>(
      `select standard, contract, token_id, from_address, to_address, amount from chain_transfers
       where chain_id = $1 and tx_hash = $2 order by log_index, item`,
      [chain.chainId, hash],
    )
  const counts = async () => {
    const [row] = await db.query<{ transfers: number; txs: number; accounts: number }>(
      `select (select count(*)::int from chain_transfers) as transfers, (select count(*)::int from chain_transactions) as txs,
              (select count(*)::int from account_transactions) as accounts`,
    )
    return row
  }

  beforeAll(async () => {
    chain = await startTestChain(ANVIL_PORTS[driver.name])
    database = await driver.create()
    db = await open()
  }, 180_000)
  afterAll(async () => {
    await db?.close()
    await database?.destroy()
    await chain?.stop()
  })

  it('behavior: records native, ERC-20, ERC-721 and ERC-1155 single and batch transfers with exact amounts', async () => {
    const indexer = start()
    try {
      const native = await chain.sendNative(alice, bob, parseEther('1.5'))
      const erc20 = await chain.sendErc20(alice, DEMO_ASSETS.USDC, bob, 1_234_567n)
      const erc721 = await chain.sendErc721(alice, DEMO_ASSETS.art, bob, 4n)
      const single = await chain.sendErc1155(alice, bob, 2n, 3n)
      const batch = await chain.sendErc1155Batch(alice, bob, [1n, 3n], [1n, 7n])
      await waitIndexed(db, chain.chainId, await chain.head())
      const usdc = DEMO_ASSETS.USDC.toLowerCase()
      const art = DEMO_ASSETS.art.toLowerCase()
      const items = DEMO_ASSETS.items.toLowerCase()
      const moved = { from_address: alice, to_address: bob }
      expect(await transfersOf(native.transactionHash)).toEqual([
        { standard: 'native', contract: null, token_id: null, ...moved, amount: '1500000000000000000' },
      ])
      expect(await transfersOf(erc20.transactionHash)).toEqual([
        { standard: 'erc20', contract: usdc, token_id: null, ...moved, amount: '1234567' },
      ])
      expect(await transfersOf(erc721.transactionHash)).toEqual([
        { standard: 'erc721', contract: art, token_id: '4', ...moved, amount: '1' },
      ])
      expect(await transfersOf(single.transactionHash)).toEqual([
        { standard: 'erc1155', contract: items, token_id: '2', ...moved, amount: '3' },
      ])
      expect(await transfersOf(batch.transactionHash)).toEqual([
        { standard: 'erc1155', contract: items, token_id: '1', ...moved, amount: '1' },
        { standard: 'erc1155', contract: items, token_id: '3', ...moved, amount: '7' },
      ])
      const [token] = await db.query(
        'select name, symbol, decimals from token_contracts where chain_id = $1 and address = $2',
        [chain.chainId, usdc],
      )
      expect(token).toEqual({ name: 'USD Coin', symbol: 'USDC', decimals: 6 })
    } finally {
      await indexer.stop()
    }
  }, 60_000)

  it('behavior: a failed transaction is recorded as failed and moves nothing', async () => {
    const indexer = start()
    try {
      const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [bob, 10n ** 30n] })
      const hash = await chain.rpc<string>('eth_sendTransaction', [
        { from: alice, to: DEMO_ASSETS.USDC, data, gas: '0x30000', value: '0x5' },
      ])
      await chain.receipt(hash)
      await waitIndexed(db, chain.chainId, await chain.head())
      const [tx] = await db.query<{ failed: boolean; from_address: string }>(
        'select failed, from_address from chain_transactions where chain_id = $1 and hash = $2',
        [chain.chainId, hash],
      )
      expect(tx).toEqual({ failed: true, from_address: alice })
      expect(await transfersOf(hash)).toEqual([])
    } finally {
      await indexer.stop()
    }
  }, 30_000)

  it('behavior: a restart resumes where it stopped, without duplicates or gaps', async () => {
    const first = start()
    await waitIndexed(db, chain.chainId, await chain.head())
    await first.stop()
    const before = await counts()
    const sent = await chain.sendErc20(bob, DEMO_ASSETS.DAI, alice, 5n)
    const second = start()
    try {
      await waitIndexed(db, chain.chainId, await chain.head())
      const after = await counts()
      // One transaction, one transfer, two addresses (bob and alice; the token contract is the one called).
      expect(after).toEqual({
        transfers: (before?.transfers ?? 0) + 1,
        txs: (before?.txs ?? 0) + 1,
        accounts: (before?.accounts ?? 0) + 3,
      })
      expect(await transfersOf(sent.transactionHash)).toHaveLength(1)
      // Every transaction of every block is there once: the same count per block as the node's.
      const head = await chain.head()
      const recorded = await db.query<{ block_number: number; n: number }>(
        'select block_number, count(*)::int as n from chain_transactions where chain_id = $1 group by 1',
        [chain.chainId],
      )
      const byBlock = new Map(recorded.map((row) => [row.block_number, row.n]))
      for (let n = 0; n <= head; n++) {
        const count = Number(await chain.rpc<string>('eth_getBlockTransactionCountByNumber', [`0x${n.toString(16)}`]))
        expect([n, byBlock.get(n) ?? 0]).toEqual([n, count])
      }
    } finally {
      await second.stop()
    }
  }, 30_000)
})
