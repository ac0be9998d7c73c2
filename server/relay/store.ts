/**
 * The relay's memory: for each topic, the messages published to it (kept until their TTL runs
 * out, so a client that subscribes late still receives them) and the live subscriptions.
 *
 * Delivery is tracked per client id rather than per socket: a wallet that reconnects, or that
 * holds two sockets, gets each message once. A client never receives what it published itself.
 * The WalletConnect clients only record outbound messages for plain publishes, so an echoed
 * session proposal or settlement would be processed by its own sender as if the peer sent it.
 *
 * What it holds is bounded: per topic (live messages), per publishing client and in total
 * (accounted bytes: the message and attestation text plus a fixed allowance per message for its
 * bookkeeping). A publish that would cross a bound is refused as a whole; nothing already stored
 * is evicted to make room, so one client can never push out another's messages. Expired messages
 * give their bytes back when swept.
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
  /** Accounted bytes (see storedSize), charged to the publisher while the message is stored. */
  size: number
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
  /** A publish that would put more live messages than this on one topic is refused. Default 500. */
  maxMessagesPerTopic?: number
  /** Accounted bytes one publishing client may have stored at once. Default 4 MiB. */
  maxBytesPerClient?: number
  /** Accounted bytes the whole store may hold. Default 64 MiB. */
  maxBytesTotal?: number
}

/** Why a publish was refused; `message` names the bound and the numbers involved. */
export interface StoreRefusal {
  reason: 'topic' | 'client' | 'total'
  message: string
}

export type PublishAllReturnType =
  | { ok: true; published: { message: StoredMessage; fresh: boolean }[] }
  | { ok: false; refusal: StoreRefusal }

/**
 * What a stored message is counted as beyond its text: the record, its ids, its map entries and
 * delivery set. Keeps a flood of tiny messages bounded by the same byte limits as large ones.
 */
export const MESSAGE_OVERHEAD_BYTES = 512
export const DEFAULT_MAX_BYTES_PER_CLIENT = 4 * 1024 * 1024
export const DEFAULT_MAX_BYTES_TOTAL = 64 * 1024 * 1024
/** A refused publish sweeps expired messages first, at most this often, then looks again. */
const REFUSAL_SWEEP_INTERVAL_MS = 1000

interface TopicState {
  /** Insertion order is publish order, which is the order late subscribers get them in. */
  messages: Map<string, StoredMessage>
  /** Keyed by connection: one socket holds at most one subscription per topic. */
  subscriptions: Map<string, Subscription>
}

/** Hex sha256 of topic + client id: the id the clients compute for themselves. */
export function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256')
    .update(topic + clientId, 'utf8')
    .digest('hex')
}

export function messageId(message: string): string {
  return createHash('sha256').update(message, 'utf8').digest('hex')
}

/** The bytes a message is accounted as while stored. */
export function storedSize(input: { message: string; attestation?: string }): number {
  return (
    Buffer.byteLength(input.message, 'utf8') +
    Buffer.byteLength(input.attestation ?? '', 'utf8') +
    MESSAGE_OVERHEAD_BYTES
  )
}

export class RelayStore {
  private readonly topics = new Map<string, TopicState>()
  /** Topics each socket is subscribed to, so a socket's count and clean-up need no full scan. */
  private readonly topicsByConnection = new Map<string, Set<string>>()
  private readonly bytesByClient = new Map<string, number>()
  private bytesTotal = 0
  private lastSweepAt = Number.NEGATIVE_INFINITY
  private readonly now: () => number
  private readonly maxMessagesPerTopic: number
  private readonly maxBytesPerClient: number
  private readonly maxBytesTotal: number

  constructor(options: RelayStoreOptions = {}) {
    this.now = options.now ?? Date.now
    this.maxMessagesPerTopic = options.maxMessagesPerTopic ?? 500
    this.maxBytesPerClient = options.maxBytesPerClient ?? DEFAULT_MAX_BYTES_PER_CLIENT
    this.maxBytesTotal = options.maxBytesTotal ?? DEFAULT_MAX_BYTES_TOTAL
  }

  /**
   * Keeps each message for its TTL. `fresh` is false when the same text was already stored on
   * the topic (a publisher's retry): nothing new goes out, but the later expiry wins.
   *
   * Stores every input, or none of them when any bound would be crossed: a call that carries two
   * messages (a session approval) never lands half-way. Before refusing, expired messages are
   * swept (at most once a second) in case they were what filled the bound.
   */
  publishAll(inputs: PublishInput[]): PublishAllReturnType {
    let refusal = this.admit(inputs)
    if (refusal && this.now() - this.lastSweepAt >= REFUSAL_SWEEP_INTERVAL_MS) {
      this.sweep()
      refusal = this.admit(inputs)
    }
    if (refusal) return { ok: false, refusal }
    return { ok: true, published: inputs.map((input) => this.store(input)) }
  }

  /** The refusal the bounds would give these inputs, or undefined if they all fit. */
  private admit(inputs: PublishInput[]): StoreRefusal | undefined {
    const now = this.now()
    const newOnTopic = new Map<string, Set<string>>()
    const bytesByPublisher = new Map<string, number>()
    let bytes = 0
    for (const input of inputs) {
      const id = messageId(input.message)
      const existing = this.topics.get(input.topic)?.messages.get(id)
      const planned = newOnTopic.get(input.topic) ?? new Set<string>()
      if ((existing && existing.expiresAt > now) || planned.has(id)) continue
      planned.add(id)
      newOnTopic.set(input.topic, planned)
      const size = storedSize(input)
      bytesByPublisher.set(input.publisher, (bytesByPublisher.get(input.publisher) ?? 0) + size)
      bytes += size
    }
    for (const [topic, ids] of newOnTopic) {
      const held = this.topics.get(topic)?.messages.size ?? 0
      if (held + ids.size > this.maxMessagesPerTopic) {
        return {
          reason: 'topic',
          message: `topic ${topic.slice(0, 8)}… holds ${held} messages, the limit is ${this.maxMessagesPerTopic}`,
        }
      }
    }
    for (const [publisher, adding] of bytesByPublisher) {
      const held = this.bytesByClient.get(publisher) ?? 0
      if (held + adding > this.maxBytesPerClient) {
        return {
          reason: 'client',
          message: `this client has ${held} bytes stored, ${adding} more would pass its limit of ${this.maxBytesPerClient}`,
        }
      }
    }
    if (this.bytesTotal + bytes > this.maxBytesTotal) {
      return {
        reason: 'total',
        message: `the relay has ${this.bytesTotal} bytes stored, ${bytes} more would pass its limit of ${this.maxBytesTotal}`,
      }
    }
    return undefined
  }

  private store(input: PublishInput): { message: StoredMessage; fresh: boolean } {
    const state = this.topic(input.topic)
    const now = this.now()
    const id = messageId(input.message)
    const expiresAt = now + input.ttlSeconds * 1000
    const existing = state.messages.get(id)
    if (existing && existing.expiresAt > now) {
      existing.expiresAt = Math.max(existing.expiresAt, expiresAt)
      return { message: existing, fresh: false }
    }
    // Removing a stale copy first keeps the map in publish order and the byte counts exact.
    if (existing) this.remove(state, existing)
    const message: StoredMessage = {
      id,
      topic: input.topic,
      message: input.message,
      publishedAt: now,
      expiresAt,
      tag: input.tag,
      publisher: input.publisher,
      size: storedSize(input),
      deliveredTo: new Set(),
      ...(input.attestation !== undefined && { attestation: input.attestation }),
    }
    state.messages.set(id, message)
    this.bytesByClient.set(message.publisher, (this.bytesByClient.get(message.publisher) ?? 0) + message.size)
    this.bytesTotal += message.size
    return { message, fresh: true }
  }

  private remove(state: TopicState, message: StoredMessage): void {
    if (state.messages.get(message.id) !== message) return
    state.messages.delete(message.id)
    const left = (this.bytesByClient.get(message.publisher) ?? 0) - message.size
    if (left > 0) this.bytesByClient.set(message.publisher, left)
    else this.bytesByClient.delete(message.publisher)
    this.bytesTotal -= message.size
  }

  /** Accounted bytes a publishing client has stored now. */
  clientBytes(clientId: string): number {
    return this.bytesByClient.get(clientId) ?? 0
  }

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
    const state = this.topic(topic)
    const existing = state.subscriptions.get(connectionId)
    if (existing) return existing
    const subscription: Subscription = { id: subscriptionId(topic, clientId), topic, clientId, connectionId }
    state.subscriptions.set(connectionId, subscription)
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
    const state = this.topics.get(topic)
    if (!state) return false
    const removed = state.subscriptions.delete(connectionId)
    const held = this.topicsByConnection.get(connectionId)
    held?.delete(topic)
    if (held?.size === 0) this.topicsByConnection.delete(connectionId)
    this.dropIfEmpty(topic, state)
    return removed
  }

  /** Forgets every subscription a closed socket held; returns how many. */
  dropConnection(connectionId: string): number {
    const held = this.topicsByConnection.get(connectionId)
    if (!held) return 0
    this.topicsByConnection.delete(connectionId)
    for (const topic of held) {
      const state = this.topics.get(topic)
      if (!state) continue
      state.subscriptions.delete(connectionId)
      this.dropIfEmpty(topic, state)
    }
    return held.size
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

  /**
   * Drops expired messages (their bytes go back to their publishers and the total) and topics
   * with nothing left; returns how many messages went.
   */
  sweep(): number {
    const now = this.now()
    this.lastSweepAt = now
    let removed = 0
    for (const [topic, state] of this.topics) {
      for (const message of state.messages.values()) {
        if (message.expiresAt <= now) {
          this.remove(state, message)
          removed++
        }
      }
      this.dropIfEmpty(topic, state)
    }
    return removed
  }

  counts(): { topics: number; messages: number; subscriptions: number; storedBytes: number } {
    let messages = 0
    let subscriptions = 0
    for (const state of this.topics.values()) {
      messages += state.messages.size
      subscriptions += state.subscriptions.size
    }
    return { topics: this.topics.size, messages, subscriptions, storedBytes: this.bytesTotal }
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
