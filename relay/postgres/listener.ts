/**
 * The connection a relay instance listens on for the other instances' notices, handled one at a
 * time in the order PostgreSQL delivers them (commit order). When it drops, it reconnects and
 * runs `onListening` again, since notices sent in between are lost.
 */
import pg from 'pg'

/** The channel relay instances announce messages and deliveries on. */
export const RELAY_CHANNEL = 'relay_events'

/** A notification's payload: names a row, never carries the message (payloads hold at most 8000 bytes). */
export interface Notice {
  /** The instance that sent it; an instance skips its own. */
  from: string
  kind: 'message' | 'delivered'
  topic: string
  id: string
  /** For `delivered`: the client id that had the message. */
  client?: string
}

export interface NoticeListenerOptions {
  url: string
  log: (line: string) => void
  onNotice(notice: Notice): Promise<void>
  /** Runs once listening, before any notice: reads what may have been missed. */
  onListening(): Promise<void>
  /** Wait before reconnecting. Default 1 s. */
  retryMs?: number
}

function parseNotice(payload: string | undefined): Notice | undefined {
  try {
    const notice = JSON.parse(payload ?? '') as Partial<Notice>
    const known = notice.kind === 'message' || notice.kind === 'delivered'
    if (known && typeof notice.from === 'string' && typeof notice.topic === 'string' && typeof notice.id === 'string')
      return notice as Notice
  } catch {}
  return undefined
}

export class NoticeListener {
  private client: pg.Client | undefined
  private chain: Promise<void> = Promise.resolve()
  private stopped = false
  private retry: ReturnType<typeof setTimeout> | undefined

  constructor(private readonly options: NoticeListenerOptions) {}

  /** Listens and runs `onListening`; rejects when either fails the first time. */
  async start(): Promise<void> {
    await this.connect()
    const loading = this.options.onListening()
    this.chain = loading.catch(() => undefined)
    await loading
  }

  async stop(): Promise<void> {
    this.stopped = true
    clearTimeout(this.retry)
    const client = this.client
    this.client = undefined
    await client?.end().catch(() => undefined)
    await this.chain
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.url, connectionTimeoutMillis: 5_000 })
    client.on('error', (err) => this.lost(client, err.message))
    client.on('end', () => this.lost(client, 'connection ended'))
    client.on('notification', ({ payload }) => {
      const notice = parseNotice(payload)
      if (notice) this.enqueue(() => this.options.onNotice(notice))
    })
    await client.connect()
    await client.query(`listen ${RELAY_CHANNEL}`)
    if (this.stopped) await client.end()
    else this.client = client
  }

  private enqueue(task: () => Promise<void>): void {
    this.chain = this.chain
      .then(task)
      .catch((err: Error) => this.options.log(`[relay] handling a database notice failed: ${err.message}`))
  }

  private lost(client: pg.Client, reason: string): void {
    if (this.client !== client || this.stopped) return
    this.client = undefined
    client.end().catch(() => undefined)
    this.options.log(`[relay] lost the database listener (${reason}); reconnecting`)
    this.reconnectLater()
  }

  private reconnectLater(): void {
    this.retry = setTimeout(() => {
      if (this.stopped) return
      this.connect().then(
        () => this.enqueue(this.options.onListening),
        (err: Error) => {
          this.options.log(`[relay] reconnecting the database listener failed: ${err.message}`)
          this.reconnectLater()
        },
      )
    }, this.options.retryMs ?? 1_000)
  }
}
