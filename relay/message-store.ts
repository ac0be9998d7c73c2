/**
 * The messages the relay holds: for each topic, what was published to it, kept until its TTL runs
 * out so a client that subscribes late still receives it.
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

export interface PublishInput {
  topic: string
  message: string
  ttlSeconds: number
  tag: number
  attestation?: string
  publisher: string
}

export interface MessageStoreOptions {
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

export class MessageStore {
  /** Per topic, by message id; insertion order is publish order, the order late subscribers get them in. */
  private readonly topics = new Map<string, Map<string, StoredMessage>>()
  private readonly bytesByClient = new Map<string, number>()
  private bytesTotal = 0
  private lastSweepAt = Number.NEGATIVE_INFINITY
  private readonly now: () => number
  private readonly maxMessagesPerTopic: number
  private readonly maxBytesPerClient: number
  private readonly maxBytesTotal: number

  constructor(options: MessageStoreOptions = {}) {
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
      const existing = this.topics.get(input.topic)?.get(id)
      const planned = newOnTopic.get(input.topic) ?? new Set<string>()
      if ((existing && existing.expiresAt > now) || planned.has(id)) continue
      planned.add(id)
      newOnTopic.set(input.topic, planned)
      const size = storedSize(input)
      bytesByPublisher.set(input.publisher, (bytesByPublisher.get(input.publisher) ?? 0) + size)
      bytes += size
    }
    for (const [topic, ids] of newOnTopic) {
      const held = this.topics.get(topic)?.size ?? 0
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
    const now = this.now()
    const id = messageId(input.message)
    const expiresAt = now + input.ttlSeconds * 1000
    const existing = this.topics.get(input.topic)?.get(id)
    if (existing && existing.expiresAt > now) {
      existing.expiresAt = Math.max(existing.expiresAt, expiresAt)
      return { message: existing, fresh: false }
    }
    // Removing a stale copy first keeps the topic in publish order and the byte counts exact.
    if (existing) this.remove(existing)
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
    this.add(message)
    return { message, fresh: true }
  }

  private add(message: StoredMessage): void {
    let messages = this.topics.get(message.topic)
    if (!messages) {
      messages = new Map()
      this.topics.set(message.topic, messages)
    }
    messages.set(message.id, message)
    this.bytesByClient.set(message.publisher, (this.bytesByClient.get(message.publisher) ?? 0) + message.size)
    this.bytesTotal += message.size
  }

  /**
   * Takes in a message another relay instance stored (it checked the bounds). Answers it when it
   * is new here; undefined when this copy was already held (only its expiry may move later).
   */
  ingest(message: StoredMessage): StoredMessage | undefined {
    const existing = this.topics.get(message.topic)?.get(message.id)
    if (existing && existing.publishedAt === message.publishedAt && existing.publisher === message.publisher) {
      existing.expiresAt = Math.max(existing.expiresAt, message.expiresAt)
      return undefined
    }
    if (existing) this.remove(existing)
    this.add(message)
    return message
  }

  /** The message with this id on a topic, live or not yet swept. */
  find(topic: string, id: string): StoredMessage | undefined {
    return this.topics.get(topic)?.get(id)
  }

  /** Forgets a message and gives its bytes back; its topic stays until the next sweep finds it empty. */
  private remove(message: StoredMessage): void {
    const messages = this.topics.get(message.topic)
    if (messages?.get(message.id) !== message) return
    messages.delete(message.id)
    const left = (this.bytesByClient.get(message.publisher) ?? 0) - message.size
    if (left > 0) this.bytesByClient.set(message.publisher, left)
    else this.bytesByClient.delete(message.publisher)
    this.bytesTotal -= message.size
  }

  /** Accounted bytes a publishing client has stored now. */
  clientBytes(clientId: string): number {
    return this.bytesByClient.get(clientId) ?? 0
  }

  /** Live messages on a topic that this client neither sent nor has received, oldest first. */
  pending(topic: string, clientId: string): StoredMessage[] {
    const messages = this.topics.get(topic)
    if (!messages) return []
    const now = this.now()
    const out: StoredMessage[] = []
    for (const message of messages.values()) {
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
    for (const [topic, messages] of this.topics) {
      for (const message of messages.values()) {
        if (message.expiresAt <= now) {
          this.remove(message)
          removed++
        }
      }
      if (messages.size === 0) this.topics.delete(topic)
    }
    return removed
  }

  /** Topics holding at least one message (expired ones included until swept). */
  topicIds(): IterableIterator<string> {
    return this.topics.keys()
  }

  counts(): { messages: number; storedBytes: number } {
    let messages = 0
    for (const held of this.topics.values()) messages += held.size
    return { messages, storedBytes: this.bytesTotal }
  }
}
