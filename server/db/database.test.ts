import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDrivers, type TestDatabase } from '../testing/databases.js'
import type { Database } from './database.js'
import { isUniqueViolation } from './errors.js'
import { migrate, migrations, type Migration } from './migrations.js'
import { openDatabase } from './open.js'

const TABLES = [
  'account_transactions',
  'analytics_errors',
  'chain_transactions',
  'chain_transfers',
  'device_approvals',
  'devices',
  'indexer_blocks',
  'indexer_chains',
  'names',
  'nft_images',
  'nft_tokens',
  'one_time_codes',
  'onramp_orders',
  'onramp_treasury_nonces',
  'pending_email_updates',
  'projects',
  'rate_limits',
  'schema_migrations',
  'sessions',
  'sign_in_nonces',
  'sign_in_sessions',
  'social_accounts',
  'social_flows',
  'token_contracts',
  'users',
]

describe.each(testDrivers)('database ($name)', (driver) => {
  let database: TestDatabase
  let db: Database
  const open = () =>
    openDatabase(database.databaseUrl ? { databaseUrl: database.databaseUrl } : { dataDir: database.dataDir })

  beforeAll(async () => {
    database = await driver.create()
    db = await open()
  }, 30_000)
  afterAll(async () => {
    await db?.close()
    await database?.destroy()
  })

  it('behavior: opening applies the migrations and records their versions', async () => {
    expect(db.driver).toBe(driver.name)
    const tables = await db.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    )
    expect(tables.map((t) => t.table_name)).toEqual(TABLES)
    const versions = await db.query<{ version: number; name: string }>(
      'select version, name from schema_migrations order by version',
    )
    expect(versions).toEqual(migrations.map(({ version, name }) => ({ version, name })))
  })

  it('behavior: migrating again applies nothing; a new migration is applied once', async () => {
    expect(await migrate(db)).toEqual([])
    const extra: Migration = { version: 999, name: 'test only', statements: ['create table test_only (x int)'] }
    expect(await migrate(db, [...migrations, extra])).toEqual([999])
    expect(await migrate(db, [...migrations, extra])).toEqual([])
    await db.query('drop table test_only')
    await db.query('delete from schema_migrations where version = 999')
  })

  it('error: a failing migration leaves no trace of itself', async () => {
    const broken: Migration = {
      version: 998,
      name: 'broken',
      statements: ['create table half_done (x int)', 'select * from no_such_table'],
    }
    await expect(migrate(db, [...migrations, broken])).rejects.toThrow(/no_such_table/)
    expect(await db.query(`select 1 from information_schema.tables where table_name = 'half_done'`)).toEqual([])
    expect(await db.query('select 1 from schema_migrations where version = 998')).toEqual([])
  })

  it('behavior: a transaction commits when its function resolves and rolls back when it throws', async () => {
    const row = (email: string) => [crypto.randomUUID(), email, new Date(), Buffer.alloc(32, 1)]
    const insert = 'insert into users (id, email, created_at, key_secret) values ($1, $2, $3, $4)'
    await db.transaction(async (tx) => {
      await tx.query(insert, row('kept@example.com'))
    })
    await expect(
      db.transaction(async (tx) => {
        await tx.query(insert, row('dropped@example.com'))
        throw new Error('changed my mind')
      }),
    ).rejects.toThrow('changed my mind')
    const emails = await db.query<{ email: string }>(
      `select email from users where email in ('kept@example.com', 'dropped@example.com')`,
    )
    expect(emails.map((e) => e.email)).toEqual(['kept@example.com'])
  })

  it('behavior: both drivers return bytea as bytes, timestamptz as Date and int as number', async () => {
    const at = new Date('2025-06-01T12:34:56.789Z')
    const [row] = await db.query<{ b: Uint8Array; t: Date; n: number }>(
      'select $1::bytea as b, $2::timestamptz as t, $3::int as n',
      [Buffer.from([0, 1, 254, 255]), at, 42],
    )
    expect([...row!.b]).toEqual([0, 1, 254, 255])
    expect(row!.t).toBeInstanceOf(Date)
    expect(row!.t.toISOString()).toBe(at.toISOString())
    expect(row!.n).toBe(42)
  })

  it('error: a duplicate email is a unique violation, recognised on both drivers', async () => {
    const insert = 'insert into users (id, email, created_at, key_secret) values ($1, $2, $3, $4)'
    await db.query(insert, [crypto.randomUUID(), 'twice@example.com', new Date(), Buffer.alloc(32)])
    const err = await db
      .query(insert, [crypto.randomUUID(), 'twice@example.com', new Date(), Buffer.alloc(32)])
      .catch((e: unknown) => e)
    expect(isUniqueViolation(err)).toBe(true)
    // Emails are stored lower-case; the schema itself refuses anything else.
    await expect(
      db.query(insert, [crypto.randomUUID(), 'Upper@example.com', new Date(), Buffer.alloc(32)]),
    ).rejects.toThrow()
  })

  it('behavior: data survives closing and reopening', async () => {
    await db.query('insert into rate_limits (key, window_start, count) values ($1, $2, 3)', ['survivor', new Date()])
    await db.close()
    db = await open()
    expect(await db.query('select count from rate_limits where key = $1', ['survivor'])).toEqual([{ count: 3 }])
  })
})

describe('database (postgres, unreachable)', () => {
  it('error: a bad URL fails at open with the address, without the password', async () => {
    await expect(openDatabase({ databaseUrl: 'postgresql://someone:hunter2@127.0.0.1:1/nothing' })).rejects.toThrow(
      /^cannot connect to PostgreSQL at postgresql:\/\/someone:\*\*\*@127\.0\.0\.1:1\/nothing: /,
    )
  })
})
