/** The `users` table: one row per email address, with its wallet once the frame has made one. */
import { randomUUID } from 'node:crypto'
import type { Queryable } from '../../db/database.js'
import { isUniqueViolation } from '../../db/errors.js'

export interface UserRow {
  id: string
  /** Null for an account that signed in only through a social provider. */
  email: string | null
  created_at: Date
  wallet_address: string | null
  encrypted_key: Uint8Array | null
  key_secret: Uint8Array
}

export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await q.query<UserRow>('select * from users where email = $1', [email])
  return row
}

export async function findUserById(q: Queryable, id: string): Promise<UserRow | undefined> {
  const [row] = await q.query<UserRow>('select * from users where id = $1', [id])
  return row
}

/** Creates the user, or answers the existing one when another request created it first. */
export async function findOrCreateUser(
  q: Queryable,
  parameters: { email: string; keySecret: Uint8Array; now: Date },
): Promise<UserRow> {
  const [created] = await q.query<UserRow>(
    `insert into users (id, email, created_at, key_secret) values ($1, $2, $3, $4)
     on conflict (email) do nothing returning *`,
    [randomUUID(), parameters.email, parameters.now, parameters.keySecret],
  )
  if (created) return created
  const existing = await findUserByEmail(q, parameters.email)
  if (!existing) throw new Error('user vanished between insert and select')
  return existing
}

/** Stores the wallet when the user has none; answers false when one is already there. */
export async function storeWallet(
  q: Queryable,
  parameters: { userId: string; address: string; encryptedKey: Uint8Array },
): Promise<boolean> {
  const rows = await q.query(
    `update users set wallet_address = $2, encrypted_key = $3
     where id = $1 and wallet_address is null returning id`,
    [parameters.userId, parameters.address, parameters.encryptedKey],
  )
  return rows.length === 1
}

/** Answers false when the address belongs to another user by now. */
export async function changeEmail(q: Queryable, parameters: { userId: string; email: string }): Promise<boolean> {
  try {
    await q.query('update users set email = $2 where id = $1', [parameters.userId, parameters.email])
    return true
  } catch (err) {
    if (isUniqueViolation(err)) return false
    throw err
  }
}
