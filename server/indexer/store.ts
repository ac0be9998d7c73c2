/**
 * The indexer's writes: a batch of decoded blocks in one database transaction (so a crash never
 * leaves half a block), the rollback of a reorganised tail, and where each chain stands.
 * Every write first checks, under the chain row's lock, that this server still holds the chain's
 * lease and that the chain stands where the caller read it: two servers can never record a block twice.
 */
import type { Database, Queryable } from '../db/database.js'
import type { BlockRows } from './decode-block.js'

/** How many recent block hashes are kept to notice a reorganisation (deeper ones are not followed). */
export const KEPT_BLOCK_HASHES = 256

export interface ChainPosition {
  nextBlock: number
  /** Hash of block nextBlock - 1, when it is still kept. */
  lastHash: string | undefined
}

export interface WriteGuard {
  chainId: string
  owner: string
  now: Date
  leaseMs: number
  /** The block the write starts at: the chain must still stand there. */
  expectedNextBlock: number
}

/** Locks the chain row and answers whether `guard` may write; renews the lease when it may. */
async function holdChain(tx: Queryable, guard: WriteGuard): Promise<boolean> {
  const [row] = await tx.query<{ next_block: number; lease_owner: string | null; lease_expires_at: Date | null }>(
    'select next_block, lease_owner, lease_expires_at from indexer_chains where chain_id = $1 for update',
    [guard.chainId],
  )
  if (!row || row.lease_owner !== guard.owner || !row.lease_expires_at) return false
  if (row.lease_expires_at.getTime() <= guard.now.getTime()) return false
  return row.next_block === guard.expectedNextBlock
}

export async function readPosition(db: Queryable, chainId: string): Promise<ChainPosition> {
  const [row] = await db.query<{ next_block: number }>('select next_block from indexer_chains where chain_id = $1', [
    chainId,
  ])
  const nextBlock = row?.next_block ?? 0
  const [block] = await db.query<{ hash: string }>(
    'select hash from indexer_blocks where chain_id = $1 and number = $2',
    [chainId, nextBlock - 1],
  )
  return { nextBlock, lastHash: block?.hash }
}

/** The kept hash of each block in `[from, to]`. */
export async function keptHashes(
  db: Queryable,
  chainId: string,
  from: number,
  to: number,
): Promise<Map<number, string>> {
  const rows = await db.query<{ number: number; hash: string }>(
    'select number, hash from indexer_blocks where chain_id = $1 and number between $2 and $3',
    [chainId, from, to],
  )
  return new Map(rows.map((row) => [row.number, row.hash]))
}

/** Records `blocks` (consecutive, starting at guard.expectedNextBlock); false when the guard no longer holds. */
export async function writeBlocks(db: Database, guard: WriteGuard, blocks: readonly BlockRows[]): Promise<boolean> {
  const last = blocks.at(-1)
  if (!last) return true
  return db.transaction(async (tx) => {
    if (!(await holdChain(tx, guard))) return false
    const chain = guard.chainId
    const txs = blocks.flatMap((block) => block.transactions)
    const transfers = blocks.flatMap((block) => block.transfers)
    const accounts = blocks.flatMap((block) => block.accounts)
    if (txs.length > 0) {
      await tx.query(
        `insert into chain_transactions (chain_id, hash, block_number, tx_index, mined_at, from_address, to_address, nonce, failed)
         select $1, * from unnest($2::text[], $3::int[], $4::int[], $5::timestamptz[], $6::text[], $7::text[], $8::int[], $9::boolean[])
         on conflict do nothing`,
        [
          chain,
          txs.map((t) => t.hash),
          txs.map((t) => t.blockNumber),
          txs.map((t) => t.txIndex),
          txs.map((t) => t.minedAt.toISOString()),
          txs.map((t) => t.from),
          txs.map((t) => t.to),
          txs.map((t) => t.nonce),
          txs.map((t) => t.failed),
        ],
      )
    }
    if (transfers.length > 0) {
      await tx.query(
        `insert into chain_transfers (chain_id, tx_hash, log_index, item, block_number, standard, contract, token_id, from_address, to_address, amount)
         select $1, * from unnest($2::text[], $3::int[], $4::int[], $5::int[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[])
         on conflict do nothing`,
        [
          chain,
          transfers.map((t) => t.txHash),
          transfers.map((t) => t.logIndex),
          transfers.map((t) => t.item),
          transfers.map((t) => t.blockNumber),
          transfers.map((t) => t.standard),
          transfers.map((t) => t.contract),
          transfers.map((t) => t.tokenId),
          transfers.map((t) => t.from),
          transfers.map((t) => t.to),
          transfers.map((t) => t.amount),
        ],
      )
      const nfts = transfers.filter((t) => t.standard === 'erc721' || t.standard === 'erc1155')
      if (nfts.length > 0) {
        await tx.query(
          `insert into nft_tokens (chain_id, contract, token_id)
           select distinct $1, contract, token_id from unnest($2::text[], $3::text[]) as t (contract, token_id)
           on conflict do nothing`,
          [chain, nfts.map((t) => t.contract), nfts.map((t) => t.tokenId)],
        )
      }
    }
    if (accounts.length > 0) {
      await tx.query(
        `insert into account_transactions (address, chain_id, tx_hash, mined_at, block_number, tx_index)
         select address, $1, tx_hash, mined_at, block_number, tx_index
         from unnest($2::text[], $3::text[], $4::timestamptz[], $5::int[], $6::int[]) as t (address, tx_hash, mined_at, block_number, tx_index)
         on conflict do nothing`,
        [
          chain,
          accounts.map((a) => a.address),
          accounts.map((a) => a.txHash),
          accounts.map((a) => a.minedAt.toISOString()),
          accounts.map((a) => a.blockNumber),
          accounts.map((a) => a.txIndex),
        ],
      )
    }
    await tx.query(
      `insert into indexer_blocks (chain_id, number, hash)
       select $1, * from unnest($2::int[], $3::text[]) on conflict (chain_id, number) do update set hash = excluded.hash`,
      [chain, blocks.map((b) => b.number), blocks.map((b) => b.hash)],
    )
    await tx.query('delete from indexer_blocks where chain_id = $1 and number < $2', [
      chain,
      last.number - KEPT_BLOCK_HASHES,
    ])
    await tx.query('update indexer_chains set next_block = $2, lease_expires_at = $3 where chain_id = $1', [
      chain,
      last.number + 1,
      new Date(guard.now.getTime() + guard.leaseMs),
    ])
    return true
  })
}

/** Forgets everything recorded from block `fork` on (a reorganised tail); false when the guard no longer holds. */
export async function rollBack(db: Database, guard: WriteGuard, fork: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await holdChain(tx, guard))) return false
    for (const table of ['chain_transfers', 'account_transactions', 'chain_transactions']) {
      await tx.query(`delete from ${table} where chain_id = $1 and block_number >= $2`, [guard.chainId, fork])
    }
    await tx.query('delete from indexer_blocks where chain_id = $1 and number >= $2', [guard.chainId, fork])
    await tx.query('update indexer_chains set next_block = $2 where chain_id = $1', [guard.chainId, fork])
    return true
  })
}

/**
 * Refreshes the planner's statistics of the indexer's tables. The embedded database has no
 * autovacuum, and a plan made for the empty tables of a fresh start turns a history page into a
 * scan of every transaction once they fill.
 */
export async function analyseTables(db: Queryable): Promise<void> {
  await db.query('analyze chain_transactions, chain_transfers, account_transactions, nft_tokens, token_contracts')
}
