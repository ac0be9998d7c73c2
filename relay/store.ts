/**
 * The relay's memory: the messages published to each topic (message-store.ts, kept until their
 * TTL runs out, so a client that subscribes late still receives them) and the live
 * subscriptions (subscriptions.ts). Nothing else is kept, and only in memory.
 */
import { MessageStore, type MessageStoreOptions } from './message-store.js'
import { SubscriptionStore } from './subscriptions.js'

export type RelayStoreOptions = MessageStoreOptions

export interface RelayStoreCounts {
  /** Topics holding a message or a subscription. */
  topics: number
  messages: number
  subscriptions: number
  /** Accounted bytes of the stored messages (see message-store.ts). */
  storedBytes: number
}

export class RelayStore {
  readonly messages: MessageStore
  readonly subscriptions = new SubscriptionStore()

  constructor(options: RelayStoreOptions = {}) {
    this.messages = new MessageStore(options)
  }

  counts(): RelayStoreCounts {
    const topics = new Set(this.messages.topicIds())
    for (const topic of this.subscriptions.topicIds()) topics.add(topic)
    return { topics: topics.size, ...this.messages.counts(), subscriptions: this.subscriptions.count() }
  }
}
