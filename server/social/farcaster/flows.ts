/**
 * A Farcaster sign-in's row in `social_flows` (provider `farcaster`), keyed by the flow's own id:
 * `code_verifier` holds the relay channel's token (what reads the channel's status), `nonce` the
 * Sign In With Farcaster nonce the server made, which the signed message must carry.
 */
import type { Queryable } from '../../db/database.js'
import type { FlowRow } from '../store/flows.js'

export const FARCASTER_PROVIDER = 'farcaster'

export interface FarcasterFlow {
  id: string
  browserHash: string
  channelToken: string
  nonce: string
  expiresAt: Date
  connectedAt: Date | null
}

const fromRow = (row: FlowRow): FarcasterFlow => ({
  id: row.state,
  browserHash: row.browser_hash,
  channelToken: row.code_verifier,
  nonce: row.nonce ?? '',
  expiresAt: row.expires_at,
  connectedAt: row.connected_at,
})

export async function createFarcasterFlow(
  q: Queryable,
  p: { id: string; browserHash: string; channelToken: string; nonce: string; now: Date; expiresAt: Date },
): Promise<void> {
  await q.query(
    `insert into social_flows (state, provider, browser_hash, code_verifier, nonce, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [p.id, FARCASTER_PROVIDER, p.browserHash, p.channelToken, p.nonce, p.now, p.expiresAt],
  )
}

/** The flow `id`; with `lock`, locked for the rest of the transaction so a second connect waits and then sees it used. */
export async function findFarcasterFlow(
  q: Queryable,
  id: string,
  options: { lock?: boolean } = {},
): Promise<FarcasterFlow | undefined> {
  const [row] = await q.query<FlowRow>(
    `select * from social_flows where state = $1 and provider = $2${options.lock ? ' for update' : ''}`,
    [id, FARCASTER_PROVIDER],
  )
  return row ? fromRow(row) : undefined
}

/** Records who signed in and when; the flow cannot sign a browser in again. */
export async function markFarcasterConnected(
  q: Queryable,
  p: { id: string; identity: { subject: string; userName: string | null }; now: Date },
): Promise<void> {
  await q.query('update social_flows set connected_at = $2, identity = $3 where state = $1', [
    p.id,
    p.now,
    JSON.stringify({ subject: p.identity.subject, email: null, emailVerified: false, userName: p.identity.userName }),
  ])
}
