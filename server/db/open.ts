/** Opens the database the configuration names and brings its schema up to date. */
import type { Database } from './database.js'
import { migrate } from './migrations.js'
import { openPglite } from './pglite.js'
import { openPostgres } from './postgres.js'

export interface OpenDatabaseParameters {
  /** A PostgreSQL URL; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl?: string
  dataDir?: string
}

export async function openDatabase({ databaseUrl, dataDir }: OpenDatabaseParameters): Promise<Database> {
  const db = databaseUrl ? await openPostgres({ url: databaseUrl }) : await openPglite(dataDir ? { dataDir } : {})
  try {
    await migrate(db)
  } catch (err) {
    await db.close().catch(() => undefined)
    throw err
  }
  return db
}
