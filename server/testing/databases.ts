/**
 * The databases the server's tests run against: every suite that touches SQL runs once per
 * driver, so the two cannot drift apart.
 *
 * - pglite: a fresh data directory in the OS temp dir, holding a copy of an initialized, empty cluster
 *   (pglite-template.ts): the server migrates it from nothing, without the seconds of `initdb` each time.
 * - postgres: a fresh database created on the server named by TEST_DATABASE_URL, which
 *   `npm test` sets by running scripts/ensure-postgres.sh. Without it the suite fails (not
 *   skips), saying how to get one: a silently skipped driver is an untested driver.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { copyInitializedCluster } from './pglite-template.js'

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

async function emptyDataDir(): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ww-pglite-'))
  return { dataDir, destroy: () => rm(dataDir, { recursive: true, force: true }) }
}

async function freshPgliteDatabase(): Promise<TestDatabase> {
  const database = await emptyDataDir()
  await copyInitializedCluster(database.dataDir)
  return database
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
  const { dataDir, destroy: removeDir } = await emptyDataDir()
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
  { name: 'pglite', create: freshPgliteDatabase },
  { name: 'postgres', create: freshPostgresDatabase },
]
