/**
 * What one client may make the relay do: the limits, their defaults, and what each call weighs
 * against them. Frames and messages are bounded in size, publishes and subscriptions in rate
 * per connection, subscriptions in number per connection, and stored bytes per publishing
 * client and in total (see message-store.ts).
 */
import type { RelayCall } from './protocol.js'
import type { RateLimit } from './rate-limit.js'
import { DEFAULT_MAX_BYTES_PER_CLIENT, DEFAULT_MAX_BYTES_TOTAL } from './message-store.js'

export interface RelayLimits {
  /** Largest WebSocket message; a bigger one closes the connection with 1009. */
  maxFrameBytes: number
  /** Largest published message (each one of a batch, proposal or approval), in UTF-8 bytes. */
  maxMessageBytes: number
  /** Per connection, in messages: irn_publish, each of irn_batchPublish, proposals and approvals. */
  publishRate: RateLimit
  /**
   * Per connection, in topics: irn_subscribe, each topic of irn_batchSubscribe and of the fetch
   * methods, and the topic a proposal or approval subscribes its sender to.
   */
  subscribeRate: RateLimit
  /**
   * Refused requests a connection may make: a bucket like the rates. A client that empties it
   * is going on far over its limits, and its connection is closed with 1008.
   */
  refusals: RateLimit
  maxSubscriptionsPerConnection: number
  maxMessagesPerTopic: number
  /** Accounted bytes (see message-store.ts) one publishing client may have stored. */
  maxBytesPerClient: number
  /** Accounted bytes the relay may hold in all. */
  maxBytesTotal: number
  /** Bytes queued to a socket that does not read them; past this it is cut. */
  maxBufferedBytes: number
}

/**
 * Measured against the real clients: pairing, approving and ten requests cost each side about
 * a dozen publishes and three subscriptions within a second, in frames under 2 KB. The
 * subscribe burst fits one batch of the largest size the clients send (500 topics).
 */
export const DEFAULT_RELAY_LIMITS: Readonly<RelayLimits> = {
  maxFrameBytes: 64 * 1024,
  maxMessageBytes: 64 * 1024,
  publishRate: { perSecond: 20, burst: 100 },
  subscribeRate: { perSecond: 20, burst: 500 },
  refusals: { perSecond: 20, burst: 100 },
  maxSubscriptionsPerConnection: 1000,
  maxMessagesPerTopic: 500,
  maxBytesPerClient: DEFAULT_MAX_BYTES_PER_CLIENT,
  maxBytesTotal: DEFAULT_MAX_BYTES_TOTAL,
  maxBufferedBytes: 16 * 1024 * 1024,
}

/** What a call would publish and subscribe to, for the limits to weigh before it runs. */
export interface CallLoad {
  messages: string[]
  subscribeTopics: string[]
  /** Topics read by the fetch methods. */
  readTopics: number
}

/** What a call would publish, subscribe to and read. */
export function callLoad(call: RelayCall): CallLoad {
  const none: CallLoad = { messages: [], subscribeTopics: [], readTopics: 0 }
  switch (call.method) {
    case 'irn_publish':
      return { ...none, messages: [call.params.message] }
    case 'irn_batchPublish':
      return { ...none, messages: call.params.messages.map((m) => m.message) }
    case 'irn_subscribe':
      return { ...none, subscribeTopics: [call.params.topic] }
    case 'irn_batchSubscribe':
      return { ...none, subscribeTopics: call.params.topics }
    case 'irn_fetchMessages':
      return { ...none, readTopics: 1 }
    case 'irn_batchFetchMessages':
      return { ...none, readTopics: call.params.topics.length }
    case 'wc_proposeSession':
      return { ...none, messages: [call.params.sessionProposal], subscribeTopics: [call.params.pairingTopic] }
    case 'wc_approveSession':
      return {
        ...none,
        messages: [call.params.sessionProposalResponse, call.params.sessionSettlementRequest],
        subscribeTopics: [call.params.sessionTopic],
      }
    case 'irn_unsubscribe':
    case 'irn_batchUnsubscribe':
      return none
  }
}

/** A rate as the refusal messages state it, e.g. `20/s (burst 100)`. */
export function describeRate(rate: RateLimit): string {
  return `${rate.perSecond}/s (burst ${rate.burst})`
}
