/** The `names` table: an account name and avatar per address, for /v1/identity. */
import type { Queryable } from '../db/database.js'

export interface Identity {
  name: string | null
  avatar: string | null
}

export async function findIdentity(q: Queryable, address: string): Promise<Identity> {
  const [row] = await q.query<{ name: string; avatar: string | null }>(
    'select name, avatar from names where address = $1',
    [address.toLowerCase()],
  )
  return { name: row?.name ?? null, avatar: row?.avatar ?? null }
}

export async function saveIdentity(
  q: Queryable,
  address: string,
  identity: { name: string; avatar?: string | null },
  now: Date,
): Promise<void> {
  await q.query(
    `insert into names (address, name, avatar, updated_at) values ($1, $2, $3, $4)
     on conflict (address) do update set name = excluded.name, avatar = excluded.avatar, updated_at = excluded.updated_at`,
    [address.toLowerCase(), identity.name, identity.avatar ?? null, now],
  )
}
