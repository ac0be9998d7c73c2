/**
 * The databases the server's tests run against: every suite that touches SQL runs once per
 * driver, so the two cannot drift apart.
 *
 * - pglite: a fresh data directory in the OS temp dir.
 * - postgres: a fresh database created on the server named by TEST_DATABASE_URL, which
 *   `npm test` sets by running scripts/ensure-postgres.sh. Without it the suite fails (not
 *   skips), saying how to get one: a silently skipped driver is an untested driver.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import pg from 'pg'

export interface TestDatabase {
  /** What to hand to `loadConfig`/`openDatabase`: either a URL or a PGlite directory. */
  databaseUrl?: string
  dataDir: string
  /** Drops the database or deletes the directory. Call after the server using it has stopped. */
  destroy(): Promise<void>
}

export interface TestDriver {
  name: 'pglite' | 'postgres'
  create(): Promise<TestDatabase>
}

export const MISSING_DATABASE_URL =
  'TEST_DATABASE_URL is not set. Run `export TEST_DATABASE_URL=$(bash scripts/ensure-postgres.sh | tail -n 1)` ' +
  '(it starts a throwaway PostgreSQL on 127.0.0.1:54329), or run the whole suite with `npm test`.'

async function freshDataDir(): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ww-pglite-'))
  return { dataDir, destroy: () => rm(dataDir, { recursive: true, force: true }) }
}

async function freshPostgresDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) throw new Error(MISSING_DATABASE_URL)
  // One database per suite: suites run in parallel and each starts from an empty schema.
  const name = `ww_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await admin.query(`create database ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  // A data directory is still handed out so a test can prove the PGlite one is left alone.
  const { dataDir, destroy: removeDir } = await freshDataDir()
  return {
    databaseUrl: url.toString(),
    dataDir,
    async destroy() {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      try {
        await client.query(`drop database if exists ${name} with (force)`)
      } finally {
        await client.end()
      }
      await removeDir()
    },
  }
}

export const testDrivers: TestDriver[] = [
  { name: 'pglite', create: freshDataDir },
  { name: 'postgres', create: freshPostgresDatabase },
]
