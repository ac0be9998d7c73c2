/**
 * Follows one chain: while it holds the chain's lease, reads batches of blocks (with full
 * transactions and receipts, batched JSON-RPC) from where the database stands to the node's head,
 * records them, and notices a reorganisation when a block's parent is not the hash kept for the
 * block before it; then it forgets the blocks from the fork point on and reads them again.
 */
import type { Clock } from '../clock.js'
import type { Database } from '../db/database.js'
import { decodeBlock, type BlockRows, type RawBlock, type RawReceipt } from './decode-block.js'
import { takeLease } from './lease.js'
import type { RpcClient } from './rpc-client.js'
import {
  analyseTables,
  keptHashes,
  KEPT_BLOCK_HASHES,
  readPosition,
  rollBack,
  writeBlocks,
  type WriteGuard,
} from './store.js'
import { recordTokenMetadata } from './token-metadata.js'

export interface ChainFollowerParameters {
  db: Database
  rpc: RpcClient
  chainId: string
  owner: string
  clock: Clock
  leaseMs: number
  batchBlocks: number
  onRecorded?: ((chainId: string, from: number, to: number) => void) | undefined
}

/** What one step did: recorded blocks and more wait, reached the head, or another server holds the chain. */
export type StepOutcome = 'progress' | 'caught-up' | 'not-leader'

const hex = (n: number): string => `0x${n.toString(16)}`
/** Rows recorded after which the tables' statistics are refreshed (once at the head). */
const ANALYSE_AFTER_ROWS = 5_000

export function createChainFollower(parameters: ChainFollowerParameters) {
  const { db, rpc, chainId, owner, clock, leaseMs, batchBlocks, onRecorded } = parameters
  let rowsSinceAnalysis = 0
  let analysedOnce = false
  const guardAt = (expectedNextBlock: number): WriteGuard => ({
    chainId,
    owner,
    now: clock(),
    leaseMs,
    expectedNextBlock,
  })

  const blockHashes = async (numbers: readonly number[]): Promise<(string | undefined)[]> => {
    const blocks = await rpc.batch<{ hash: string } | null>(
      numbers.map((n) => ({ method: 'eth_getBlockByNumber', params: [hex(n), false] })),
    )
    return blocks.map((block) => block?.hash.toLowerCase())
  }

  /** The first block number whose kept hash the node no longer has (walking back over the kept hashes). */
  const findFork = async (nextBlock: number): Promise<number> => {
    const lowest = Math.max(0, nextBlock - KEPT_BLOCK_HASHES)
    for (let top = nextBlock - 1; top >= lowest; top -= 32) {
      const bottom = Math.max(lowest, top - 31)
      const kept = await keptHashes(db, chainId, bottom, top)
      const numbers = Array.from({ length: top - bottom + 1 }, (_, i) => top - i)
      const onNode = await blockHashes(numbers)
      for (const [i, n] of numbers.entries()) {
        const hash = kept.get(n)
        if (hash !== undefined && hash === onNode[i]) return n + 1
      }
    }
    // Deeper than the kept hashes: read again from the oldest one kept.
    return lowest
  }

  const reorganise = async (nextBlock: number): Promise<StepOutcome> => {
    const fork = await findFork(nextBlock)
    return (await rollBack(db, guardAt(nextBlock), fork)) ? 'progress' : 'not-leader'
  }

  const readBlocks = async (from: number, to: number): Promise<{ blocks: RawBlock[]; receipts: RawReceipt[][] }> => {
    const numbers = Array.from({ length: to - from + 1 }, (_, i) => from + i)
    const answers = await rpc.batch<unknown>(
      numbers.flatMap((n) => [
        { method: 'eth_getBlockByNumber', params: [hex(n), true] },
        { method: 'eth_getBlockReceipts', params: [hex(n)] },
      ]),
    )
    const blocks = numbers.map((_, i) => answers[i * 2] as RawBlock | null)
    const receipts = numbers.map((_, i) => answers[i * 2 + 1] as RawReceipt[] | null)
    if (blocks.some((b) => !b) || receipts.some((r) => !r))
      throw new Error(`${chainId}: blocks ${from}–${to} not all served`)
    return { blocks: blocks as RawBlock[], receipts: receipts as RawReceipt[][] }
  }

  /** One step: take or renew the lease, then record the next batch (or handle a reorganisation). */
  const step = async (): Promise<StepOutcome> => {
    if (!(await takeLease(db, { chainId, owner, now: clock(), leaseMs }))) return 'not-leader'
    const { nextBlock, lastHash } = await readPosition(db, chainId)
    const head = Number(await rpc.call<string>('eth_blockNumber', []))
    if (nextBlock > head) {
      // The node may have gone back to a shorter chain.
      if (lastHash === undefined || nextBlock === 0) return 'caught-up'
      const [onNode] = await blockHashes([nextBlock - 1])
      return onNode === lastHash ? 'caught-up' : reorganise(nextBlock)
    }
    const to = Math.min(head, nextBlock + batchBlocks - 1)
    const { blocks, receipts } = await readBlocks(nextBlock, to)
    const rows: BlockRows[] = blocks.map((block, i) => decodeBlock(block, receipts[i] ?? []))
    if (lastHash !== undefined && rows[0]?.parentHash !== lastHash) return reorganise(nextBlock)
    // The node changed its chain while answering: read the batch again.
    for (let i = 1; i < rows.length; i++) if (rows[i]?.parentHash !== rows[i - 1]?.hash) return 'progress'
    const contracts = rows.flatMap((r) => r.transfers.flatMap((t) => (t.contract ? [t.contract] : [])))
    await recordTokenMetadata(db, rpc, chainId, contracts)
    if (!(await writeBlocks(db, guardAt(nextBlock), rows))) return 'not-leader'
    onRecorded?.(chainId, nextBlock, to)
    rowsSinceAnalysis += rows.reduce((sum, r) => sum + r.transactions.length + r.transfers.length, 0)
    const caughtUp = to >= head
    if (caughtUp && (rowsSinceAnalysis >= ANALYSE_AFTER_ROWS || (!analysedOnce && rowsSinceAnalysis > 0))) {
      await analyseTables(db)
      rowsSinceAnalysis = 0
      analysedOnce = true
    }
    return caughtUp ? 'caught-up' : 'progress'
  }

  return { chainId, step }
}

export type ChainFollower = ReturnType<typeof createChainFollower>
