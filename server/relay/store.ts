/**
 * The relay's memory: for each topic, the messages published to it (kept until their TTL runs
 * out, so a client that subscribes late still receives them) and the live subscriptions.
 *
 * Delivery is tracked per client id rather than per socket: a wallet that reconnects, or that
 * holds two sockets, gets each message once. A client never receives what it published itself.
 * The WalletConnect clients only record outbound messages for plain publishes, so an echoed
 * session proposal or settlement would be processed by its own sender as if the peer sent it.
 */
import { createHash } from 'node:crypto'

export interface StoredMessage {
  /** sha256 of the message text: the same ciphertext published twice is one message. */
  id: string
  topic: string
  message: string
  /** Milliseconds since the epoch, as the clients expect in `irn_subscription`. */
  publishedAt: number
  expiresAt: number
  tag: number
  attestation?: string
  /** Client id of the sender. */
  publisher: string
  /** Client ids the message has been handed to (and not handed back as failed). */
  deliveredTo: Set<string>
}

export interface Subscription {
  id: string
  topic: string
  clientId: string
  connectionId: string
}

export interface PublishInput {
  topic: string
  message: string
  ttlSeconds: number
  tag: number
  attestation?: string
  publisher: string
}

export interface RelayStoreOptions {
  now?: () => number
  /** Oldest messages on a topic are dropped past this many; a runaway test cannot eat the heap. */
  maxMessagesPerTopic?: number
}

interface TopicState {
  /** Insertion order is publish order, which is the order late subscribers get them in. */
  messages: Map<string, StoredMessage>
  /** Keyed by connection: one socket holds at most one subscription per topic. */
  subscriptions: Map<string, Subscription>
}

/** Hex sha256 of topic + client id: the id the clients compute for themselves. */
export function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256').update(topic + clientId, 'utf8').digest('hex')
}

export function messageId(message: string): string {
  return createHash('sha256').update(message, 'utf8').digest('hex')
}

export class RelayStore {
  private readonly topics = new Map<string, TopicState>()
  private readonly now: () => number
  private readonly maxMessagesPerTopic: number

  constructor(options: RelayStoreOptions = {}) {
    this.now = options.now ?? Date.now
    this.maxMessagesPerTopic = options.maxMessagesPerTopic ?? 500
  }

  /**
   * Keeps a message for its TTL. `fresh` is false when the same text was already stored on the
   * topic (a publisher's retry): nothing new goes out, but the later expiry wins.
   */
  publish(input: PublishInput): { message: StoredMessage; fresh: boolean } {
    const state = this.topic(input.topic)
    const now = this.now()
    const id = messageId(input.message)
    const expiresAt = now + input.ttlSeconds * 1000
    const existing = state.messages.get(id)
    if (existing && existing.expiresAt > now) {
      existing.expiresAt = Math.max(existing.expiresAt, expiresAt)
      return { message: existing, fresh: false }
    }
    const message: StoredMessage = {
      id,
      topic: input.topic,
      message: input.message,
      publishedAt: now,
      expiresAt,
      tag: input.tag,
      publisher: input.publisher,
      deliveredTo: new Set(),
      ...(input.attestation !== undefined && { attestation: input.attestation }),
    }
    // Re-inserting moves a stale copy to the end, keeping the map in publish order.
    state.messages.delete(id)
    state.messages.set(id, message)
    while (state.messages.size > this.maxMessagesPerTopic) {
      const oldest = state.messages.keys().next().value
      if (oldest === undefined) break
      state.messages.delete(oldest)
    }
    return { message, fresh: true }
  }

  subscribe(topic: string, clientId: string, connectionId: string): Subscription {
    const state = this.topic(topic)
    const existing = state.subscriptions.get(connectionId)
    if (existing) return existing
    const subscription: Subscription = { id: subscriptionId(topic, clientId), topic, clientId, connectionId }
    state.subscriptions.set(connectionId, subscription)
    return subscription
  }

  /**
   * Ends one socket's subscription to a topic. The id the client sends is not needed to find it
   * (a socket has one per topic), and a client whose id we could not derive would compute a
   * different one, so this goes by topic.
   */
  unsubscribe(topic: string, connectionId: string): boolean {
    const state = this.topics.get(topic)
    if (!state) return false
    const removed = state.subscriptions.delete(connectionId)
    this.dropIfEmpty(topic, state)
    return removed
  }

  /** Forgets every subscription a closed socket held; returns how many. */
  dropConnection(connectionId: string): number {
    let removed = 0
    for (const [topic, state] of this.topics) {
      if (state.subscriptions.delete(connectionId)) removed++
      this.dropIfEmpty(topic, state)
    }
    return removed
  }

  subscribers(topic: string): Subscription[] {
    return [...(this.topics.get(topic)?.subscriptions.values() ?? [])]
  }

  /** Live messages on a topic that this client neither sent nor has received, oldest first. */
  pending(topic: string, clientId: string): StoredMessage[] {
    const state = this.topics.get(topic)
    if (!state) return []
    const now = this.now()
    const out: StoredMessage[] = []
    for (const message of state.messages.values()) {
      if (message.expiresAt <= now) continue
      if (message.publisher === clientId || message.deliveredTo.has(clientId)) continue
      out.push(message)
    }
    return out
  }

  isLive(message: StoredMessage): boolean {
    return message.expiresAt > this.now()
  }

  markDelivered(message: StoredMessage, clientId: string): void {
    message.deliveredTo.add(clientId)
  }

  /** The client never acknowledged it (socket closed, or it answered with an error): send again later. */
  forgetDelivery(message: StoredMessage, clientId: string): void {
    message.deliveredTo.delete(clientId)
  }

  /** Drops expired messages and topics with nothing left; returns how many messages went. */
  sweep(): number {
    const now = this.now()
    let removed = 0
    for (const [topic, state] of this.topics) {
      for (const [id, message] of state.messages) {
        if (message.expiresAt <= now) {
          state.messages.delete(id)
          removed++
        }
      }
      this.dropIfEmpty(topic, state)
    }
    return removed
  }

  counts(): { topics: number; messages: number; subscriptions: number } {
    let messages = 0
    let subscriptions = 0
    for (const state of this.topics.values()) {
      messages += state.messages.size
      subscriptions += state.subscriptions.size
    }
    return { topics: this.topics.size, messages, subscriptions }
  }

  private topic(topic: string): TopicState {
    let state = this.topics.get(topic)
    if (!state) {
      state = { messages: new Map(), subscriptions: new Map() }
      this.topics.set(topic, state)
    }
    return state
  }

  private dropIfEmpty(topic: string, state: TopicState): void {
    if (state.messages.size === 0 && state.subscriptions.size === 0) this.topics.delete(topic)
  }
}
