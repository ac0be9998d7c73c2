/**
 * What one client may make the relay do: frame and message sizes, publish and subscribe rates,
 * subscriptions, stored bytes, and what happens to a client that floods.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { RPC_ERROR } from './protocol.js'
import { RawClient, randomTopic } from './testing/raw-client.js'
import { DEFAULT_RELAY_LIMITS, startRelay, type Relay, type StartRelayParameters } from './relay.js'
import { MESSAGE_OVERHEAD_BYTES } from './message-store.js'

const KiB = 1024
const MiB = 1024 * KiB
/** A message as large as a flood would send, under the 64 KiB limit with room for the envelope. */
const BIG = 'A'.repeat(60 * KiB)
/** Limits high enough that only the bound under test can refuse. */
const UNLIMITED_RATE = { perSecond: 1e9, burst: 1e9 }

let relay: Relay | undefined
const clients: RawClient[] = []

async function start(parameters: Partial<StartRelayParameters> = {}): Promise<Relay> {
  relay = await startRelay({ port: 4827, ...parameters })
  return relay
}

async function open(target: Relay, options: Parameters<typeof RawClient.open>[1] = {}): Promise<RawClient> {
  const client = await RawClient.open(target.url, options)
  clients.push(client)
  return client
}

/** Error codes of the answers, in order; 'ok' for results, 'closed' for requests the socket took down with it. */
function outcomes(answers: Record<string, unknown>[]): (number | 'ok' | 'closed')[] {
  return answers.map((answer) =>
    'closed' in answer ? 'closed' : 'error' in answer ? (answer.error as { code: number }).code : 'ok',
  )
}

const tally = (codes: (number | 'ok' | 'closed')[]) =>
  codes.reduce<Record<string, number>>((counts, code) => {
    counts[code] = (counts[code] ?? 0) + 1
    return counts
  }, {})

async function until(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

afterEach(async () => {
  clients.splice(0).forEach((client) => client.close())
  await relay?.stop()
  relay = undefined
})

describe('dev WalletConnect relay: sizes', () => {
  it('error: a frame over 64 KiB closes the connection with 1009 and stores nothing; a 60 KiB publish goes through whole', async () => {
    const target = await start()
    const publisher = await open(target)
    const subscriber = await open(target)
    const t = randomTopic()
    await subscriber.result('irn_subscribe', { topic: t })
    expect(await publisher.result('irn_publish', { topic: t, message: BIG, ttl: 60 })).toBe(true)
    const [push] = await subscriber.waitForPushes(1)
    expect(push?.params.data.message).toBe(BIG)

    const flooder = await open(target)
    const before = target.stats()
    flooder.socket.send(
      JSON.stringify({
        id: 1,
        jsonrpc: '2.0',
        method: 'irn_publish',
        params: { topic: t, message: 'B'.repeat(64 * KiB), ttl: 60 },
      }),
    )
    expect(await flooder.closed).toBe(1009)
    expect(target.stats()).toMatchObject({
      messages: before.messages,
      storedBytes: before.storedBytes,
      refused: before.refused + 1,
    })
    expect(DEFAULT_RELAY_LIMITS).toMatchObject({ maxFrameBytes: 64 * KiB, maxMessageBytes: 64 * KiB })
  })

  it('error: a message over the message limit is answered -32001 (publish, batch, proposal, approval) and the socket stays usable', async () => {
    // Frames may be larger here, so the message check is what answers.
    const target = await start({ limits: { maxFrameBytes: 256 * KiB } })
    const client = await open(target)
    const tooBig = 'C'.repeat(64 * KiB + 1)
    const [a, b] = [randomTopic(), randomTopic()]
    const answers = [
      await client.request('irn_publish', { topic: a, message: tooBig, ttl: 60 }),
      await client.request('irn_batchPublish', {
        messages: [
          { topic: a, message: 'c21hbGw=', ttl: 60 },
          { topic: b, message: tooBig, ttl: 60 },
        ],
      }),
      await client.request('wc_proposeSession', { pairingTopic: a, sessionProposal: tooBig, ttl: 60 }),
      await client.request('wc_approveSession', {
        pairingTopic: a,
        sessionTopic: b,
        sessionProposalResponse: 'cg==',
        sessionSettlementRequest: tooBig,
        ttl: 60,
      }),
    ]
    expect(outcomes(answers)).toEqual(Array(4).fill(RPC_ERROR.messageTooLarge))
    expect(answers[0]?.error).toEqual({
      code: -32001,
      message: `Message too large: ${64 * KiB + 1} bytes, the limit is ${64 * KiB}`,
    })
    expect(target.stats()).toMatchObject({ messages: 0, subscriptions: 0, storedBytes: 0 })
    expect(await client.result('irn_publish', { topic: a, message: 'D'.repeat(64 * KiB), ttl: 60 })).toBe(true)
  })
})

describe('dev WalletConnect relay: rates', () => {
  it('error: publishes past the burst are answered -32002 until the rate refills them', async () => {
    let now = Date.now()
    const target = await start({ now: () => now })
    const client = await open(target)
    const t = randomTopic()
    const publish = (i: number) => client.request('irn_publish', { topic: t, message: `bXNn${i}`, ttl: 60 })
    const first = await Promise.all(Array.from({ length: 101 }, (_, i) => publish(i)))
    expect(tally(outcomes(first))).toEqual({ ok: 100, [RPC_ERROR.rateLimited]: 1 })
    expect(first[100]?.error).toEqual({
      code: -32002,
      message: 'Rate limited: publishes are limited to 20/s (burst 100) per connection',
    })
    now += 500 // ten more
    const second = await Promise.all(Array.from({ length: 11 }, (_, i) => publish(200 + i)))
    expect(tally(outcomes(second))).toEqual({ ok: 10, [RPC_ERROR.rateLimited]: 1 })
    // Another connection has its own budget.
    const other = await open(target)
    expect(await other.result('irn_publish', { topic: t, message: 'b3RoZXI=', ttl: 60 })).toBe(true)
  })

  it('error: subscriptions are rated per topic, a batch counting each of its topics', async () => {
    let now = Date.now()
    const target = await start({ now: () => now })
    const client = await open(target)
    const topics = (n: number) => Array.from({ length: n }, randomTopic)
    expect(outcomes([await client.request('irn_batchSubscribe', { topics: topics(500) })])).toEqual(['ok'])
    expect(outcomes([await client.request('irn_subscribe', { topic: randomTopic() })])).toEqual([RPC_ERROR.rateLimited])
    now += 1000
    expect(outcomes([await client.request('irn_batchSubscribe', { topics: topics(21) })])).toEqual([
      RPC_ERROR.rateLimited,
    ])
    expect(outcomes([await client.request('irn_batchSubscribe', { topics: topics(20) })])).toEqual(['ok'])
    expect(target.stats().subscriptions).toBe(520)
  })

  it('error: a connection that keeps going far over its rate is closed with 1008', async () => {
    const now = Date.now()
    const target = await start({ now: () => now })
    const client = await open(target)
    const t = randomTopic()
    const answers = await Promise.all(
      Array.from({ length: 400 }, (_, i) =>
        client.request('irn_publish', { topic: t, message: `Zmxvb2Q${i}`, ttl: 60 }),
      ),
    )
    // The burst, then as many refusals as it is allowed, then one more closes it.
    expect(tally(outcomes(answers))).toEqual({ ok: 100, [RPC_ERROR.rateLimited]: 101, closed: 199 })
    expect(await client.closed).toBe(1008)
    await until(() => target.stats().connections === 0)
    expect(target.stats().closedForAbuse).toBe(1)
    // Its messages stay for whoever subscribes.
    expect(target.stats().messages).toBe(100)
  })

  it('error: a connection holding its limit of subscriptions is answered -32004; unsubscribing makes room', async () => {
    const target = await start({ limits: { maxSubscriptionsPerConnection: 3 } })
    const client = await open(target)
    const [a, b, c, d] = [randomTopic(), randomTopic(), randomTopic(), randomTopic()]
    await client.result('irn_batchSubscribe', { topics: [a, b, c] })
    // Subscribing again to what it holds is not more.
    expect(outcomes([await client.request('irn_subscribe', { topic: a })])).toEqual(['ok'])
    const refused = await client.request('irn_subscribe', { topic: d })
    expect(refused.error).toEqual({
      code: -32004,
      message: 'Too many subscriptions: this connection holds 3, 1 more would pass the limit of 3',
    })
    expect(
      outcomes([await client.request('wc_proposeSession', { pairingTopic: d, sessionProposal: 'cA==', ttl: 60 })]),
    ).toEqual([RPC_ERROR.tooManySubscriptions])
    expect(target.stats().messages).toBe(0)
    await client.result('irn_unsubscribe', { topic: a, id: 'x' })
    expect(await client.result('irn_subscribe', { topic: d })).toMatch(/^[0-9a-f]{64}$/)
  })
})

describe('dev WalletConnect relay: stored bytes', () => {
  it("error: a publish past the client's bound is answered -32003, and what it stored before still reaches its peer", async () => {
    const target = await start({ limits: { maxBytesPerClient: 3 * (10 * KiB + MESSAGE_OVERHEAD_BYTES) } })
    const publisher = await open(target)
    const t = randomTopic()
    const message = (i: number) => `${i}`.repeat(10 * KiB)
    for (const i of [1, 2, 3])
      expect(await publisher.result('irn_publish', { topic: t, message: message(i), ttl: 60 })).toBe(true)
    const refused = await publisher.request('irn_publish', { topic: t, message: message(4), ttl: 60 })
    expect(refused.error).toMatchObject({
      code: -32003,
      message: expect.stringMatching(
        /^Store full: this client has 32256 bytes stored, 10752 more would pass its limit of 32256$/,
      ),
    })
    // Another client is not held to the first one's bound.
    const other = await open(target)
    expect(await other.result('irn_publish', { topic: t, message: 'b3RoZXI=', ttl: 60 })).toBe(true)
    const reader = await open(target)
    await reader.result('irn_subscribe', { topic: t })
    const pushes = await reader.waitForPushes(4)
    expect(pushes.map((p) => p.params.data.message)).toEqual([message(1), message(2), message(3), 'b3RoZXI='])
  })

  it('error: a publish past the total bound is answered -32003 and evicts nobody', async () => {
    const target = await start({ limits: { maxBytesTotal: 2 * (BIG.length + MESSAGE_OVERHEAD_BYTES) } })
    const [a, b, c] = [await open(target), await open(target), await open(target)]
    const t = randomTopic()
    expect(await a.result('irn_publish', { topic: t, message: BIG, ttl: 60 })).toBe(true)
    expect(await b.result('irn_publish', { topic: t, message: BIG.replace('A', 'B'), ttl: 60 })).toBe(true)
    expect((await c.request('irn_publish', { topic: t, message: 'Yw==', ttl: 60 })).error).toMatchObject({
      code: -32003,
      message: expect.stringMatching(/^Store full: the relay has/),
    })
    expect(target.stats()).toMatchObject({ messages: 2, storedBytes: 2 * (BIG.length + MESSAGE_OVERHEAD_BYTES) })
  })

  it('behavior: the sweep prunes expired messages, the byte counts go back down, and the client may publish again', async () => {
    let now = Date.now()
    const target = await start({
      now: () => now,
      sweepIntervalMs: 20,
      limits: { maxBytesPerClient: 2 * (BIG.length + MESSAGE_OVERHEAD_BYTES) },
    })
    const client = await open(target)
    for (const letter of ['A', 'B'])
      await client.result('irn_publish', { topic: randomTopic(), message: BIG.replaceAll('A', letter), ttl: 30 })
    expect(
      (await client.request('irn_publish', { topic: randomTopic(), message: 'Yw==', ttl: 30 })).error,
    ).toMatchObject({ code: -32003 })
    expect(target.stats()).toMatchObject({ messages: 2, storedBytes: 2 * (BIG.length + MESSAGE_OVERHEAD_BYTES) })
    now += 30_000
    await until(() => target.stats().messages === 0)
    expect(target.stats()).toMatchObject({ storedBytes: 0, topics: 0 })
    expect(await client.result('irn_publish', { topic: randomTopic(), message: BIG, ttl: 30 })).toBe(true)
  })
})

describe('dev WalletConnect relay: floods', () => {
  it('behavior: one connection flooding 60 KiB publishes to many topics stores at most its bound and is closed; a subscribe flood is bounded too', async () => {
    const target = await start()
    const flooder = await open(target)
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        flooder.request('irn_publish', { topic: randomTopic(), message: `${i}`.padEnd(BIG.length, 'F'), ttl: 300 }),
      ),
    )
    const counts = tally(outcomes(answers))
    const perMessage = BIG.length + MESSAGE_OVERHEAD_BYTES
    expect(counts.ok).toBe(Math.floor(DEFAULT_RELAY_LIMITS.maxBytesPerClient / perMessage))
    expect(counts[RPC_ERROR.storeFull]).toBeGreaterThan(0)
    expect(await flooder.closed).toBe(1008)
    const stats = target.stats()
    expect(stats.storedBytes).toBeLessThanOrEqual(DEFAULT_RELAY_LIMITS.maxBytesPerClient)
    expect(stats.storedBytes).toBe(counts.ok! * perMessage)

    const subscriber = await open(target)
    const subscribes = await Promise.all(
      Array.from({ length: 3000 }, () => subscriber.request('irn_subscribe', { topic: randomTopic() })),
    )
    // The burst, plus what the rate refilled while the flood was under way.
    const subscribed = tally(outcomes(subscribes)).ok!
    expect(subscribed).toBeGreaterThanOrEqual(DEFAULT_RELAY_LIMITS.subscribeRate.burst)
    expect(subscribed).toBeLessThan(DEFAULT_RELAY_LIMITS.subscribeRate.burst + 100)
    expect(await subscriber.closed).toBe(1008)
    await until(() => target.stats().subscriptions === 0)
    expect(target.stats().closedForAbuse).toBe(2)
  })

  it('behavior: with the rates lifted, byte bounds alone hold a flood of many clients under the total', async () => {
    const limits = {
      publishRate: UNLIMITED_RATE,
      refusals: UNLIMITED_RATE,
      maxBytesPerClient: 1 * MiB,
      maxBytesTotal: 3 * MiB,
    }
    const target = await start({ limits })
    const flooders = await Promise.all(Array.from({ length: 5 }, () => open(target)))
    const results = await Promise.all(
      flooders.map((client, c) =>
        Promise.all(
          Array.from({ length: 40 }, (_, i) =>
            client.request('irn_publish', {
              topic: randomTopic(),
              message: `${c}-${i}`.padEnd(BIG.length, 'G'),
              ttl: 300,
            }),
          ),
        ),
      ),
    )
    const counts = tally(results.flatMap(outcomes))
    expect(counts.ok).toBe(Math.floor(limits.maxBytesTotal / (BIG.length + MESSAGE_OVERHEAD_BYTES)))
    expect(counts[RPC_ERROR.storeFull]).toBe(200 - counts.ok!)
    expect(target.stats().storedBytes).toBeLessThanOrEqual(limits.maxBytesTotal)
  })

  it('error: a subscriber that stops reading is cut once its unread pushes pass the buffer bound', async () => {
    const target = await start({
      limits: {
        publishRate: UNLIMITED_RATE,
        refusals: UNLIMITED_RATE,
        maxBytesPerClient: 64 * MiB,
        maxBufferedBytes: 256 * KiB,
      },
    })
    const publisher = await open(target)
    const reader = await open(target)
    const t = randomTopic()
    await reader.result('irn_subscribe', { topic: t })
    // Stop reading: the relay's writes back up into its own send buffer.
    const raw = (reader.socket as unknown as { _socket: { pause(): void } })._socket
    raw.pause()
    for (let i = 0; i < 400 && target.stats().closedForAbuse === 0; i++) {
      await publisher.result('irn_publish', { topic: t, message: `${i}`.padEnd(BIG.length, 'H'), ttl: 300 })
    }
    expect(target.stats().closedForAbuse).toBe(1)
    await until(() => target.stats().connections === 1)
  })
})
