/**
 * The lease that lets one server of many follow a chain: a row per chain with its owner and
 * expiry, taken or renewed with one conditional update (free, expired, or already ours). The
 * holder renews it with every batch; the others wait and take over once it expires.
 */
import type { Queryable } from '../db/database.js'

export interface LeaseParameters {
  chainId: string
  /** This server's id for the lease (unique per running indexer). */
  owner: string
  now: Date
  leaseMs: number
}

/** Takes or renews the lease; answers whether this owner holds it now. */
export async function takeLease(db: Queryable, { chainId, owner, now, leaseMs }: LeaseParameters): Promise<boolean> {
  await db.query('insert into indexer_chains (chain_id) values ($1) on conflict do nothing', [chainId])
  const rows = await db.query(
    `update indexer_chains set lease_owner = $2, lease_expires_at = $3
     where chain_id = $1 and (lease_owner = $2 or lease_owner is null or lease_expires_at <= $4)
     returning chain_id`,
    [chainId, owner, new Date(now.getTime() + leaseMs), now],
  )
  return rows.length === 1
}

/** Gives the lease up (on a clean stop) so another server need not wait for it to expire. */
export async function releaseLease(db: Queryable, chainId: string, owner: string): Promise<void> {
  await db.query(
    'update indexer_chains set lease_owner = null, lease_expires_at = null where chain_id = $1 and lease_owner = $2',
    [chainId, owner],
  )
}
