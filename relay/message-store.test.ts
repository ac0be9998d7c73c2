import { describe, expect, it } from 'vitest'
import { MESSAGE_OVERHEAD_BYTES, MessageStore, storedSize, type PublishInput } from './message-store.js'
import { randomTopic } from './testing/raw-client.js'

const input = (publisher: string, message: string, overrides: Partial<PublishInput> = {}): PublishInput => ({
  topic: randomTopic(),
  message,
  ttlSeconds: 60,
  tag: 0,
  publisher,
  ...overrides,
})

describe('MessageStore bounds', () => {
  it('behavior: counts each stored message as its text plus a fixed allowance, per publisher and in total; a retry costs nothing', () => {
    const store = new MessageStore()
    const a = input('did:key:a', 'x'.repeat(1000), { attestation: 'att' })
    expect(store.publishAll([a]).ok).toBe(true)
    expect(storedSize(a)).toBe(1003 + MESSAGE_OVERHEAD_BYTES)
    expect(store.clientBytes('did:key:a')).toBe(storedSize(a))
    expect(store.publishAll([a])).toMatchObject({ ok: true, published: [{ fresh: false }] })
    expect(store.counts()).toMatchObject({ messages: 1, storedBytes: storedSize(a) })
  })

  it('error: a publish past the per-client bound is refused without touching what is stored, and other clients still publish', () => {
    const store = new MessageStore({ maxBytesPerClient: 5_000, maxBytesTotal: 100_000 })
    const first = input('did:key:a', 'a'.repeat(3_000))
    expect(store.publishAll([first]).ok).toBe(true)
    const outcome = store.publishAll([input('did:key:a', 'b'.repeat(3_000))])
    expect(outcome).toEqual({
      ok: false,
      refusal: {
        reason: 'client',
        message: `this client has ${storedSize(first)} bytes stored, ${3_000 + MESSAGE_OVERHEAD_BYTES} more would pass its limit of 5000`,
      },
    })
    expect(store.pending(first.topic, 'did:key:b').map((m) => m.message)).toEqual([first.message])
    expect(store.publishAll([input('did:key:b', 'c'.repeat(3_000))]).ok).toBe(true)
    expect(store.counts().messages).toBe(2)
  })

  it('error: a publish past the total bound is refused, never evicting another client', () => {
    const store = new MessageStore({ maxBytesPerClient: 10_000, maxBytesTotal: 12_000 })
    const kept = [input('did:key:a', 'a'.repeat(5_000)), input('did:key:b', 'b'.repeat(5_000))]
    expect(store.publishAll([kept[0]!]).ok).toBe(true)
    expect(store.publishAll([kept[1]!]).ok).toBe(true)
    expect(store.publishAll([input('did:key:c', 'c'.repeat(2_000))])).toMatchObject({
      ok: false,
      refusal: { reason: 'total' },
    })
    for (const message of kept) expect(store.pending(message.topic, 'did:key:z')).toHaveLength(1)
  })

  it('error: a call carrying several messages is stored whole or not at all', () => {
    const store = new MessageStore({ maxBytesPerClient: 6_000 })
    const outcome = store.publishAll([input('did:key:a', 'a'.repeat(2_000)), input('did:key:a', 'b'.repeat(4_000))])
    expect(outcome).toMatchObject({ ok: false, refusal: { reason: 'client' } })
    expect(store.counts()).toEqual({ messages: 0, storedBytes: 0 })
    expect([...store.topicIds()]).toEqual([])
  })

  it('error: a topic holding its limit of live messages refuses more instead of dropping its oldest', () => {
    const store = new MessageStore({ maxMessagesPerTopic: 2 })
    const topic = randomTopic()
    expect(store.publishAll([input('did:key:a', 'one', { topic }), input('did:key:a', 'two', { topic })]).ok).toBe(true)
    expect(store.publishAll([input('did:key:b', 'three', { topic })])).toMatchObject({
      ok: false,
      refusal: { reason: 'topic' },
    })
    expect(store.pending(topic, 'did:key:c').map((m) => m.message)).toEqual(['one', 'two'])
  })

  it('behavior: the sweep drops expired messages and gives their bytes back; a refused publish sweeps first', () => {
    let now = 1_000_000
    const store = new MessageStore({ now: () => now, maxBytesPerClient: 5_000 })
    const short = input('did:key:a', 'a'.repeat(3_000), { ttlSeconds: 10 })
    const long = input('did:key:b', 'b'.repeat(1_000), { ttlSeconds: 600 })
    store.publishAll([short, long])
    expect(store.counts().storedBytes).toBe(storedSize(short) + storedSize(long))
    now += 10_000
    expect(store.sweep()).toBe(1)
    expect(store.counts()).toMatchObject({ messages: 1, storedBytes: storedSize(long) })
    expect(store.clientBytes('did:key:a')).toBe(0)

    // Bytes held by expired but not yet swept messages are reclaimed when a publish needs them.
    store.publishAll([input('did:key:a', 'c'.repeat(3_000), { ttlSeconds: 10 })])
    now += 11_000
    expect(store.publishAll([input('did:key:a', 'd'.repeat(3_000))]).ok).toBe(true)
    expect(store.clientBytes('did:key:a')).toBe(3_000 + MESSAGE_OVERHEAD_BYTES)
  })

  it('behavior: a republished message that had expired replaces its stale copy without counting twice', () => {
    let now = 0
    const store = new MessageStore({ now: () => now })
    const message = input('did:key:a', 'again', { ttlSeconds: 1 })
    store.publishAll([message])
    now += 2_000
    expect(store.publishAll([message])).toMatchObject({ ok: true, published: [{ fresh: true }] })
    expect(store.counts()).toMatchObject({ messages: 1, storedBytes: storedSize(message) })
  })
})
