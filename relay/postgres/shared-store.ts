/**
 * The relay's database mode: several relay instances behind one address share their messages
 * through PostgreSQL. Every instance keeps the live messages in its own memory (message-store.ts,
 * which checks the bounds and answers subscribers at once), writes each publish and each
 * acknowledged delivery through to the database before it counts as done, and tells the others
 * with `NOTIFY relay_events`. The payload names the topic and message id only (a notification
 * holds at most 8000 bytes); the others read the message from its table and push it to their own
 * subscribers at once. An instance that starts, or that lost its listening connection, reads every
 * live message again, so one that dies takes nothing with it: its clients reconnect anywhere and
 * are sent what they have not acknowledged.
 *
 * Subscriptions stay with the socket that made them (a socket lives on one instance, and its
 * subscriptions end with it); a client that reconnects subscribes again, as the clients do.
 */
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { type MessageStore, type StoredMessage, storedSize } from '../message-store.js'
import type { SharedStore } from '../state.js'
import { type Notice, NoticeListener, RELAY_CHANNEL } from './listener.js'
import { migrateRelaySchema } from './schema.js'

export interface OpenSharedStoreParameters {
  /** `postgres://…` or `postgresql://…`. */
  url: string
  store: MessageStore
  now: () => number
  log: (line: string) => void
  /** Another instance stored this message and this one did not hold it yet: push it to the subscribers here. */
  onMessage(message: StoredMessage): void
}

interface MessageRow {
  topic: string
  id: string
  message: string
  published_at: string
  expires_at: string
  tag: number
  attestation: string | null
  publisher: string
}

/** A publish waiting on a database that does not answer fails after this, rather than hang the client. */
export const CONNECT_TIMEOUT_MS = 5_000

const COLUMNS = 'topic, id, message, published_at, expires_at, tag, attestation, publisher'

function toStored(row: MessageRow): StoredMessage {
  return {
    id: row.id,
    topic: row.topic,
    message: row.message,
    publishedAt: Number(row.published_at),
    expiresAt: Number(row.expires_at),
    tag: row.tag,
    publisher: row.publisher,
    size: storedSize({ message: row.message, attestation: row.attestation ?? undefined }),
    deliveredTo: new Set(),
    ...(row.attestation !== null && { attestation: row.attestation }),
  }
}

/** Where the database is, for messages: host and database name, never the user or password. */
function describeDatabase(url: string): string {
  try {
    const { protocol, host, pathname } = new URL(url)
    return `${protocol}//${host}${pathname}`
  } catch {
    return '(unparseable URL)'
  }
}

/** Connects, migrates the relay's tables, loads the live messages and starts listening. */
export async function openSharedStore(parameters: OpenSharedStoreParameters): Promise<SharedStore> {
  const { url, store, now, log, onMessage } = parameters
  const pool = new pg.Pool({ connectionString: url, max: 5, connectionTimeoutMillis: CONNECT_TIMEOUT_MS })
  // An idle connection that drops emits 'error' on the pool; the next query opens a new one.
  pool.on('error', (err) => log(`[relay] idle database connection failed: ${err.message}`))
  try {
    await migrateRelaySchema(pool)
  } catch (err) {
    await pool.end().catch(() => undefined)
    const reason = err instanceof Error ? err.message : String(err)
    throw new Error(`cannot use the relay's database at ${describeDatabase(url)}: ${reason}`, { cause: err })
  }
  const instance = randomUUID()
  const writes = new Set<Promise<unknown>>()
  const track = <T>(write: Promise<T>): Promise<T> => {
    writes.add(write)
    const forget = () => writes.delete(write)
    write.then(forget, forget)
    return write
  }

  /** Takes in every live message and delivery: at start, and after the listener missed notices. */
  const loadAll = async (): Promise<void> => {
    const at = now()
    const rows = await pool.query<MessageRow>(
      `select ${COLUMNS} from relay_messages where expires_at > $1 order by seq`,
      [at],
    )
    const fresh = rows.rows.map((row) => store.ingest(toStored(row))).filter((m) => m !== undefined)
    const deliveries = await pool.query<{ topic: string; message_id: string; client_id: string }>(
      `select d.topic, d.message_id, d.client_id from relay_deliveries d
         join relay_messages m on m.topic = d.topic and m.id = d.message_id
       where m.expires_at > $1`,
      [at],
    )
    for (const { topic, message_id, client_id } of deliveries.rows) {
      const message = store.find(topic, message_id)
      if (message) store.markDelivered(message, client_id)
    }
    fresh.forEach(onMessage)
  }

  const onNotice = async (notice: Notice): Promise<void> => {
    if (notice.from === instance) return
    if (notice.kind === 'delivered') {
      const message = store.find(notice.topic, notice.id)
      if (message && notice.client) store.markDelivered(message, notice.client)
      return
    }
    const { rows } = await pool.query<MessageRow>(
      `select ${COLUMNS} from relay_messages where topic = $1 and id = $2`,
      [notice.topic, notice.id],
    )
    const fresh = rows[0] && store.ingest(toStored(rows[0]))
    if (fresh) onMessage(fresh)
  }

  const listener = new NoticeListener({ url, log, onNotice, onListening: loadAll })
  try {
    await listener.start()
  } catch (err) {
    await pool.end().catch(() => undefined)
    throw err
  }

  const notice = (kind: Notice['kind'], topic: string, id: string, client?: string): string =>
    JSON.stringify({ from: instance, kind, topic, id, ...(client !== undefined && { client }) } satisfies Notice)

  return {
    save: (published) =>
      track(
        (async () => {
          const client = await pool.connect()
          try {
            await client.query('begin')
            for (const { message: m, fresh } of published) {
              // A fresh copy replaces a stale one with the same text, and who had that one.
              if (fresh) await client.query('delete from relay_messages where topic = $1 and id = $2', [m.topic, m.id])
              await client.query(
                `insert into relay_messages (${COLUMNS}) values ($1, $2, $3, $4, $5, $6, $7, $8)
                 on conflict (topic, id) do update set expires_at = greatest(relay_messages.expires_at, excluded.expires_at)`,
                [m.topic, m.id, m.message, m.publishedAt, m.expiresAt, m.tag, m.attestation ?? null, m.publisher],
              )
              await client.query('select pg_notify($1, $2)', [RELAY_CHANNEL, notice('message', m.topic, m.id)])
            }
            await client.query('commit')
          } catch (err) {
            await client.query('rollback').catch(() => undefined)
            throw err
          } finally {
            client.release()
          }
        })(),
      ),
    delivered: (message, clientId) => {
      track(
        pool.query(
          `with recorded as (
             insert into relay_deliveries (topic, message_id, client_id)
             select $1, $2, $3 where exists (select 1 from relay_messages where topic = $1 and id = $2)
             on conflict do nothing returning 1)
           select pg_notify($4, $5) from recorded`,
          [
            message.topic,
            message.id,
            clientId,
            RELAY_CHANNEL,
            notice('delivered', message.topic, message.id, clientId),
          ],
        ),
      ).catch((err: Error) => log(`[relay] recording a delivery failed: ${err.message}`))
    },
    sweep: () =>
      track(pool.query('delete from relay_messages where expires_at <= $1', [now()])).then(
        () => undefined,
        (err: Error) => log(`[relay] sweeping the database failed: ${err.message}`),
      ),
    async close() {
      await listener.stop()
      await Promise.allSettled([...writes])
      await pool.end()
    },
  }
}
