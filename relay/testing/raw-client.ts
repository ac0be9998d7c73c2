/**
 * A bare relay client: what the WalletConnect SDK's socket layer does, without the SDK, so the
 * relay's tests and its benchmark can speak to it frame by frame. It authenticates as the SDK
 * does, with a relay-auth JWT signed by its own Ed25519 key (see ../auth.ts).
 */
import { randomBytes } from 'node:crypto'
import WebSocket from 'ws'
import { generateRelayClientKey, signRelayJwt, type RelayClientKey } from '../auth.js'

export interface RelayPush {
  id: number
  params: {
    id: string
    data: { topic: string; message: string; publishedAt: number; tag: number; attestation?: string }
  }
}

export interface OpenRawClientParameters {
  /** Reuse a client key, as a reconnecting SDK does; default a fresh one. */
  key?: RelayClientKey
  /** Never acknowledge a push. */
  noAck?: boolean
  /** The JWT `aud`; default the relay URL as given. */
  aud?: string
}

/** A fresh 64-character hex topic. */
export function randomTopic(): string {
  return randomBytes(32).toString('hex')
}

/** The WebSocket URL a client with this key would connect with. */
export function authenticatedUrl(relayUrl: string, key: RelayClientKey, aud = relayUrl): string {
  return `${relayUrl}/?auth=${signRelayJwt({ key, aud })}&projectId=test&ua=raw-test`
}

export class RawClient {
  readonly pushes: RelayPush[] = []
  private nextId = 1
  private readonly answers = new Map<number | string, (frame: Record<string, unknown>) => void>()
  private readonly pushWaiters: (() => void)[] = []
  /** Resolves with the close code once the socket is closed. */
  readonly closed: Promise<number>

  private constructor(
    readonly socket: WebSocket,
    readonly key: RelayClientKey,
    private readonly ack: boolean,
  ) {
    this.closed = new Promise((resolve) =>
      socket.once('close', (code) => {
        // Every request settles: those the relay never answered end with the socket.
        for (const [id, answer] of this.answers) answer({ id, closed: true })
        this.answers.clear()
        resolve(code)
      }),
    )
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as Record<string, unknown>
      if (frame.method === 'irn_subscription') {
        this.pushes.push(frame as unknown as RelayPush)
        if (this.ack) socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
        this.pushWaiters.splice(0).forEach((wake) => wake())
        return
      }
      // Answers to frames the relay could not read carry id null.
      const id = (frame.id ?? 'null') as number | string
      const answer = this.answers.get(id)
      this.answers.delete(id)
      answer?.(frame)
    })
  }

  /** The client id the relay knows this socket by (the JWT issuer). */
  get did(): string {
    return this.key.did
  }

  static async open(relayUrl: string, options: OpenRawClientParameters = {}): Promise<RawClient> {
    const key = options.key ?? generateRelayClientKey()
    const socket = new WebSocket(authenticatedUrl(relayUrl, key, options.aud))
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
    return new RawClient(socket, key, !options.noAck)
  }

  /**
   * Sends a raw frame and resolves with the answer carrying `id`, or with `{ id, closed: true }`
   * if the socket closes first.
   */
  send(text: string, id: number | string): Promise<Record<string, unknown>> {
    return new Promise((resolve) => {
      if (this.socket.readyState !== WebSocket.OPEN) return resolve({ id, closed: true })
      this.answers.set(id, resolve)
      this.socket.send(text)
    })
  }

  request(method: string, params: unknown): Promise<Record<string, unknown>> {
    const id = this.nextId++
    return this.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }), id)
  }

  async result(method: string, params: unknown): Promise<unknown> {
    const answer = await this.request(method, params)
    if ('error' in answer) throw new Error(`${method} failed: ${JSON.stringify(answer.error)}`)
    return answer.result
  }

  /**
   * Waits until every frame the relay sent before this point has arrived: the relay answers in
   * order on one socket, so once this answer is in, any push queued earlier is too.
   */
  async settle(): Promise<void> {
    await this.request('irn_unknown_barrier', {})
  }

  async waitForPushes(count: number, timeoutMs = 2000): Promise<RelayPush[]> {
    const deadline = Date.now() + timeoutMs
    while (this.pushes.length < count) {
      if (Date.now() > deadline) throw new Error(`expected ${count} pushes, got ${this.pushes.length}`)
      await new Promise<void>((resolve) => {
        this.pushWaiters.push(resolve)
        setTimeout(resolve, 50)
      })
    }
    return this.pushes
  }

  close(): void {
    this.socket.close()
  }
}
