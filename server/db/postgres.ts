/** The PostgreSQL driver: a `pg` connection pool for a real server given by URL. */
import pg from 'pg'
import type { Database, Queryable } from './database.js'

export interface OpenPostgresParameters {
  url: string
  /** Connections kept open at most. */
  max?: number
}

export async function openPostgres({ url, max = 10 }: OpenPostgresParameters): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max })
  // An idle client that loses its connection emits 'error' on the pool; without a listener that
  // would crash the process. The next query gets a fresh connection, so logging is enough.
  pool.on('error', (err) => console.error('[server] idle PostgreSQL connection failed:', err.message))
  // Fail at start, not at the first request, when the URL is wrong or the server is down.
  try {
    await pool.query('select 1')
  } catch (err) {
    await pool.end().catch(() => undefined)
    const reason = err instanceof Error ? err.message : String(err)
    throw new Error(`cannot connect to PostgreSQL at ${redactUrl(url)}: ${reason}`, { cause: err })
  }
  let closing: Promise<void> | undefined

  const run = async <T>(client: pg.Pool | pg.PoolClient, sql: string, params: readonly unknown[] = []): Promise<T[]> =>
    (await client.query(sql, [...params])).rows as T[]

  return {
    driver: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    async transaction(fn) {
      const client = await pool.connect()
      try {
        await client.query('begin')
        const tx: Queryable = { query: (sql, params) => run(client, sql, params) }
        const result = await fn(tx)
        await client.query('commit')
        return result
      } catch (err) {
        await client.query('rollback').catch(() => undefined)
        throw err
      } finally {
        client.release()
      }
    },
    close: () => (closing ??= pool.end()),
  }
}

/** The URL without its password, for messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return '(unparseable URL)'
  }
}
