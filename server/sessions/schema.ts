/**
 * The tables of sign-in with the wallet (migration 6 in db/migrations.ts).
 *
 * - `sign_in_nonces`: one row per nonce issued, bound to the project and the site's origin;
 *   `used_at` is set by the one verification that consumes it (a conditional update, so two
 *   servers racing for one nonce cannot both win), and the row is kept until it expires so a
 *   replay is told apart from a nonce never issued.
 * - `sign_in_sessions`: one row per verified sign-in, keyed by the SHA-256 (hex) of the session
 *   id: the id reads the session and renews its token, so only its hash is stored. `nonce` is
 *   unique, a second guarantee that one nonce makes at most one session.
 */
export const SIGN_IN_MIGRATION_VERSION = 6

export const signInStatements: string[] = [
  `create table sign_in_nonces (
    nonce text primary key,
    project_id text not null,
    origin text not null,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    used_at timestamptz
  )`,
  `create index sign_in_nonces_expiry on sign_in_nonces (expires_at)`,
  `create table sign_in_sessions (
    id_hash text primary key,
    project_id text not null,
    origin text not null,
    account text not null,
    nonce text not null unique,
    message text not null,
    signature text not null,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    revoked_at timestamptz
  )`,
  `create index sign_in_sessions_account on sign_in_sessions (account)`,
]

/**
 * The hash of each session's revoke secret (migration 9): the secret is answered once at
 * sign-in and revokes the session without the wallet. Sessions from before have none.
 */
export const REVOKE_SECRET_MIGRATION_VERSION = 9

export const revokeSecretStatements: string[] = ['alter table sign_in_sessions add column revoke_secret_hash text']
