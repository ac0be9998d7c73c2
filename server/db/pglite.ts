/** The embedded driver: PostgreSQL compiled to WebAssembly, persisted to a directory. */
import { mkdir } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import type { Database, Queryable } from './database.js'
import { lockDataDir, type DirLock } from './dir-lock.js'

export interface OpenPgliteParameters {
  /** Where the database lives; created when missing. Omit for a throwaway in-memory database. */
  dataDir?: string
}

export async function openPglite({ dataDir }: OpenPgliteParameters = {}): Promise<Database> {
  let lock: DirLock | undefined
  if (dataDir) {
    await mkdir(dataDir, { recursive: true })
    lock = await lockDataDir(dataDir)
  }
  let pg: PGlite
  try {
    pg = new PGlite(dataDir)
    await pg.waitReady
  } catch (err) {
    await lock?.release()
    throw err
  }
  let closing: Promise<void> | undefined

  const query: Queryable['query'] = async <T>(sql: string, params: readonly unknown[] = []) =>
    (await pg.query<T>(sql, [...params])).rows

  return {
    driver: 'pglite',
    query,
    transaction: (fn) =>
      pg.transaction((tx) =>
        fn({
          query: async <T>(sql: string, params: readonly unknown[] = []) => (await tx.query<T>(sql, [...params])).rows,
        }),
      ),
    close: () =>
      (closing ??= (async () => {
        try {
          if (!pg.closed) await pg.close()
        } finally {
          await lock?.release()
        }
      })()),
  }
}
