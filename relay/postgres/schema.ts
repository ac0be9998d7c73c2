/**
 * The relay's tables in a PostgreSQL database it may share with the server: every name starts
 * with `relay_`, and the relay keeps its own migrations table, so neither side touches the
 * other's. Instances starting together migrate one at a time (an advisory lock of their own).
 */
import type pg from 'pg'

/** An arbitrary constant, not the server's: serialises relay instances migrating the same database. */
const MIGRATION_LOCK = 7_355_608_042

/** Applied in order, each once; a deployed step is never edited, only followed by a new one. */
const MIGRATIONS: readonly { version: number; sql: string }[] = [
  {
    version: 1,
    sql: `
      create table relay_messages (
        seq bigserial primary key,
        topic text not null,
        id text not null,
        message text not null,
        published_at bigint not null,
        expires_at bigint not null,
        tag integer not null,
        attestation text,
        publisher text not null,
        unique (topic, id)
      );
      create index relay_messages_expires_at on relay_messages (expires_at);
      create table relay_deliveries (
        topic text not null,
        message_id text not null,
        client_id text not null,
        primary key (topic, message_id, client_id),
        foreign key (topic, message_id) references relay_messages (topic, id) on delete cascade
      );`,
  },
]

/** Brings the relay's tables up to date; answers the versions it applied. */
export async function migrateRelaySchema(pool: pg.Pool): Promise<number[]> {
  const client = await pool.connect()
  try {
    await client.query('begin')
    await client.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
    await client.query(
      'create table if not exists relay_migrations (version integer primary key, applied_at timestamptz not null default now())',
    )
    const done = new Set(
      (await client.query<{ version: number }>('select version from relay_migrations')).rows.map((r) => r.version),
    )
    const applied: number[] = []
    for (const { version, sql } of MIGRATIONS) {
      if (done.has(version)) continue
      await client.query(sql)
      await client.query('insert into relay_migrations (version) values ($1)', [version])
      applied.push(version)
    }
    await client.query('commit')
    return applied
  } catch (err) {
    await client.query('rollback').catch(() => undefined)
    throw err
  } finally {
    client.release()
  }
}
