/** The `social_flows` table: one login attempt from start to connect, keyed by its `state`. */
import type { Queryable } from '../../db/database.js'
import type { SocialIdentity } from '../identity.js'

export interface FlowRow {
  state: string
  provider: string
  browser_hash: string
  code_verifier: string
  nonce: string | null
  created_at: Date
  expires_at: Date
  called_back_at: Date | null
  result_hash: string | null
  identity: SocialIdentity | null
  error_code: string | null
  connected_at: Date | null
}

export async function createFlow(
  q: Queryable,
  p: {
    state: string
    provider: string
    browserHash: string
    codeVerifier: string
    nonce: string | null
    now: Date
    expiresAt: Date
  },
): Promise<void> {
  await q.query(
    `insert into social_flows (state, provider, browser_hash, code_verifier, nonce, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [p.state, p.provider, p.browserHash, p.codeVerifier, p.nonce, p.now, p.expiresAt],
  )
}

/** The flow, locked for the rest of the transaction so a replay waits for the first use and then sees it. */
export async function lockFlow(q: Queryable, state: string): Promise<FlowRow | undefined> {
  const [row] = await q.query<FlowRow>('select * from social_flows where state = $1 for update', [state])
  return row
}

/** Marks the flow called back and answers it, or answers undefined when it is unknown or was called back before. */
export async function claimCallback(q: Queryable, p: { state: string; now: Date }): Promise<FlowRow | undefined> {
  const [row] = await q.query<FlowRow>(
    'update social_flows set called_back_at = $2 where state = $1 and called_back_at is null returning *',
    [p.state, p.now],
  )
  return row
}

export async function flowExists(q: Queryable, state: string): Promise<boolean> {
  const rows = await q.query('select 1 from social_flows where state = $1', [state])
  return rows.length > 0
}

/** Records what the callback learnt: the identity and the hash of the result token, or an error code. */
export async function recordCallback(
  q: Queryable,
  p: { state: string; resultHash: string | null; identity: SocialIdentity | null; errorCode: string | null },
): Promise<void> {
  await q.query(`update social_flows set result_hash = $2, identity = $3, error_code = $4 where state = $1`, [
    p.state,
    p.resultHash,
    p.identity === null ? null : JSON.stringify(p.identity),
    p.errorCode,
  ])
}

export async function markConnected(q: Queryable, p: { state: string; now: Date }): Promise<void> {
  await q.query('update social_flows set connected_at = $2 where state = $1', [p.state, p.now])
}

/** Flows a day past their expiry are of no use, not even to explain a late replay. */
export async function deleteOldFlows(q: Queryable, now: Date): Promise<void> {
  await q.query('delete from social_flows where expires_at < $1', [new Date(now.getTime() - 24 * 60 * 60_000)])
}
