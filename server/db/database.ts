/**
 * The one database interface the server talks to. Two drivers implement it with the same SQL:
 * embedded PGlite (zero set-up, a directory on disk) and a `pg` pool for a real PostgreSQL.
 *
 * Conventions that keep both drivers answering alike: parameters are `$1…`, one statement per
 * call, no bigint columns (PGlite and pg disagree on how to return int8; counts are cast to
 * int), timestamps are `timestamptz` and come back as `Date`, and times are passed in from the
 * server's clock instead of calling `now()` in SQL, so tests can move time.
 */

export interface Queryable {
  /** Runs one statement and answers its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>
}

export interface Database extends Queryable {
  readonly driver: 'pglite' | 'postgres'
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
}
