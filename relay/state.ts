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
  /**
   * Set while a request waits on the database: the frames that follow queue behind it, so a
   * client's requests are still handled in the order it sent them.
   */
  busy?: Promise<void>
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
  /** With a database: what this instance shares with the others (postgres/backplane.ts). */
  shared?: SharedStore
}

/** What a relay instance writes through to the database it shares with other instances. */
export interface SharedStore {
  /** Makes messages the local store just took durable and announces them; resolves once committed. */
  save(published: { message: StoredMessage; fresh: boolean }[]): Promise<void>
  /** Records that a client has had a message (acknowledged a push, or fetched it), for every instance. */
  delivered(message: StoredMessage, clientId: string): void
  /** Deletes expired messages from the database. */
  sweep(): Promise<void>
  close(): Promise<void>
}

/** Close code for a client closed for going on far over its limits (policy violation). */
export const CLOSE_POLICY = 1008

/** Enough of a client id to tell clients apart in a log. */
export function shortClientId(clientId: string): string {
  // Every Ed25519 did:key starts "did:key:z6Mk"; what follows tells them apart.
  return `${clientId.slice(12, 20)}…`
}
