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
 * Who may connect: a client must put a valid relay-auth JWT in the `auth` parameter of the
 * WebSocket URL (see auth.ts): EdDSA, issued by an Ed25519 `did:key` whose key verifies the
 * signature, addressed (`aud`) to this relay's public URL, and not expired by the relay's clock.
 * Anything else is answered 401 at the HTTP upgrade and the socket destroyed; a refused client
 * never reaches the store. The verified issuer is the client id the relay knows it by.
 *
 * What a client may do is bounded (see limits.ts): frames and messages up to 64 KiB, a publish
 * rate and a subscribe rate per connection, a number of subscriptions per connection, and bytes
 * stored per publishing client and in total. A request over a bound is answered with a JSON-RPC
 * error and nothing of it is kept; nothing already stored is evicted to make room. A connection
 * that keeps going far over its limits, or that stops reading what the relay sends it, is closed.
 */
import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { WebSocket, WebSocketServer, type RawData } from 'ws'
import { acceptedAudiences, verifyRelayJwt } from './auth.js'
import { callLoad, DEFAULT_RELAY_LIMITS, describeRate, type RelayLimits } from './limits.js'
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
import { TokenBucket } from './rate-limit.js'
import { RelayStore, type PublishInput, type StoredMessage, type Subscription } from './store.js'

export { DEFAULT_RELAY_LIMITS, type RelayLimits } from './limits.js'

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
  /** Clock for message TTLs, JWT expiry and rate limits (tests move it forward). */
  now?: () => number
  /** One line per connection event; nothing secret is passed to it. Default: silent. */
  log?: (line: string) => void
  /**
   * The URL (or URLs) the clients are given as `relayUrl`; they sign it into the JWT's `aud`,
   * and a JWT addressed anywhere else is refused. Each is accepted exactly as written and as the
   * WHATWG URL parser spells it (`ws://127.0.0.1:4403` also as `ws://127.0.0.1:4403/`, which is
   * what a client that normalised its setting through `new URL(...).href` sends). Default: the
   * relay's own `ws://<host>:<port>`.
   */
  publicUrl?: string | string[]
  /** Bounds on what a client may send and store; each defaults to DEFAULT_RELAY_LIMITS. */
  limits?: Partial<RelayLimits>
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
  /** Accounted bytes of the stored messages (see store.ts). */
  storedBytes: number
  /** Connection attempts answered 401 (missing or invalid auth JWT) or 400. */
  refusedUpgrades: number
  /**
   * Requests refused for size, rate, subscription count or storage bounds (also counted in
   * `errors`), plus frames over the size limit.
   */
  refused: number
  /** Connections closed for going on far over their limits or not reading what they were sent. */
  closedForAbuse: number
  /** Requests received, by method name (unknown methods included). */
  methods: Record<string, number>
}

export interface Relay {
  /** `ws://host:port`: what the clients take as `relayUrl`. */
  url: string
  /** The JWT audiences this relay accepts (see `publicUrl`). */
  audiences: string[]
  port: number
  stats(): RelayStats
  /** Closes every socket (code 1001) and the listener. */
  stop(): Promise<void>
}

interface Connection {
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

/** Whatever the client asked for after the JSON-RPC answer has been sent. */
type Then = () => void

type Answer = { result: unknown; then?: Then } | { error: RpcError }

/** Close code for a client closed for going on far over its limits (policy violation). */
const CLOSE_POLICY = 1008
/** How long stop() lets clients answer the close handshake before cutting the sockets. */
const CLOSE_GRACE_MS = 500

export async function startRelay(parameters: StartRelayParameters): Promise<Relay> {
  const host = parameters.host ?? '127.0.0.1'
  const log = parameters.log ?? (() => {})
  const now = parameters.now ?? Date.now
  const limits: RelayLimits = { ...DEFAULT_RELAY_LIMITS, ...parameters.limits }
  const store = new RelayStore({
    now,
    maxMessagesPerTopic: limits.maxMessagesPerTopic,
    maxBytesPerClient: limits.maxBytesPerClient,
    maxBytesTotal: limits.maxBytesTotal,
  })
  const connections = new Map<string, Connection>()
  const counters = {
    published: 0,
    delivered: 0,
    acked: 0,
    errors: 0,
    refusedUpgrades: 0,
    refused: 0,
    closedForAbuse: 0,
  }
  // A configured public URL is checked before anything starts; the default one names the port,
  // so it is known only once listening (and no upgrade can arrive before then).
  let audiences = parameters.publicUrl === undefined ? new Set<string>() : acceptedAudiences(parameters.publicUrl)
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
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxFrameBytes })

  httpServer.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // A reset before the answer is out must not become an unhandled 'error'.
    socket.on('error', () => socket.destroy())
    const url = parseUrl(req)
    if (!url) {
      counters.refusedUpgrades++
      refuseUpgrade(socket, 400, 'Bad Request', 'unreadable request URL')
      return
    }
    const auth = verifyRelayJwt({ jwt: url.searchParams.get('auth'), audiences, nowMs: now() })
    if (!auth.ok) {
      counters.refusedUpgrades++
      log(`[relay] refused a connection: auth ${auth.code}: ${auth.message}`)
      refuseUpgrade(socket, 401, 'Unauthorized', `auth ${auth.code}: ${auth.message}`)
      return
    }
    wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws, url, auth.clientId))
  })

  function onConnection(socket: WebSocket, url: URL, clientId: string): void {
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
    connections.set(id, connection)
    const ua = (url.searchParams.get('ua') ?? '-').slice(0, 120)
    log(`[relay] connected ${short(connection.clientId)} ua=${ua}`)

    socket.on('pong', () => {
      connection.alive = true
    })
    socket.on('message', (data: RawData, isBinary: boolean) => {
      connection.alive = true
      if (connection.closing) return
      if (isBinary) {
        reply(connection, null, {
          error: { code: RPC_ERROR.invalidRequest, message: 'Invalid request: expected a text frame' },
        })
        return
      }
      onText(connection, rawText(data))
    })
    socket.on('error', (error: Error & { code?: string }) => {
      // A malformed or oversized frame (ws closes with 1002 or 1009), or a reset; 'close'
      // follows and does the clean-up.
      if (error.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') {
        counters.refused++
        log(`[relay] ${short(connection.clientId)} sent a frame over ${limits.maxFrameBytes} bytes; closed`)
      }
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
        const overLimit = checkLimits(connection, parsed.call)
        if (overLimit) {
          refuse(connection, frame.id, overLimit, rawId)
          return
        }
        let answer: Answer
        try {
          answer = handle(connection, parsed.call)
        } catch {
          reply(connection, frame.id, { error: { code: RPC_ERROR.internal, message: 'Internal error' } }, rawId)
          return
        }
        if ('error' in answer) {
          refuse(connection, frame.id, answer.error, rawId)
          return
        }
        reply(connection, frame.id, { result: answer.result }, rawId)
        answer.then?.()
      }
    }
  }

  /**
   * The error for a call that goes over a size, rate or subscription limit, or undefined. Rate
   * tokens are taken only when the call passes every check.
   */
  function checkLimits(connection: Connection, call: RelayCall): RpcError | undefined {
    const load = callLoad(call)
    const publishCost = load.messages.length
    const subscribeCost = load.subscribeTopics.length + load.readTopics
    if (publishCost > 0 && !connection.publishes.has(publishCost)) {
      return {
        code: RPC_ERROR.rateLimited,
        message: `Rate limited: publishes are limited to ${describeRate(limits.publishRate)} per connection`,
      }
    }
    if (subscribeCost > 0 && !connection.subscribes.has(subscribeCost)) {
      return {
        code: RPC_ERROR.rateLimited,
        message: `Rate limited: subscriptions and fetches are limited to ${describeRate(limits.subscribeRate)} topics per connection`,
      }
    }
    for (const message of load.messages) {
      const bytes = Buffer.byteLength(message, 'utf8')
      if (bytes > limits.maxMessageBytes) {
        return {
          code: RPC_ERROR.messageTooLarge,
          message: `Message too large: ${bytes} bytes, the limit is ${limits.maxMessageBytes}`,
        }
      }
    }
    if (load.subscribeTopics.length > 0) {
      const held = store.subscriptionCount(connection.id)
      const adding = store.newSubscriptionCount(load.subscribeTopics, connection.id)
      if (held + adding > limits.maxSubscriptionsPerConnection) {
        return {
          code: RPC_ERROR.tooManySubscriptions,
          message: `Too many subscriptions: this connection holds ${held}, ${adding} more would pass the limit of ${limits.maxSubscriptionsPerConnection}`,
        }
      }
    }
    connection.publishes.take(publishCost)
    connection.subscribes.take(subscribeCost)
    return undefined
  }

  /** Answers a refusal; a connection that runs out of refusals is closed. */
  function refuse(connection: Connection, id: JsonRpcId, error: RpcError, rawId?: string): void {
    counters.refused++
    reply(connection, id, { error }, rawId)
    if (connection.refusals.take()) return
    connection.closing = true
    counters.closedForAbuse++
    log(`[relay] closing ${short(connection.clientId)}: refused too often (last: ${error.message})`)
    connection.socket.close(CLOSE_POLICY, 'rate limit exceeded')
  }

  /**
   * Does what the call asks. Deliveries go in `then`, after the answer is on the wire, so a
   * subscriber learns that its subscription exists before the first message on it arrives.
   */
  function handle(connection: Connection, call: RelayCall): Answer {
    switch (call.method) {
      case 'irn_subscribe': {
        const subscription = store.subscribe(call.params.topic, connection.clientId, connection.id)
        return { result: subscription.id, then: () => flush(connection, subscription) }
      }
      case 'irn_batchSubscribe': {
        const subscriptions = call.params.topics.map((topic) =>
          store.subscribe(topic, connection.clientId, connection.id),
        )
        return {
          result: subscriptions.map((s) => s.id),
          then: () => subscriptions.forEach((s) => flush(connection, s)),
        }
      }
      case 'irn_unsubscribe':
        store.unsubscribe(call.params.topic, connection.id)
        return { result: true }
      case 'irn_batchUnsubscribe':
        for (const { topic } of call.params.subscriptions) store.unsubscribe(topic, connection.id)
        return { result: true }
      case 'irn_publish': {
        const stored = publish(connection, [publishInput(connection, call.params)])
        if ('error' in stored) return stored
        return { result: true, then: () => stored.forEach(fanOut) }
      }
      case 'irn_batchPublish': {
        const stored = publish(
          connection,
          call.params.messages.map((params) => publishInput(connection, params)),
        )
        if ('error' in stored) return stored
        return { result: true, then: () => stored.forEach(fanOut) }
      }
      case 'irn_fetchMessages':
        return { result: { messages: fetch(connection, [call.params.topic]), hasMore: false } }
      case 'irn_batchFetchMessages':
        return { result: { messages: fetch(connection, call.params.topics), hasMore: false } }
      case 'wc_proposeSession': {
        // The dapp created the pairing without subscribing to it (`skipSubscribe`): the relay
        // subscribes it here, so the wallet's answer to the proposal reaches it.
        const { pairingTopic, sessionProposal, ttl, prompt, attestation } = call.params
        const stored = publish(connection, [
          publishInput(connection, {
            topic: pairingTopic,
            message: sessionProposal,
            ttl: ttl ?? DEFAULT_TTL_SECONDS,
            tag: TAG.sessionPropose,
            prompt,
            attestation,
          }),
        ])
        if ('error' in stored) return stored
        const subscription = store.subscribe(pairingTopic, connection.clientId, connection.id)
        return {
          result: true,
          then: () => {
            flush(connection, subscription)
            stored.forEach(fanOut)
          },
        }
      }
      case 'wc_approveSession': {
        // Likewise the wallet registered the session topic locally without a relay subscribe;
        // the dapp's settlement answer must reach it there.
        const { pairingTopic, sessionTopic, sessionProposalResponse, sessionSettlementRequest, ttl } = call.params
        // Both are stored before either goes out: the dapp reacts to the response by subscribing
        // to the session topic, and the settlement must already be waiting there.
        const stored = publish(connection, [
          publishInput(connection, {
            topic: sessionTopic,
            message: sessionSettlementRequest,
            ttl: ttl ?? DEFAULT_TTL_SECONDS,
            tag: TAG.sessionSettle,
          }),
          publishInput(connection, {
            topic: pairingTopic,
            message: sessionProposalResponse,
            ttl: ttl ?? DEFAULT_TTL_SECONDS,
            tag: TAG.sessionProposeResponse,
          }),
        ])
        if ('error' in stored) return stored
        const [settlement, response] = stored as [StoredMessage, StoredMessage]
        const subscription = store.subscribe(sessionTopic, connection.clientId, connection.id)
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

  /** Stores all of a call's messages, or none of them with the store's refusal as the error. */
  function publish(connection: Connection, inputs: PublishInput[]): StoredMessage[] | { error: RpcError } {
    const outcome = store.publishAll(inputs)
    if (!outcome.ok) {
      log(`[relay] refused a publish from ${short(connection.clientId)}: ${outcome.refusal.message}`)
      return { error: { code: RPC_ERROR.storeFull, message: `Store full: ${outcome.refusal.message}` } }
    }
    counters.published += outcome.published.filter((p) => p.fresh).length
    return outcome.published.map((p) => p.message)
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
    for (const message of store.pending(subscription.topic, connection.clientId))
      push(connection, subscription, message)
  }

  function push(connection: Connection, subscription: Subscription, message: StoredMessage): void {
    if (connection.socket.readyState !== WebSocket.OPEN || !store.isLive(message)) return
    const id = nextPushId++
    store.markDelivered(message, connection.clientId)
    connection.inflight.set(id, message)
    counters.delivered++
    send(
      connection,
      JSON.stringify({
        id,
        jsonrpc: '2.0',
        method: 'irn_subscription',
        params: { id: subscription.id, data: wireMessage(message) },
      }),
    )
  }

  /**
   * Queues a frame to a socket. One that has let more than `maxBufferedBytes` pile up is not
   * reading what it asked for; it is cut rather than left to grow the relay's memory.
   */
  function send(connection: Connection, text: string): void {
    if (connection.socket.readyState !== WebSocket.OPEN) return
    if (connection.socket.bufferedAmount > limits.maxBufferedBytes) {
      if (!connection.closing) {
        connection.closing = true
        counters.closedForAbuse++
        log(`[relay] cutting ${short(connection.clientId)}: ${connection.socket.bufferedAmount} bytes unread`)
      }
      connection.socket.terminate()
      return
    }
    connection.socket.send(text)
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

  function reply(
    connection: Connection,
    id: JsonRpcId | null,
    body: { result: unknown } | { error: RpcError },
    rawId?: string,
  ): void {
    if ('error' in body) counters.errors++
    send(connection, formatResponse(id, body, rawId))
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
  const url = `ws://${urlHost}:${port}`
  if (parameters.publicUrl === undefined) audiences = acceptedAudiences(url)

  let stopping: Promise<void> | undefined
  return {
    url,
    audiences: [...audiences],
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

function publishInput(connection: Connection, params: PublishParams): PublishInput {
  return {
    topic: params.topic,
    message: params.message,
    ttlSeconds: params.ttl,
    tag: params.tag ?? 0,
    publisher: connection.clientId,
    ...(typeof params.attestation === 'string' && { attestation: params.attestation }),
  }
}

/** Answers an upgrade request with an HTTP error, then destroys the socket. */
function refuseUpgrade(socket: Duplex, status: number, statusText: string, reason: string): void {
  const body = `${reason}\n`
  socket.once('finish', () => socket.destroy())
  socket.end(
    `HTTP/1.1 ${status} ${statusText}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  )
}

/** Enough of a client id to tell clients apart in a log. */
function short(clientId: string): string {
  // Every Ed25519 did:key starts "did:key:z6Mk"; what follows tells them apart.
  return `${clientId.slice(12, 20)}…`
}
