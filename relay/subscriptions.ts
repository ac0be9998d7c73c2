/**
 * The live subscriptions of the relay: which socket listens on which topic. A socket holds at
 * most one subscription per topic, and everything it held goes with it when it closes.
 */
import { createHash } from 'node:crypto'

export interface Subscription {
  id: string
  topic: string
  clientId: string
  connectionId: string
}

/** Hex sha256 of topic + client id: the id the clients compute for themselves. */
export function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256')
    .update(topic + clientId, 'utf8')
    .digest('hex')
}

export class SubscriptionStore {
  /** Per topic, keyed by connection. */
  private readonly topics = new Map<string, Map<string, Subscription>>()
  /** Topics each socket is subscribed to, so a socket's count and clean-up need no full scan. */
  private readonly topicsByConnection = new Map<string, Set<string>>()

  /** How many topics a socket is subscribed to. */
  subscriptionCount(connectionId: string): number {
    return this.topicsByConnection.get(connectionId)?.size ?? 0
  }

  /** How many of these topics a socket is not yet subscribed to. */
  newSubscriptionCount(topics: string[], connectionId: string): number {
    const held = this.topicsByConnection.get(connectionId)
    return new Set(topics.filter((topic) => !held?.has(topic))).size
  }

  subscribe(topic: string, clientId: string, connectionId: string): Subscription {
    let subscriptions = this.topics.get(topic)
    if (!subscriptions) {
      subscriptions = new Map()
      this.topics.set(topic, subscriptions)
    }
    const existing = subscriptions.get(connectionId)
    if (existing) return existing
    const subscription: Subscription = { id: subscriptionId(topic, clientId), topic, clientId, connectionId }
    subscriptions.set(connectionId, subscription)
    let held = this.topicsByConnection.get(connectionId)
    if (!held) {
      held = new Set()
      this.topicsByConnection.set(connectionId, held)
    }
    held.add(topic)
    return subscription
  }

  /**
   * Ends one socket's subscription to a topic. The id the client sends is not needed to find it
   * (a socket has one per topic), and a client whose id we could not derive would compute a
   * different one, so this goes by topic.
   */
  unsubscribe(topic: string, connectionId: string): boolean {
    const subscriptions = this.topics.get(topic)
    if (!subscriptions) return false
    const removed = subscriptions.delete(connectionId)
    const held = this.topicsByConnection.get(connectionId)
    held?.delete(topic)
    if (held?.size === 0) this.topicsByConnection.delete(connectionId)
    if (subscriptions.size === 0) this.topics.delete(topic)
    return removed
  }

  /** Forgets every subscription a closed socket held; returns how many. */
  dropConnection(connectionId: string): number {
    const held = this.topicsByConnection.get(connectionId)
    if (!held) return 0
    this.topicsByConnection.delete(connectionId)
    for (const topic of held) {
      const subscriptions = this.topics.get(topic)
      if (!subscriptions) continue
      subscriptions.delete(connectionId)
      if (subscriptions.size === 0) this.topics.delete(topic)
    }
    return held.size
  }

  subscribers(topic: string): Subscription[] {
    return [...(this.topics.get(topic)?.values() ?? [])]
  }

  /** Topics with at least one subscriber. */
  topicIds(): IterableIterator<string> {
    return this.topics.keys()
  }

  count(): number {
    let subscriptions = 0
    for (const held of this.topics.values()) subscriptions += held.size
    return subscriptions
  }
}
