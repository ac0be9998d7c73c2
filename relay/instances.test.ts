import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDrivers, type TestDatabase } from '../server/testing/databases.js'
import { messageId } from './message-store.js'
import { RELAY_CHANNEL } from './postgres/listener.js'
import { startRelay, type Relay } from './relay.js'
import { RawClient, randomTopic } from './testing/raw-client.js'

const postgres = testDrivers.find((driver) => driver.name === 'postgres')!

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('relay instances sharing one PostgreSQL', () => {
  let database: TestDatabase
  let db: pg.Client
  const relays: Relay[] = []
  const clients: RawClient[] = []
  /** Moved forward by the expiry test; every instance reads the same clock. */
  let skewMs = 0
  const now = () => Date.now() + skewMs
  const start = async (): Promise<Relay> => {
    const relay = await startRelay({ port: 0, databaseUrl: database.databaseUrl!, now, sweepIntervalMs: 100 })
    relays.push(relay)
    return relay
  }
  const open = async (relay: Relay, options?: Parameters<typeof RawClient.open>[1]): Promise<RawClient> => {
    const client = await RawClient.open(relay.url, options)
    clients.push(client)
    return client
  }
  const rowCount = async (sql: string, params: unknown[]): Promise<number> =>
    (await db.query(sql, params)).rowCount ?? 0

  beforeAll(async () => {
    database = await postgres.create()
    db = new pg.Client({ connectionString: database.databaseUrl })
    await db.connect()
  }, 30_000)
  afterAll(async () => {
    clients.forEach((client) => client.close())
    await Promise.all(relays.map((relay) => relay.stop()))
    await db?.end()
    await database?.destroy()
  })

  it('behavior: the relay keeps its own tables and migrations table, and a second instance migrates nothing', async () => {
    await Promise.all([start(), start()])
    const tables = await db.query<{ tablename: string }>(
      "select tablename from pg_tables where schemaname = 'public' order by tablename",
    )
    expect(tables.rows.map((row) => row.tablename)).toEqual(['relay_deliveries', 'relay_messages', 'relay_migrations'])
    expect((await db.query('select version from relay_migrations')).rows).toEqual([{ version: 1 }])
  })

  it('behavior: a message published on one instance reaches a subscriber on another at once, and late subscribers on any instance, one started later too', async () => {
    const [a, b] = [await start(), await start()]
    const t = randomTopic()
    const listener = await open(b)
    const subscriptionId = await listener.result('irn_subscribe', { topic: t })

    const notices: string[] = []
    await db.query(`listen ${RELAY_CHANNEL}`)
    db.on('notification', ({ payload }) => notices.push(payload ?? ''))
    // Near the size limit: far more than a notification may carry.
    const message = 'x'.repeat(60_000)
    const publisher = await open(a)
    expect(await publisher.result('irn_publish', { topic: t, message, ttl: 300, tag: 1108 })).toBe(true)
    const [push] = await listener.waitForPushes(1)
    expect(push?.params).toEqual({
      id: subscriptionId,
      data: { topic: t, message, publishedAt: expect.any(Number), tag: 1108 },
    })

    // The notice names the row; the message itself stays in its table.
    await until(() => notices.length > 0)
    expect(JSON.parse(notices[0]!)).toMatchObject({ kind: 'message', topic: t, id: messageId(message) })
    expect(notices[0]!.length).toBeLessThan(400)
    expect(await rowCount('select 1 from relay_messages where topic = $1', [t])).toBe(1)

    const c = await start()
    for (const relay of [a, b, c]) {
      const late = await open(relay)
      await late.result('irn_subscribe', { topic: t })
      expect((await late.waitForPushes(1))[0]?.params.data.message).toBe(message)
    }
    await publisher.settle()
    expect(publisher.pushes).toHaveLength(0)
  })

  it('behavior: a push acknowledged on one instance is not sent again from another; one never acknowledged is', async () => {
    const [a, b] = [await start(), await start()]
    const t = randomTopic()
    const publisher = await open(a)
    await publisher.result('irn_publish', { topic: t, message: 'b25l', ttl: 300 })

    const wallet = await open(b)
    await wallet.result('irn_subscribe', { topic: t })
    await wallet.waitForPushes(1)
    await until(async () => (await rowCount('select 1 from relay_deliveries where client_id = $1', [wallet.did])) === 1)
    wallet.close()
    await wallet.closed
    await publisher.result('irn_publish', { topic: t, message: 'dHdv', ttl: 300 })

    // The same client (its key) comes back through the other instance and does not acknowledge.
    const again = await open(a, { key: wallet.key, noAck: true })
    await again.result('irn_subscribe', { topic: t })
    await again.waitForPushes(1)
    await again.settle()
    expect(again.pushes.map((p) => p.params.data.message)).toEqual(['dHdv'])
    again.close()
    await again.closed

    const third = await open(b, { key: wallet.key })
    await third.result('irn_subscribe', { topic: t })
    await third.waitForPushes(1)
    await third.settle()
    expect(third.pushes.map((p) => p.params.data.message)).toEqual(['dHdv'])
  })

  it('behavior: what an instance stored outlives it: after it stops, another delivers it', async () => {
    const [a, b] = [await start(), await start()]
    const t = randomTopic()
    const publisher = await open(a)
    await publisher.result('irn_publish', { topic: t, message: 'c3Vydml2ZXM=', ttl: 300 })
    await a.stop()
    const late = await open(b)
    await late.result('irn_subscribe', { topic: t })
    expect((await late.waitForPushes(1))[0]?.params.data.message).toBe('c3Vydml2ZXM=')
  })

  it('behavior: an instance whose listening connection drops reconnects and delivers what was published meanwhile', async () => {
    const [a, b] = [await start(), await start()]
    const t = randomTopic()
    const listener = await open(b)
    await listener.result('irn_subscribe', { topic: t })
    // Every instance's listening connection goes; the notices sent before they are back are lost.
    const cut = await db.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where query = $1 and datname = current_database() and pid <> pg_backend_pid()`,
      [`listen ${RELAY_CHANNEL}`],
    )
    expect(cut.rowCount).toBeGreaterThanOrEqual(2)
    const publisher = await open(a)
    await publisher.result('irn_publish', { topic: t, message: 'bWlzc2Vk', ttl: 300 })
    expect((await listener.waitForPushes(1, 10_000))[0]?.params.data.message).toBe('bWlzc2Vk')
  })

  it('behavior: an expired message is never delivered by any instance and is deleted from its table', async () => {
    const [a, b] = [await start(), await start()]
    const t = randomTopic()
    const publisher = await open(a)
    await publisher.result('irn_publish', { topic: t, message: 'c2hvcnQ=', ttl: 1 })
    expect(await rowCount('select 1 from relay_messages where topic = $1', [t])).toBe(1)
    skewMs += 1_500
    for (const relay of [a, b]) {
      const late = await open(relay)
      await late.result('irn_subscribe', { topic: t })
      await late.settle()
      expect(late.pushes).toHaveLength(0)
    }
    await until(async () => (await rowCount('select 1 from relay_messages where topic = $1', [t])) === 0)
  })
})
