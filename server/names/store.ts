/** Registered account names in the `names` table (migration.ts): one per address, each label once. */
import type { Queryable } from '../db/database.js'
import { isUniqueViolation } from '../db/errors.js'

export interface RegisteredName {
  label: string
  /** Lower-case 0x address. */
  address: string
  coinType: number
  avatar: string | null
  registeredAt: Date
  updatedAt: Date
}

interface Row {
  label: string
  address: string
  coin_type: string
  avatar: string | null
  registered_at: Date | string
  updated_at: Date | string
}

const COLUMNS = 'label, address, coin_type, avatar, registered_at, updated_at'

const fromRow = (row: Row): RegisteredName => ({
  label: row.label,
  address: row.address,
  coinType: Number(row.coin_type),
  avatar: row.avatar,
  registeredAt: new Date(row.registered_at),
  updatedAt: new Date(row.updated_at),
})

export async function findByLabel(q: Queryable, label: string): Promise<RegisteredName | undefined> {
  const [row] = await q.query<Row>(`select ${COLUMNS} from names where label = $1`, [label])
  return row && fromRow(row)
}

export async function findByAddress(q: Queryable, address: string): Promise<RegisteredName | undefined> {
  const [row] = await q.query<Row>(`select ${COLUMNS} from names where address = $1 and label is not null`, [
    address.toLowerCase(),
  ])
  return row && fromRow(row)
}

/** Which of `labels` are registered. */
export async function registeredLabels(q: Queryable, labels: readonly string[]): Promise<Set<string>> {
  if (labels.length === 0) return new Set()
  const rows = await q.query<{ label: string }>('select label from names where label = any($1::text[])', [labels])
  return new Set(rows.map((row) => row.label))
}

export interface NewRegistration {
  label: string
  /** `<label>.<parent>`: what /v1/identity answers. */
  name: string
  address: string
  coinType: number
  message: string
  signature: string
}

export type RegisterOutcome = { ok: true } | { ok: false; reason: 'name-taken' | 'account-has-name' }

/**
 * Records a registration in one statement, so two racing ones cannot both win: the label's unique index
 * refuses a taken name, and an address keeps the name it registered (an identity row without a label
 * is taken over).
 */
export async function registerName(q: Queryable, entry: NewRegistration, now: Date): Promise<RegisterOutcome> {
  try {
    const rows = await q.query(
      `insert into names (address, name, avatar, updated_at, label, coin_type, registered_at, message, signature)
       values ($1, $2, null, $3, $4, $5, $3, $6, $7)
       on conflict (address) do update set name = excluded.name, updated_at = excluded.updated_at,
         label = excluded.label, coin_type = excluded.coin_type, registered_at = excluded.registered_at,
         message = excluded.message, signature = excluded.signature
       where names.label is null
       returning address`,
      [
        entry.address.toLowerCase(),
        entry.name,
        now,
        entry.label,
        String(entry.coinType),
        entry.message,
        entry.signature,
      ],
    )
    return rows.length > 0 ? { ok: true } : { ok: false, reason: 'account-has-name' }
  } catch (err) {
    if (isUniqueViolation(err)) return { ok: false, reason: 'name-taken' }
    throw err
  }
}
