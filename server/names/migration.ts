/**
 * Migration 5: account names live in the `names` table that /v1/identity reads (one name per address),
 * with what their registration proved. A row without a label is an identity set otherwise (no
 * registered name); a registration may take such a row over.
 */
export const ACCOUNT_NAMES_MIGRATION_VERSION = 5

export const accountNamesStatements: string[] = [
  // The registered label, lower case; `name` then holds `<label>.<parent>`.
  `alter table names add column label text check (label ~ '^[a-z0-9-]{4,63}$')`,
  // The coin type the registration was signed for (60, or 0x80000000 | chainId), in decimal.
  `alter table names add column coin_type text check (coin_type ~ '^[0-9]{1,10}$')`,
  `alter table names add column registered_at timestamptz`,
  // The signed message and its signature, kept as the proof of the registration.
  `alter table names add column message text`,
  `alter table names add column signature text`,
  // A label is registered once: the database refuses the second of two racing registrations.
  `create unique index names_label on names (label)`,
]
