/**
 * The tables of social login (migration 8). A social account is keyed by provider + subject and
 * points at the user whose wallet it opens: a user of its own (with no email) until the
 * provider's verified email proves itself with a one-time code, then the email wallet's user.
 */
export const SOCIAL_MIGRATION_VERSION = 8

export const socialMigrationStatements: string[] = [
  // A user made by a social login has no email of its own.
  `alter table users alter column email drop not null`,
  `create table social_accounts (
    provider text not null,
    subject text not null,
    user_id uuid not null references users (id) on delete cascade,
    email text check (email = lower(email)),
    email_verified boolean not null default false,
    user_name text,
    created_at timestamptz not null,
    last_login_at timestamptz not null,
    linked_at timestamptz,
    primary key (provider, subject)
  )`,
  `create index social_accounts_user on social_accounts (user_id)`,
  // One row per login attempt, keyed by its OAuth `state`. `browser_hash` is the hash of the
  // __Host-ww_social cookie that started it; `result_hash` the hash of the token the popup hands
  // back. The PKCE verifier and nonce are only useful together with the code the provider sends
  // to this browser, and rows are deleted once a day past their expiry.
  `create table social_flows (
    state text primary key,
    provider text not null,
    browser_hash text not null,
    code_verifier text not null,
    nonce text,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    called_back_at timestamptz,
    result_hash text,
    identity jsonb,
    error_code text,
    connected_at timestamptz
  )`,
  `create index social_flows_expiry on social_flows (expires_at)`,
]
