/**
 * The sandbox's orders and the treasury's nonces in the database (migration 7).
 *
 * An order moves open → pending → completed | failed, and only forward: `claimOrder` takes open →
 * pending in one conditional update, so of two submissions (two tabs, two server instances) exactly
 * one gets the order. Amounts are whole minor units (fiat) and base units (tokens) as decimal text.
 */
import type { OnrampOrderStatus, PaymentMethod } from '../../shared/contracts/onramp.js'
import type { Queryable } from '../db/database.js'

export const ONRAMP_MIGRATION_STATEMENTS: string[] = [
  // `id` is the order's unguessable id, in the checkout URL. `purchase_units` and the fees are set
  // when the order is paid; `raw_tx` is the signed transfer, kept so a retry sends the very same one.
  `create table onramp_orders (
    id text primary key,
    project_id text not null,
    created_at timestamptz not null,
    updated_at timestamptz not null,
    status text not null check (status in ('open', 'pending', 'completed', 'failed')),
    chain_id text not null,
    destination text not null,
    asset_symbol text not null,
    payment_currency text not null,
    payment_method text not null,
    preset_fiat text,
    total_minor text,
    provider_fee_minor text,
    network_fee_minor text,
    purchase_units text,
    treasury text,
    nonce int,
    raw_tx text,
    tx_hash text,
    failure_reason text
  )`,
  `create index onramp_orders_destination on onramp_orders (destination, created_at desc)`,
  // The next nonce of each treasury on each chain; its row lock serialises the signing of transfers.
  `create table onramp_treasury_nonces (
    chain_id text not null,
    address text not null,
    next_nonce int not null,
    primary key (chain_id, address)
  )`,
]

/** The statuses an order is stored with; `expired` is only ever answered (order-expiry.ts). */
export type StoredOrderStatus = Exclude<OnrampOrderStatus, 'expired'>

export interface OrderRow {
  id: string
  project_id: string
  created_at: Date
  updated_at: Date
  status: StoredOrderStatus
  chain_id: string
  destination: string
  asset_symbol: string
  payment_currency: string
  payment_method: PaymentMethod
  preset_fiat: string | null
  total_minor: string | null
  provider_fee_minor: string | null
  network_fee_minor: string | null
  purchase_units: string | null
  treasury: string | null
  nonce: number | null
  raw_tx: string | null
  tx_hash: string | null
  failure_reason: string | null
}

export interface NewOrder {
  id: string
  projectId: string
  chainId: string
  destination: string
  assetSymbol: string
  paymentCurrency: string
  paymentMethod: PaymentMethod
  presetFiat?: string
  now: Date
}

export async function insertOrder(db: Queryable, o: NewOrder): Promise<void> {
  await db.query(
    `insert into onramp_orders (id, project_id, created_at, updated_at, status, chain_id, destination, asset_symbol,
       payment_currency, payment_method, preset_fiat)
     values ($1, $2, $3, $3, 'open', $4, $5, $6, $7, $8, $9)`,
    [
      o.id,
      o.projectId,
      o.now,
      o.chainId,
      o.destination,
      o.assetSymbol,
      o.paymentCurrency,
      o.paymentMethod,
      o.presetFiat ?? null,
    ],
  )
}

export async function findOrder(db: Queryable, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.query<OrderRow>('select * from onramp_orders where id = $1', [id])
  return row
}

/** An order known to exist (one being paid): throws when it is gone. */
export async function reloadOrder(db: Queryable, id: string): Promise<OrderRow> {
  const row = await findOrder(db, id)
  if (!row) throw new Error(`onramp order ${id} vanished`)
  return row
}

export interface ClaimOrderParameters {
  id: string
  paymentMethod: PaymentMethod
  totalMinor: bigint
  providerFeeMinor: bigint
  networkFeeMinor: bigint
  purchaseUnits: bigint
  treasury: string
  now: Date
  /** Orders made at or before this moment have expired (order-expiry.ts) and are not taken. */
  deadline: Date
}

/** open → pending with the payment's terms, atomically; undefined when the order was not open, or expired. */
export async function claimOrder(db: Queryable, p: ClaimOrderParameters): Promise<OrderRow | undefined> {
  const [row] = await db.query<OrderRow>(
    `update onramp_orders set status = 'pending', updated_at = $2, payment_method = $3, total_minor = $4,
       provider_fee_minor = $5, network_fee_minor = $6, purchase_units = $7, treasury = $8
     where id = $1 and status = 'open' and created_at > $9 returning *`,
    [
      p.id,
      p.now,
      p.paymentMethod,
      p.totalMinor.toString(),
      p.providerFeeMinor.toString(),
      p.networkFeeMinor.toString(),
      p.purchaseUnits.toString(),
      p.treasury,
      p.deadline,
    ],
  )
  return row
}

/** Records the signed transfer of a pending order (no nonce on Solana: the blockhash bounds its lifetime). */
export async function recordTransfer(
  db: Queryable,
  p: { id: string; nonce: number | null; rawTx: string; txHash: string; now: Date },
): Promise<void> {
  await db.query('update onramp_orders set nonce = $2, raw_tx = $3, tx_hash = $4, updated_at = $5 where id = $1', [
    p.id,
    p.nonce,
    p.rawTx,
    p.txHash,
    p.now,
  ])
}

/** pending → completed or failed; a no-op on an order already settled. Answers whether it moved. */
export async function settleOrder(
  db: Queryable,
  p: { id: string; status: 'completed' | 'failed'; failureReason?: string; now: Date },
): Promise<boolean> {
  const rows = await db.query(
    `update onramp_orders set status = $2, failure_reason = $3, updated_at = $4
     where id = $1 and status = 'pending' returning id`,
    [p.id, p.status, p.failureReason ?? null, p.now],
  )
  return rows.length > 0
}

/** Locks the treasury's nonce row (made at 0 when missing) and answers the next nonce it records. */
export async function lockTreasuryNonce(tx: Queryable, chainId: string, address: string): Promise<number> {
  await tx.query(
    `insert into onramp_treasury_nonces (chain_id, address, next_nonce) values ($1, $2, 0)
     on conflict (chain_id, address) do nothing`,
    [chainId, address],
  )
  const [row] = await tx.query<{ next_nonce: number }>(
    'select next_nonce from onramp_treasury_nonces where chain_id = $1 and address = $2 for update',
    [chainId, address],
  )
  return row?.next_nonce ?? 0
}

export async function setTreasuryNonce(tx: Queryable, chainId: string, address: string, next: number): Promise<void> {
  await tx.query('update onramp_treasury_nonces set next_nonce = $3 where chain_id = $1 and address = $2', [
    chainId,
    address,
    next,
  ])
}
