/**
 * Versioned schema migrations, applied in order at start and recorded in `schema_migrations`.
 * A migration is never edited once released: change the schema by appending a new one.
 *
 * Secrets are stored only as SHA-256 hashes (hex): one-time codes, device tokens, approval
 * tokens and session tokens. The per-user `key_secret` is stored as is, because the secure frame
 * needs it back to unwrap the wallet key (see auth/wallet.ts for what that means).
 */
import type { Database } from './database.js'
import { SIGN_IN_MIGRATION_VERSION, signInStatements } from '../sessions/schema.js'
import { REVOKE_SECRET_MIGRATION_VERSION, revokeSecretStatements } from '../sessions/schema.js'
import { SOCIAL_MIGRATION_VERSION, socialMigrationStatements } from '../social/migration.js'
import { ONRAMP_MIGRATION_STATEMENTS } from '../onramp/store.js'
import { ACCOUNT_NAMES_MIGRATION_VERSION, accountNamesStatements } from '../names/migration.js'
import { SESSION_LOGIN_MIGRATION_VERSION, sessionLoginStatements } from '../social/session-login-migration.js'

export interface Migration {
  version: number
  name: string
  /** One statement per entry: the drivers run one statement per call. */
  statements: string[]
}

export const migrations: Migration[] = [
  {
    version: 1,
    name: 'email login',
    statements: [
      `create table users (
        id uuid primary key,
        email text not null unique check (email = lower(email)),
        created_at timestamptz not null,
        wallet_address text,
        encrypted_key bytea,
        key_secret bytea not null
      )`,
      // One row per (browser, user) pair; the row with a null user just records a browser
      // that has not signed in yet.
      `create table devices (
        id uuid primary key,
        token_hash text not null,
        user_id uuid references users (id) on delete cascade,
        created_at timestamptz not null,
        approved_at timestamptz
      )`,
      `create unique index devices_token_user on devices (token_hash, user_id)`,
      `create index devices_token on devices (token_hash)`,
      `create table one_time_codes (
        id uuid primary key,
        email text not null,
        purpose text not null check (purpose in ('login', 'update-primary', 'update-secondary')),
        code_hash text not null,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        attempts int not null default 0,
        used_at timestamptz
      )`,
      `create index one_time_codes_latest on one_time_codes (email, purpose, created_at desc)`,
      `create table device_approvals (
        token_hash text primary key,
        device_id uuid not null references devices (id) on delete cascade,
        user_id uuid not null references users (id) on delete cascade,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        used_at timestamptz
      )`,
      `create table sessions (
        token_hash text primary key,
        user_id uuid not null references users (id) on delete cascade,
        device_id uuid references devices (id) on delete set null,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        revoked_at timestamptz
      )`,
      `create index sessions_user on sessions (user_id)`,
      `create table rate_limits (
        key text primary key,
        window_start timestamptz not null,
        count int not null
      )`,
      `create table pending_email_updates (
        user_id uuid primary key references users (id) on delete cascade,
        new_email text not null check (new_email = lower(new_email)),
        stage text not null check (stage in ('primary', 'secondary')),
        expires_at timestamptz not null
      )`,
    ],
  },
  {
    version: 2,
    name: 'projects, analytics errors, names',
    statements: [
      // A project's settings as the admin command wrote them: `features` holds only the
      // switches set for this project (the product defaults fill the rest when it is served), and
      // `allowed_origins` may carry wildcard labels (https://*.example.com).
      `create table projects (
        id text primary key check (id ~ '^[A-Za-z0-9_-]{1,64}$'),
        features jsonb not null default '{}',
        allowed_origins text[] not null default '{}',
        analytics_enabled boolean not null default false,
        created_at timestamptz not null,
        updated_at timestamptz not null
      )`,
      // Error events the widget reports (`POST /e`). No IP address or
      // user id is kept; rows are purged after a while (auth/store/purge.ts).
      `create table analytics_errors (
        event_id uuid primary key,
        project_id text not null references projects (id) on delete cascade,
        received_at timestamptz not null,
        occurred_at timestamptz not null,
        sdk_type text not null,
        sdk_version text not null,
        url text not null,
        domain text not null,
        event text not null,
        error_type text not null,
        error_message text not null,
        stack_trace text not null
      )`,
      `create index analytics_errors_project on analytics_errors (project_id, received_at desc)`,
      // Account names by address, for /v1/identity. Addresses are stored lower-case.
      `create table names (
        address text primary key check (address ~ '^0x[0-9a-f]{40}$'),
        name text not null,
        avatar text,
        updated_at timestamptz not null
      )`,
    ],
  },
  {
    version: 3,
    name: 'browser approval confirmation',
    statements: [
      // What the confirmation page shows about the sign-in it approves: the browser (its
      // User-Agent) and the address it came from, for an approximate place. Deleted with the row.
      `alter table device_approvals add column user_agent text`,
      `alter table device_approvals add column client_ip text`,
      // The page's form carries a second token. Its hash checks the POST; the token itself is
      // sealed (AES-GCM) under a key derived from the mailed link token, which is not stored,
      // so the page can be shown again without writing anything and a copy of the table opens
      // neither token.
      `alter table device_approvals add column confirm_token_hash text`,
      `alter table device_approvals add column confirm_token_sealed bytea`,
    ],
  },
  {
    version: 4,
    name: 'chain indexer',
    statements: [
      // One row per followed chain (CAIP-2): the next block to read, and the lease that lets one
      // server of many index it. Addresses in every indexer table are lower-case 0x hex.
      `create table indexer_chains (
        chain_id text primary key,
        next_block int not null default 0,
        lease_owner text,
        lease_expires_at timestamptz
      )`,
      // Hashes of the recent blocks read, to notice a reorganisation (a new block whose parent differs).
      `create table indexer_blocks (
        chain_id text not null,
        number int not null,
        hash text not null,
        primary key (chain_id, number)
      )`,
      // Every transaction of every block read. `to_address` is the created contract for a creation.
      `create table chain_transactions (
        chain_id text not null,
        hash text not null,
        block_number int not null,
        tx_index int not null,
        mined_at timestamptz not null,
        from_address text not null,
        to_address text,
        nonce int not null,
        failed boolean not null,
        primary key (chain_id, hash)
      )`,
      `create index chain_transactions_block on chain_transactions (chain_id, block_number)`,
      // What moved: native value (log_index -1), ERC-20, ERC-721 and ERC-1155 transfers (item is
      // the position in a TransferBatch). Amounts are whole base units in decimal.
      `create table chain_transfers (
        chain_id text not null,
        tx_hash text not null,
        log_index int not null,
        item int not null,
        block_number int not null,
        standard text not null check (standard in ('native', 'erc20', 'erc721', 'erc1155')),
        contract text,
        token_id text,
        from_address text not null,
        to_address text not null,
        amount text not null,
        primary key (chain_id, tx_hash, log_index, item)
      )`,
      `create index chain_transfers_from on chain_transfers (from_address, chain_id)`,
      `create index chain_transfers_to on chain_transfers (to_address, chain_id)`,
      `create index chain_transfers_block on chain_transfers (chain_id, block_number)`,
      // Which transactions touch which address: the history, newest first.
      `create table account_transactions (
        address text not null,
        chain_id text not null,
        tx_hash text not null,
        mined_at timestamptz not null,
        block_number int not null,
        tx_index int not null,
        primary key (address, chain_id, tx_hash)
      )`,
      `create index account_transactions_order on account_transactions
        (address, mined_at desc, chain_id desc, block_number desc, tx_index desc)`,
      `create index account_transactions_block on account_transactions (chain_id, block_number)`,
      // Name, symbol and decimals of token contracts (ERC-20, and the name/symbol of NFT collections), read once.
      `create table token_contracts (
        chain_id text not null,
        address text not null,
        name text,
        symbol text,
        decimals int,
        primary key (chain_id, address)
      )`,
      // NFT metadata from tokenURI/uri: pending until fetched; `image_url` is the original, never served to clients.
      `create table nft_tokens (
        chain_id text not null,
        contract text not null,
        token_id text not null,
        state text not null default 'pending' check (state in ('pending', 'done', 'failed')),
        attempts int not null default 0,
        name text,
        image_url text,
        primary key (chain_id, contract, token_id)
      )`,
      // The images themselves, fetched once and served by this server.
      `create table nft_images (
        chain_id text not null,
        contract text not null,
        token_id text not null,
        content_type text not null,
        body bytea not null,
        fetched_at timestamptz not null,
        primary key (chain_id, contract, token_id)
      )`,
    ],
  },
  { version: ACCOUNT_NAMES_MIGRATION_VERSION, name: 'account names', statements: accountNamesStatements },
  { version: SIGN_IN_MIGRATION_VERSION, name: 'sign-in sessions', statements: signInStatements },
  { version: 7, name: 'onramp orders', statements: ONRAMP_MIGRATION_STATEMENTS },
  { version: SOCIAL_MIGRATION_VERSION, name: 'social login', statements: socialMigrationStatements },
  { version: REVOKE_SECRET_MIGRATION_VERSION, name: 'sign-in revoke secrets', statements: revokeSecretStatements },
  { version: SESSION_LOGIN_MIGRATION_VERSION, name: 'how sessions were opened', statements: sessionLoginStatements },
]

/** An arbitrary constant: the advisory lock that serialises servers migrating the same database. */
const MIGRATION_LOCK = 7_302_114

/**
 * Applies the migrations not yet recorded. Each runs in its own transaction with its record, so
 * a failure leaves the database at the last good version. Answers the versions it applied.
 */
export async function migrate(db: Database, list: readonly Migration[] = migrations): Promise<number[]> {
  // Under the lock as well: two servers creating the table at the same moment collide in the catalog.
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
    await tx.query(`create table if not exists schema_migrations (
      version int primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`)
  })
  const applied: number[] = []
  for (const migration of [...list].sort((a, b) => a.version - b.version)) {
    const ran = await db.transaction(async (tx) => {
      // Two servers starting against one PostgreSQL must not both run a migration.
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
      const done = await tx.query('select 1 from schema_migrations where version = $1', [migration.version])
      if (done.length > 0) return false
      for (const statement of migration.statements) await tx.query(statement)
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ])
      return true
    })
    if (ran) applied.push(migration.version)
  }
  return applied
}
