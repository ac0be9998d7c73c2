/**
 * Getting stored messages to their subscribers: pushes (`irn_subscription`) to every subscriber
 * that has not had a message, what a new subscriber missed, the fetch methods' answers, and the
 * acknowledgements that settle a push. Every frame to a client goes out through `send`, which
 * cuts a socket that stops reading.
 */
import { WebSocket } from 'ws'
import type { StoredMessage } from './message-store.js'
import { formatResponse, type JsonRpcId, type RpcError } from './protocol.js'
import { type Connection, type RelayState, shortClientId } from './state.js'
import type { Subscription } from './subscriptions.js'

/** A stored message as the clients receive it. */
export interface WireMessage {
  topic: string
  message: string
  publishedAt: number
  tag: number
  attestation?: string
}

export function wireMessage(message: StoredMessage): WireMessage {
  return {
    topic: message.topic,
    message: message.message,
    publishedAt: message.publishedAt,
    tag: message.tag,
    ...(message.attestation !== undefined && { attestation: message.attestation }),
  }
}

/**
 * Queues a frame to a socket. One that has let more than `maxBufferedBytes` pile up is not
 * reading what it asked for; it is cut rather than left to grow the relay's memory.
 */
export function send(state: RelayState, connection: Connection, text: string): void {
  if (connection.socket.readyState !== WebSocket.OPEN) return
  if (connection.socket.bufferedAmount > state.limits.maxBufferedBytes) {
    if (!connection.closing) {
      connection.closing = true
      state.counters.closedForAbuse++
      state.log(
        `[relay] cutting ${shortClientId(connection.clientId)}: ${connection.socket.bufferedAmount} bytes unread`,
      )
    }
    connection.socket.terminate()
    return
  }
  connection.socket.send(text)
}

/** Answers a request; `rawId` echoes an id too large for a JavaScript number exactly as sent. */
export function reply(
  state: RelayState,
  connection: Connection,
  id: JsonRpcId | null,
  body: { result: unknown } | { error: RpcError },
  rawId?: string,
): void {
  if ('error' in body) state.counters.errors++
  send(state, connection, formatResponse(id, body, rawId))
}

function push(state: RelayState, connection: Connection, subscription: Subscription, message: StoredMessage): void {
  if (connection.socket.readyState !== WebSocket.OPEN || !state.store.messages.isLive(message)) return
  const id = state.nextPushId()
  state.store.messages.markDelivered(message, connection.clientId)
  connection.inflight.set(id, message)
  state.counters.delivered++
  send(
    state,
    connection,
    JSON.stringify({
      id,
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: { id: subscription.id, data: wireMessage(message) },
    }),
  )
}

/** Pushes a message to every subscriber of its topic that has not had it. */
export function fanOut(state: RelayState, message: StoredMessage): void {
  for (const subscription of state.store.subscriptions.subscribers(message.topic)) {
    if (subscription.clientId === message.publisher || message.deliveredTo.has(subscription.clientId)) continue
    const target = state.connections.get(subscription.connectionId)
    if (target) push(state, target, subscription, message)
  }
}

/** Pushes what a (new) subscriber missed on its topic. */
export function flush(state: RelayState, connection: Connection, subscription: Subscription): void {
  for (const message of state.store.messages.pending(subscription.topic, connection.clientId))
    push(state, connection, subscription, message)
}

/** What the fetch methods hand over: the topics' messages this client has not had, marked as delivered. */
export function fetchPending(state: RelayState, connection: Connection, topics: string[]): WireMessage[] {
  const out: WireMessage[] = []
  for (const topic of topics) {
    for (const message of state.store.messages.pending(topic, connection.clientId)) {
      // Handed over in the answer itself, so no push of it should follow.
      state.store.messages.markDelivered(message, connection.clientId)
      state.shared?.delivered(message, connection.clientId)
      state.counters.delivered++
      out.push(wireMessage(message))
    }
  }
  return out
}

/** Settles a push: acknowledged, or (an error answer) to be sent again on the next subscribe. */
export function onAck(state: RelayState, connection: Connection, id: JsonRpcId, ok: boolean): void {
  const key = typeof id === 'number' ? id : Number(id)
  const message = connection.inflight.get(key)
  if (!message) return
  connection.inflight.delete(key)
  if (!ok) {
    state.store.messages.forgetDelivery(message, connection.clientId)
    return
  }
  state.counters.acked++
  // Only an acknowledged push is recorded for the other instances: one this instance dies
  // holding unacknowledged goes out again from whichever instance the client reconnects to.
  state.shared?.delivered(message, connection.clientId)
}
