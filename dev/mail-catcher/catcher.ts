/**
 * A local mail catcher for dev and tests: a real SMTP server that keeps what it receives in
 * memory, and a small HTTP page and JSON API to read it. The server sends its one-time codes to
 * it over SMTP exactly as it would to a real relay, so the mail path is the production one.
 *
 *   GET    /                      the messages as an HTML page (newest first)
 *   GET    /api/messages[?to=…]   JSON: [{ id, to, from, subject, text, html, date }], newest first
 *   DELETE /api/messages          forgets every message
 *
 * Both listen on 127.0.0.1 only: whatever lands here is someone's sign-in code.
 */
import { randomUUID } from 'node:crypto'
import { EventEmitter } from 'node:events'
import type { Server as HttpServer } from 'node:http'
import type { AddressInfo, Server } from 'node:net'
import { createAdaptorServer } from '@hono/node-server'
import { Hono } from 'hono'
import { simpleParser, type AddressObject } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { escapeHtml } from '../../server/html.js'

export interface CaughtMessage {
  id: string
  /** Envelope recipients, lower-cased: who the message was delivered to. */
  to: string[]
  from: string
  subject: string
  text: string
  html: string | null
  /** When the catcher received it (ISO 8601). */
  date: string
}

export interface StartMailCatcherParameters {
  /** SMTP port; 0 picks a free one. */
  smtpPort: number
  /** Port of the HTTP page and API; 0 picks a free one. */
  httpPort: number
  /** Messages kept before the oldest are dropped. */
  limit?: number
}

export interface WaitForMessageParameters {
  to: string
  /** Only messages received at or after this time count. */
  since?: Date
  timeoutMs?: number
}

export interface MailCatcher {
  smtpPort: number
  /** The HTTP page, e.g. http://127.0.0.1:4404 */
  url: string
  /** A copy of the messages, newest first. */
  messages(): CaughtMessage[]
  /** Resolves with the newest matching message, waiting for one when none has arrived yet. */
  waitForMessage(parameters: WaitForMessageParameters): Promise<CaughtMessage>
  clear(): void
  stop(): Promise<void>
}

const HOST = '127.0.0.1'
/** A sign-in mail is a few kilobytes; anything near this is not one of ours. */
const MAX_MESSAGE_BYTES = 1024 * 1024

function addressesOf(field: AddressObject | AddressObject[] | undefined): string {
  if (!field) return ''
  return (Array.isArray(field) ? field : [field]).map((a) => a.text).join(', ')
}

/**
 * Listens on 127.0.0.1:port. `emitter` is where listen errors surface: the HTTP server itself,
 * but the SMTPServer object for SMTP (it re-emits its socket's errors).
 */
function listen(server: Server, port: number, what: string, emitter: EventEmitter = server): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException): void => {
      reject(
        new Error(
          err.code === 'EADDRINUSE'
            ? `mail catcher: ${what} port ${port} on ${HOST} is already in use`
            : `mail catcher: cannot listen for ${what} on ${HOST}:${port}: ${err.message}`,
        ),
      )
    }
    emitter.once('error', onError)
    server.listen({ host: HOST, port, exclusive: true }, () => {
      emitter.removeListener('error', onError)
      resolve((server.address() as AddressInfo).port)
    })
  })
}

function renderPage(messages: CaughtMessage[]): string {
  const rows = messages
    .map(
      (m) => `<article>
  <h2>${escapeHtml(m.subject || '(no subject)')}</h2>
  <p class="meta">to ${escapeHtml(m.to.join(', '))} · from ${escapeHtml(m.from)} · ${escapeHtml(m.date)}</p>
  <pre>${escapeHtml(m.text)}</pre>
</article>`,
    )
    .join('\n')
  // Message HTML is shown as text, never rendered: it is outside input like any other.
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Mail catcher (${messages.length})</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem;max-width:60rem}article{border-bottom:1px solid #ddd;padding:.5rem 0}
.meta{color:#666}pre{white-space:pre-wrap;background:#f6f6f6;padding:.5rem}</style></head>
<body><h1>Mail catcher</h1><p>${messages.length} message(s), newest first. Reload to refresh.</p>
${rows || '<p>No mail yet.</p>'}
</body></html>`
}

export async function startMailCatcher({
  smtpPort,
  httpPort,
  limit = 500,
}: StartMailCatcherParameters): Promise<MailCatcher> {
  let stored: CaughtMessage[] = [] // newest first
  const arrivals = new EventEmitter()
  arrivals.setMaxListeners(0)

  const smtp = new SMTPServer({
    // A local sink: no TLS, no login, every recipient accepted.
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    closeTimeout: 1_000,
    // The client is always local; a reverse DNS lookup per connection only adds latency.
    disableReverseLookup: true,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const message: CaughtMessage = {
            id: randomUUID(),
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: addressesOf(parsed.from) || (session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
            date: new Date().toISOString(),
          }
          stored = [message, ...stored].slice(0, limit)
          arrivals.emit('message', message)
          callback()
        })
        .catch((err: Error) => callback(err))
    },
  })

  const api = new Hono()
  const matching = (to: string | undefined): CaughtMessage[] => {
    const wanted = to?.trim().toLowerCase()
    return wanted ? stored.filter((m) => m.to.includes(wanted)) : [...stored]
  }
  // The page runs no script at all; the policy makes sure an escaping slip could not run one either.
  api.get('/', (c) =>
    c.html(renderPage(stored), 200, { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'" }),
  )
  api.get('/api/messages', (c) => c.json(matching(c.req.query('to'))))
  api.delete('/api/messages', (c) => {
    stored = []
    return c.body(null, 204)
  })
  api.notFound((c) => c.json({ error: 'Not found' }, 404))
  // Plain HTTP/1.1 is all the adaptor creates without options; the cast only narrows the union.
  const http = createAdaptorServer({ fetch: api.fetch }) as HttpServer

  const smtpBound = await listen(smtp.server, smtpPort, 'SMTP', smtp)
  let httpBound: number
  try {
    httpBound = await listen(http, httpPort, 'HTTP')
  } catch (err) {
    await new Promise<void>((done) => smtp.close(() => done()))
    throw err
  }

  let stopping: Promise<void> | undefined
  const stop = (): Promise<void> =>
    (stopping ??= Promise.all([
      new Promise<void>((done) => smtp.close(() => done())),
      new Promise<void>((done) => {
        http.close(() => done())
        // Browsers keep the page's connection alive; without this the port stays busy.
        http.closeAllConnections()
      }),
    ]).then(() => undefined))

  return {
    smtpPort: smtpBound,
    url: `http://${HOST}:${httpBound}`,
    messages: () => [...stored],
    clear() {
      stored = []
    },
    waitForMessage({ to, since, timeoutMs = 5_000 }) {
      const wanted = to.trim().toLowerCase()
      const fits = (m: CaughtMessage): boolean =>
        m.to.includes(wanted) && (!since || Date.parse(m.date) >= since.getTime())
      const already = stored.find(fits)
      if (already) return Promise.resolve(already)
      return new Promise((resolve, reject) => {
        const onMessage = (m: CaughtMessage): void => {
          if (!fits(m)) return
          clearTimeout(timer)
          arrivals.off('message', onMessage)
          resolve(m)
        }
        const timer = setTimeout(() => {
          arrivals.off('message', onMessage)
          reject(new Error(`mail catcher: no mail to ${wanted} within ${timeoutMs} ms`))
        }, timeoutMs)
        arrivals.on('message', onMessage)
      })
    },
    stop,
  }
}
