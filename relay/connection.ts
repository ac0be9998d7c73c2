/**
 * A client's socket from the moment its upgrade was accepted until it closes: its rate buckets,
 * its frames handed to requests.ts, and the clean-up that forgets its subscriptions and puts
 * what it never acknowledged up for delivery again.
 */
import { randomUUID } from 'node:crypto'
import type { RawData, WebSocket } from 'ws'
import { reply } from './delivery.js'
import { RPC_ERROR } from './protocol.js'
import { TokenBucket } from './rate-limit.js'
import { onText } from './requests.js'
import { type Connection, type RelayState, shortClientId } from './state.js'

/** Starts tracking a socket whose client `clientId` proved its key at the upgrade. */
export function openConnection(state: RelayState, socket: WebSocket, url: URL, clientId: string): Connection {
  const { limits, now, store } = state
  const id = randomUUID()
  const connection: Connection = {
    id,
    clientId,
    socket,
    alive: true,
    closing: false,
    inflight: new Map(),
    publishes: new TokenBucket(limits.publishRate, now),
    subscribes: new TokenBucket(limits.subscribeRate, now),
    refusals: new TokenBucket(limits.refusals, now),
  }
  state.connections.set(id, connection)
  const ua = (url.searchParams.get('ua') ?? '-').slice(0, 120)
  state.log(`[relay] connected ${shortClientId(clientId)} ua=${ua}`)

  socket.on('pong', () => {
    connection.alive = true
  })
  socket.on('message', (data: RawData, isBinary: boolean) => {
    connection.alive = true
    if (connection.closing) return
    if (isBinary) {
      reply(state, connection, null, {
        error: { code: RPC_ERROR.invalidRequest, message: 'Invalid request: expected a text frame' },
      })
      return
    }
    onText(state, connection, rawText(data))
  })
  socket.on('error', (error: Error & { code?: string }) => {
    // A malformed or oversized frame (ws closes with 1002 or 1009), or a reset; 'close'
    // follows and does the clean-up.
    if (error.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') {
      state.counters.refused++
      state.log(`[relay] ${shortClientId(clientId)} sent a frame over ${limits.maxFrameBytes} bytes; closed`)
    }
  })
  socket.on('close', () => {
    state.connections.delete(id)
    store.subscriptions.dropConnection(id)
    // What the client never acknowledged goes out again when it subscribes anew.
    for (const message of connection.inflight.values()) store.messages.forgetDelivery(message, clientId)
    connection.inflight.clear()
    state.log(`[relay] closed ${shortClientId(clientId)}`)
  })
  return connection
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8')
  return data.toString('utf8')
}
