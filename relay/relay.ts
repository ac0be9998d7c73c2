/**
 * A WalletConnect v2 relay: the real libraries of the widget and of wallets (`@walletconnect/sign-client`,
 * `@reown/walletkit`) pair and exchange their encrypted messages through it with
 * `relayUrl: 'ws://127.0.0.1:<port>'`. `startRelay` listens and accepts connections; a socket's
 * life is in connection.ts, its requests in requests.ts and dispatch.ts, deliveries in
 * delivery.ts, the store in store.ts.
 *
 * It speaks the JSON-RPC the clients use (see protocol.ts). The relay only stores and forwards
 * ciphertext: it never holds a key, so it can read nothing it carries. Messages are kept in
 * memory (and, given `databaseUrl`, in PostgreSQL shared with the other instances) until their
 * TTL runs out, because the protocol relies on late subscribers: the widget
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
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { WebSocket, WebSocketServer } from 'ws'
import { acceptedAudiences, verifyRelayJwt } from './auth.js'
import { openConnection } from './connection.js'
import { DEFAULT_RELAY_LIMITS, type RelayLimits } from './limits.js'
import type { RelayState } from './state.js'
import { openSharedStore } from './postgres/shared-store.js'
import { fanOut } from './delivery.js'
import { RelayStore } from './store.js'

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
  /**
   * A PostgreSQL URL: messages and deliveries are shared with every relay instance using the same
   * database (postgres/shared-store.ts). Without it everything is kept in this process's memory.
   */
  databaseUrl?: string
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
  /** Accounted bytes of the stored messages (see message-store.ts). */
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

/** How long stop() lets clients answer the close handshake before cutting the sockets. */
const CLOSE_GRACE_MS = 500

export async function startRelay(parameters: StartRelayParameters): Promise<Relay> {
  const host = parameters.host ?? '127.0.0.1'
  const limits: RelayLimits = { ...DEFAULT_RELAY_LIMITS, ...parameters.limits }
  const now = parameters.now ?? Date.now
  // Push ids stay below 2^53: the clients parse longer integers as BigInt and would echo the
  // ack id back as a "…n" string.
  let nextPushId = Date.now() * 1000
  const state: RelayState = {
    store: new RelayStore({
      now,
      maxMessagesPerTopic: limits.maxMessagesPerTopic,
      maxBytesPerClient: limits.maxBytesPerClient,
      maxBytesTotal: limits.maxBytesTotal,
    }),
    limits,
    now,
    log: parameters.log ?? (() => {}),
    connections: new Map(),
    counters: { published: 0, delivered: 0, acked: 0, errors: 0, refusedUpgrades: 0, refused: 0, closedForAbuse: 0 },
    methods: {},
    nextPushId: () => nextPushId++,
  }
  if (parameters.databaseUrl !== undefined) {
    state.shared = await openSharedStore({
      url: parameters.databaseUrl,
      store: state.store.messages,
      now,
      log: state.log,
      onMessage: (message) => fanOut(state, message),
    })
  }
  const { connections, counters } = state
  // A configured public URL is checked before anything starts; the default one names the port,
  // so it is known only once listening (and no upgrade can arrive before then).
  let audiences = parameters.publicUrl === undefined ? new Set<string>() : acceptedAudiences(parameters.publicUrl)

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
      state.log(`[relay] refused a connection: auth ${auth.code}: ${auth.message}`)
      refuseUpgrade(socket, 401, 'Unauthorized', `auth ${auth.code}: ${auth.message}`)
      return
    }
    wss.handleUpgrade(req, socket, head, (ws) => openConnection(state, ws, url, auth.clientId))
  })

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
  const sweepTimer = setInterval(() => {
    state.store.messages.sweep()
    void state.shared?.sweep()
  }, parameters.sweepIntervalMs ?? 30_000)
  sweepTimer.unref()

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject)
    httpServer.listen(parameters.port, host, () => {
      httpServer.off('error', reject)
      resolve()
    })
  }).catch(async (err: unknown) => {
    clearInterval(pingTimer)
    clearInterval(sweepTimer)
    await state.shared?.close()
    throw err
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
    stats: () => ({
      connections: connections.size,
      ...state.store.counts(),
      ...counters,
      methods: { ...state.methods },
    }),
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
        await state.shared?.close()
      })()
      return stopping
    },
  }
}

function parseUrl(req: IncomingMessage): URL | undefined {
  try {
    return new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`)
  } catch {
    return undefined
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
