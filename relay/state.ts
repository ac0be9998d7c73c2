/** What one running relay shares among its handlers: the open connections, the store, the limits and the counters. */
import type { WebSocket } from 'ws'
import type { RelayLimits } from './limits.js'
import type { StoredMessage } from './message-store.js'
import type { TokenBucket } from './rate-limit.js'
import type { RelayStore } from './store.js'

/** One client's socket. */
export interface Connection {
  id: string
  /** The verified JWT issuer: the client's `did:key`. */
  clientId: string
  socket: WebSocket
  alive: boolean
  /** Set once the relay has decided to close it: nothing more it sends is handled. */
  closing: boolean
  /** Pushes awaiting the client's ack, by push id. */
  inflight: Map<number, StoredMessage>
  publishes: TokenBucket
  subscribes: TokenBucket
  refusals: TokenBucket
}

/** The running totals reported by `Relay.stats()` (see relay.ts for what each counts). */
export interface RelayCounters {
  published: number
  delivered: number
  acked: number
  errors: number
  refusedUpgrades: number
  refused: number
  closedForAbuse: number
}

export interface RelayState {
  store: RelayStore
  limits: RelayLimits
  /** Clock for message TTLs, JWT expiry and rate limits. */
  now: () => number
  log: (line: string) => void
  /** Open connections by id. */
  connections: Map<string, Connection>
  counters: RelayCounters
  /** Requests received, by method name (unknown methods included). */
  methods: Record<string, number>
  /** The id of the next `irn_subscription` push. */
  nextPushId(): number
}

/** Close code for a client closed for going on far over its limits (policy violation). */
export const CLOSE_POLICY = 1008

/** Enough of a client id to tell clients apart in a log. */
export function shortClientId(clientId: string): string {
  // Every Ed25519 did:key starts "did:key:z6Mk"; what follows tells them apart.
  return `${clientId.slice(12, 20)}…`
}
