/** The embedded driver: PostgreSQL compiled to WebAssembly, persisted to a directory. */
import { mkdir } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import type { Database, Queryable } from './database.js'

export interface OpenPgliteParameters {
  /** Where the database lives; created when missing. Omit for a throwaway in-memory database. */
  dataDir?: string
}

export async function openPglite({ dataDir }: OpenPgliteParameters = {}): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true })
  const pg = new PGlite(dataDir)
  await pg.waitReady
  let closing: Promise<void> | undefined

  const query: Queryable['query'] = async <T>(sql: string, params: readonly unknown[] = []) =>
    (await pg.query<T>(sql, [...params])).rows

  return {
    driver: 'pglite',
    query,
    transaction: (fn) => pg.transaction((tx) => fn({ query: async <T>(sql: string, params: readonly unknown[] = []) => (await tx.query<T>(sql, [...params])).rows })),
    close: () => (closing ??= pg.closed ? Promise.resolve() : pg.close()),
  }
}
