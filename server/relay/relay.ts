/**
 * A WalletConnect v2 relay for development and tests: the real dapp and wallet libraries
 * (`@walletconnect/sign-client`, `@reown/walletkit`) pair and exchange their encrypted messages
 * through it with `relayUrl: 'ws://127.0.0.1:<port>'`.
 *
 * It speaks the JSON-RPC the clients use (see protocol.ts). The relay only stores and forwards
 * ciphertext: it never holds a key, so it can read nothing it carries. Messages are kept in
 * memory until their TTL runs out, because the protocol relies on late subscribers: the dapp
 * subscribes to the session topic only after it reads the wallet's answer on the pairing topic,
 * and by then the wallet has already published the session settlement there.
 *
 * The `auth` JWT on the connection URL is decoded for its issuer (the client's `did:key`, which
 * the subscription ids derive from) but its signature is not checked: this relay is for local
 * use, bound to 127.0.0.1 by default.
 */
import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { WebSocket, WebSocketServer, type RawData } from 'ws'
import {
  DEFAULT_TTL_SECONDS,
  RPC_ERROR,
  TAG,
  formatResponse,
  parseCall,
  parseFrame,
  rawNumericId,
  type JsonRpcId,
  type PublishParams,
  type RelayCall,
  type RpcError,
} from './protocol.js'
import { RelayStore, type StoredMessage, type Subscription } from './store.js'

export interface StartRelayParameters {
  /** 0 picks a free port. */
  port: number
  /** Default 127.0.0.1. */
  host?: string
  /**
   * How often each socket is pinged. The Node clients drop a connection that goes 35 s without
   * a ping from the relay, so this must stay well under that.
   */
  pingIntervalMs?: number
  /** How often expired messages are swept out of memory. */
  sweepIntervalMs?: number
  /** Clock for message TTLs (tests move it forward). */
  now?: () => number
  /** One line per connection event; nothing secret is passed to it. Default: silent. */
  log?: (line: string) => void
}

export interface RelayStats {
  /** Open sockets. */
  connections: number
  topics: number
  /** Stored, not yet swept. */
  messages: number
  subscriptions: number
  /** New messages accepted (a repeated publish of the same text is not counted). */
  published: number
  /** `irn_subscription` pushes sent, plus messages handed out by the fetch methods. */
  delivered: number
  /** Pushes the clients acknowledged. */
  acked: number
  /** Requests answered with an error. */
  errors: number
  /** Requests received, by method name (unknown methods included). */
  methods: Record<string, number>
}

export interface Relay {
  /** `ws://host:port`: what the clients take as `relayUrl`. */
  url: string
  port: number
  stats(): RelayStats
  /** Closes every socket (code 1001) and the listener. */
  stop(): Promise<void>
}

interface Connection {
  id: string
  /** The JWT issuer when there is one, else a per-socket stand-in. */
  clientId: string
  socket: WebSocket
  alive: boolean
  /** Pushes awaiting the client's ack, by push id. */
  inflight: Map<number, StoredMessage>
}

/** Whatever the client asked for after the JSON-RPC answer has been sent. */
type Then = () => void

const MAX_FRAME_BYTES = 4 * 1024 * 1024
/** How long stop() lets clients answer the close handshake before cutting the sockets. */
const CLOSE_GRACE_MS = 500

export async function startRelay(parameters: StartRelayParameters): Promise<Relay> {
  const host = parameters.host ?? '127.0.0.1'
  const log = parameters.log ?? (() => {})
  const store = new RelayStore(parameters.now ? { now: parameters.now } : {})
  const connections = new Map<string, Connection>()
  const counters = { published: 0, delivered: 0, acked: 0, errors: 0 }
  const methods: Record<string, number> = {}
  // Push ids stay below 2^53: the clients parse longer integers as BigInt and would echo the
  // ack id back as a "…n" string.
  let nextPushId = Date.now() * 1000

  const httpServer: Server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/health') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
      return
    }
    res.writeHead(426, { 'content-type': 'text/plain' }).end('WalletConnect relay: connect with a WebSocket\n')
  })
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES })

  httpServer.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = parseUrl(req)
    if (!url) {
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n')
      return
    }
    wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws, url))
  })

  function onConnection(socket: WebSocket, url: URL): void {
    const id = randomUUID()
    const issuer = jwtIssuer(url.searchParams.get('auth'))
    const connection: Connection = { id, clientId: issuer ?? `anonymous:${id}`, socket, alive: true, inflight: new Map() }
    connections.set(id, connection)
    const ua = (url.searchParams.get('ua') ?? '-').slice(0, 120)
    log(`[relay] connected ${short(connection.clientId)} ua=${ua}${issuer ? '' : ' (no auth)'}`)

    socket.on('pong', () => {
      connection.alive = true
    })
    socket.on('message', (data: RawData, isBinary: boolean) => {
      connection.alive = true
      if (isBinary) {
        reply(connection, null, { error: { code: RPC_ERROR.invalidRequest, message: 'Invalid request: expected a text frame' } })
        return
      }
      onText(connection, rawText(data))
    })
    socket.on('error', () => {
      // A malformed frame or a reset; 'close' follows and does the clean-up.
    })
    socket.on('close', () => {
      connections.delete(id)
      store.dropConnection(id)
      // What the client never acknowledged goes out again when it subscribes anew.
      for (const message of connection.inflight.values()) store.forgetDelivery(message, connection.clientId)
      connection.inflight.clear()
      log(`[relay] closed ${short(connection.clientId)}`)
    })
  }

  function onText(connection: Connection, text: string): void {
    const frame = parseFrame(text)
    switch (frame.kind) {
      case 'invalid':
        reply(connection, frame.id, { error: frame.error })
        return
      case 'notification':
        return
      case 'response':
        onAck(connection, frame.id, frame.ok)
        return
      case 'request': {
        methods[frame.method] = (methods[frame.method] ?? 0) + 1
        const rawId = rawNumericId(text, frame.id)
        const parsed = parseCall(frame.method, frame.params)
        if (!parsed.ok) {
          reply(connection, frame.id, { error: parsed.error }, rawId)
          return
        }
        let answer: { result: unknown; then?: Then }
        try {
          answer = handle(connection, parsed.call)
        } catch {
          reply(connection, frame.id, { error: { code: RPC_ERROR.internal, message: 'Internal error' } }, rawId)
          return
        }
        reply(connection, frame.id, { result: answer.result }, rawId)
        answer.then?.()
      }
    }
  }

  /**
   * Does what the call asks. Deliveries go in `then`, after the answer is on the wire, so a
   * subscriber learns that its subscription exists before the first message on it arrives.
   */
  function handle(connection: Connection, call: RelayCall): { result: unknown; then?: Then } {
    switch (call.method) {
      case 'irn_subscribe': {
        const subscription = store.subscribe(call.params.topic, connection.clientId, connection.id)
        return { result: subscription.id, then: () => flush(connection, subscription) }
      }
      case 'irn_batchSubscribe': {
        const subscriptions = call.params.topics.map((topic) => store.subscribe(topic, connection.clientId, connection.id))
        return { result: subscriptions.map((s) => s.id), then: () => subscriptions.forEach((s) => flush(connection, s)) }
      }
      case 'irn_unsubscribe':
        store.unsubscribe(call.params.topic, connection.id)
        return { result: true }
      case 'irn_batchUnsubscribe':
        for (const { topic } of call.params.subscriptions) store.unsubscribe(topic, connection.id)
        return { result: true }
      case 'irn_publish': {
        const message = publish(connection, call.params)
        return { result: true, then: () => fanOut(message) }
      }
      case 'irn_batchPublish': {
        const messages = call.params.messages.map((params) => publish(connection, params))
        return { result: true, then: () => messages.forEach(fanOut) }
      }
      case 'irn_fetchMessages':
        return { result: { messages: fetch(connection, [call.params.topic]), hasMore: false } }
      case 'irn_batchFetchMessages':
        return { result: { messages: fetch(connection, call.params.topics), hasMore: false } }
      case 'wc_proposeSession': {
        // The dapp created the pairing without subscribing to it (`skipSubscribe`): the relay
        // subscribes it here, so the wallet's answer to the proposal reaches it.
        const { pairingTopic, sessionProposal, ttl, prompt, attestation } = call.params
        const subscription = store.subscribe(pairingTopic, connection.clientId, connection.id)
        const proposal = publish(connection, {
          topic: pairingTopic,
          message: sessionProposal,
          ttl: ttl ?? DEFAULT_TTL_SECONDS,
          tag: TAG.sessionPropose,
          prompt,
          attestation,
        })
        return {
          result: true,
          then: () => {
            flush(connection, subscription)
            fanOut(proposal)
          },
        }
      }
      case 'wc_approveSession': {
        // Likewise the wallet registered the session topic locally without a relay subscribe;
        // the dapp's settlement answer must reach it there.
        const { pairingTopic, sessionTopic, sessionProposalResponse, sessionSettlementRequest, ttl } = call.params
        const subscription = store.subscribe(sessionTopic, connection.clientId, connection.id)
        // Both are stored before either goes out: the dapp reacts to the response by subscribing
        // to the session topic, and the settlement must already be waiting there.
        const settlement = publish(connection, {
          topic: sessionTopic,
          message: sessionSettlementRequest,
          ttl: ttl ?? DEFAULT_TTL_SECONDS,
          tag: TAG.sessionSettle,
        })
        const response = publish(connection, {
          topic: pairingTopic,
          message: sessionProposalResponse,
          ttl: ttl ?? DEFAULT_TTL_SECONDS,
          tag: TAG.sessionProposeResponse,
        })
        return {
          result: true,
          then: () => {
            flush(connection, subscription)
            fanOut(response)
            fanOut(settlement)
          },
        }
      }
    }
  }

  function publish(connection: Connection, params: PublishParams): StoredMessage {
    const { message, fresh } = store.publish({
      topic: params.topic,
      message: params.message,
      ttlSeconds: params.ttl,
      tag: params.tag ?? 0,
      publisher: connection.clientId,
      ...(typeof params.attestation === 'string' && { attestation: params.attestation }),
    })
    if (fresh) counters.published++
    return message
  }

  /** Pushes a message to every subscriber of its topic that has not had it. */
  function fanOut(message: StoredMessage): void {
    for (const subscription of store.subscribers(message.topic)) {
      if (subscription.clientId === message.publisher || message.deliveredTo.has(subscription.clientId)) continue
      const target = connections.get(subscription.connectionId)
      if (target) push(target, subscription, message)
    }
  }

  /** Pushes what a (new) subscriber missed on its topic. */
  function flush(connection: Connection, subscription: Subscription): void {
    for (const message of store.pending(subscription.topic, connection.clientId)) push(connection, subscription, message)
  }

  function push(connection: Connection, subscription: Subscription, message: StoredMessage): void {
    if (connection.socket.readyState !== WebSocket.OPEN || !store.isLive(message)) return
    const id = nextPushId++
    store.markDelivered(message, connection.clientId)
    connection.inflight.set(id, message)
    counters.delivered++
    connection.socket.send(
      JSON.stringify({
        id,
        jsonrpc: '2.0',
        method: 'irn_subscription',
        params: { id: subscription.id, data: wireMessage(message) },
      }),
    )
  }

  function fetch(connection: Connection, topics: string[]): ReturnType<typeof wireMessage>[] {
    const out: ReturnType<typeof wireMessage>[] = []
    for (const topic of topics) {
      for (const message of store.pending(topic, connection.clientId)) {
        // Handed over in the answer itself, so no push of it should follow.
        store.markDelivered(message, connection.clientId)
        counters.delivered++
        out.push(wireMessage(message))
      }
    }
    return out
  }

  function onAck(connection: Connection, id: JsonRpcId, ok: boolean): void {
    const key = typeof id === 'number' ? id : Number(id)
    const message = connection.inflight.get(key)
    if (!message) return
    connection.inflight.delete(key)
    if (ok) counters.acked++
    else store.forgetDelivery(message, connection.clientId)
  }

  function reply(connection: Connection, id: JsonRpcId | null, body: { result: unknown } | { error: RpcError }, rawId?: string): void {
    if ('error' in body) counters.errors++
    if (connection.socket.readyState === WebSocket.OPEN) connection.socket.send(formatResponse(id, body, rawId))
  }

  const pingTimer = setInterval(() => {
    for (const connection of connections.values()) {
      if (!connection.alive) {
        connection.socket.terminate()
        continue
      }
      connection.alive = false
      connection.socket.ping()
    }
  }, parameters.pingIntervalMs ?? 15_000)
  pingTimer.unref()
  const sweepTimer = setInterval(() => store.sweep(), parameters.sweepIntervalMs ?? 30_000)
  sweepTimer.unref()

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject)
    httpServer.listen(parameters.port, host, () => {
      httpServer.off('error', reject)
      resolve()
    })
  })
  const port = (httpServer.address() as AddressInfo).port
  const urlHost = host === '0.0.0.0' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host

  let stopping: Promise<void> | undefined
  return {
    url: `ws://${urlHost}:${port}`,
    port,
    stats: () => ({ connections: connections.size, ...store.counts(), ...counters, methods: { ...methods } }),
    stop: () => {
      stopping ??= (async () => {
        clearInterval(pingTimer)
        clearInterval(sweepTimer)
        const closed = [...connections.values()].map(
          ({ socket }) =>
            new Promise<void>((resolve) => {
              if (socket.readyState === WebSocket.CLOSED) return resolve()
              socket.once('close', () => resolve())
              socket.close(1001, 'relay stopping')
            }),
        )
        const grace = setTimeout(() => {
          for (const { socket } of connections.values()) socket.terminate()
        }, CLOSE_GRACE_MS)
        await Promise.all(closed)
        clearTimeout(grace)
        await new Promise<void>((resolve) => wss.close(() => resolve()))
        httpServer.closeAllConnections()
        await new Promise<void>((resolve) => httpServer.close(() => resolve()))
      })()
      return stopping
    },
  }
}

function wireMessage(message: StoredMessage) {
  return {
    topic: message.topic,
    message: message.message,
    publishedAt: message.publishedAt,
    tag: message.tag,
    ...(message.attestation !== undefined && { attestation: message.attestation }),
  }
}

function parseUrl(req: IncomingMessage): URL | undefined {
  try {
    return new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`)
  } catch {
    return undefined
  }
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8')
  return data.toString('utf8')
}

/**
 * The `iss` claim of the client's relay JWT, read without checking the signature. It is the
 * client's `did:key`, from which the clients derive their own subscription ids.
 */
export function jwtIssuer(jwt: string | null): string | undefined {
  if (!jwt) return undefined
  const payload = jwt.split('.')[1]
  if (!payload) return undefined
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    if (typeof claims !== 'object' || claims === null) return undefined
    const iss = (claims as { iss?: unknown }).iss
    return typeof iss === 'string' && /^did:key:[1-9A-HJ-NP-Za-km-z]{1,100}$/.test(iss) ? iss : undefined
  } catch {
    return undefined
  }
}

/** Enough of a client id to tell clients apart in a log. */
function short(clientId: string): string {
  return clientId.startsWith('did:key:') ? `${clientId.slice(8, 16)}…` : 'anonymous'
}
