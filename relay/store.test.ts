import { describe, expect, it } from 'vitest'
import { RelayStore } from './store.js'
import { randomTopic } from './testing/raw-client.js'

describe('RelayStore', () => {
  it('behavior: subscriptions are counted per socket and forgotten with it', () => {
    const store = new RelayStore()
    const subscriptions = store.subscriptions
    const [a, b] = [randomTopic(), randomTopic()]
    subscriptions.subscribe(a, 'did:key:a', 'socket-1')
    subscriptions.subscribe(b, 'did:key:a', 'socket-1')
    subscriptions.subscribe(a, 'did:key:b', 'socket-2')
    expect(subscriptions.subscriptionCount('socket-1')).toBe(2)
    expect(subscriptions.newSubscriptionCount([a, b, randomTopic(), randomTopic()], 'socket-1')).toBe(2)
    subscriptions.unsubscribe(a, 'socket-1')
    expect(subscriptions.subscriptionCount('socket-1')).toBe(1)
    expect(subscriptions.dropConnection('socket-1')).toBe(1)
    expect(subscriptions.subscriptionCount('socket-1')).toBe(0)
    expect(store.counts()).toMatchObject({ topics: 1, subscriptions: 1 })
  })

  it('behavior: a topic counts once while it holds messages or subscribers, and goes when it holds neither', () => {
    let now = 0
    const store = new RelayStore({ now: () => now })
    const [a, b] = [randomTopic(), randomTopic()]
    store.messages.publishAll([{ topic: a, message: 'hello', ttlSeconds: 1, tag: 0, publisher: 'did:key:a' }])
    store.subscriptions.subscribe(a, 'did:key:b', 'socket-1')
    store.subscriptions.subscribe(b, 'did:key:b', 'socket-1')
    expect(store.counts()).toMatchObject({ topics: 2, messages: 1, subscriptions: 2 })
    store.subscriptions.dropConnection('socket-1')
    expect(store.counts()).toMatchObject({ topics: 1, subscriptions: 0 })
    now += 1_000
    store.messages.sweep()
    expect(store.counts()).toEqual({ topics: 0, messages: 0, subscriptions: 0, storedBytes: 0 })
  })
})
