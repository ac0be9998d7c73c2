/**
 * The `devices` table. A browser is known by the hash of its `ww_device` cookie; it gets one
 * row per user it signs in as (approved or waiting for approval), plus a row with no user from
 * the first time it was seen.
 */
import { randomUUID } from 'node:crypto'
import type { Queryable } from '../../db/database.js'

export interface DeviceRow {
  id: string
  token_hash: string
  user_id: string | null
  created_at: Date
  approved_at: Date | null
}

export async function isKnownBrowser(q: Queryable, tokenHash: string): Promise<boolean> {
  const rows = await q.query('select 1 from devices where token_hash = $1 limit 1', [tokenHash])
  return rows.length > 0
}

export async function recordBrowser(q: Queryable, parameters: { tokenHash: string; now: Date }): Promise<void> {
  await q.query('insert into devices (id, token_hash, user_id, created_at) values ($1, $2, null, $3)', [
    randomUUID(),
    parameters.tokenHash,
    parameters.now,
  ])
}

export async function findDevice(
  q: Queryable,
  parameters: { tokenHash: string; userId: string },
): Promise<DeviceRow | undefined> {
  const [row] = await q.query<DeviceRow>('select * from devices where token_hash = $1 and user_id = $2', [
    parameters.tokenHash,
    parameters.userId,
  ])
  return row
}

/** The browser's row for this user, created (not approved) when missing. */
export async function findOrCreateDevice(
  q: Queryable,
  parameters: { tokenHash: string; userId: string; now: Date },
): Promise<DeviceRow> {
  await q.query(
    `insert into devices (id, token_hash, user_id, created_at) values ($1, $2, $3, $4)
     on conflict (token_hash, user_id) do nothing`,
    [randomUUID(), parameters.tokenHash, parameters.userId, parameters.now],
  )
  const row = await findDevice(q, parameters)
  if (!row) throw new Error('device vanished between insert and select')
  return row
}

export async function approveDevice(q: Queryable, parameters: { deviceId: string; now: Date }): Promise<void> {
  await q.query('update devices set approved_at = coalesce(approved_at, $2) where id = $1', [
    parameters.deviceId,
    parameters.now,
  ])
}
