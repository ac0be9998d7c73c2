/**
 * A real server for tests: the HTTP server on a free port, its database (one of
 * databases.ts's drivers), a real mail catcher it sends to over SMTP, and a manual clock.
 * Clients keep their own cookie jar, like separate browsers, and send the server's own
 * Origin unless told otherwise.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createManualClock, type ManualClock } from '../clock.js'
import { loadConfig, type ServerConfigInput } from '../config.js'
import { startServer, type RunningServer } from '../index.js'
import { startMailCatcher, type MailCatcher } from '../../dev/mail-catcher/catcher.js'
import { saveProject, type ProjectChanges } from '../projects/store.js'
import type { TestDatabase } from './databases.js'

export const WIDGET_ORIGIN = 'http://localhost:4411'

export interface ApiResponse<T = any> {
  status: number
  headers: Headers
  /** Parsed JSON when the answer is JSON, else the text. */
  body: T
  setCookies: string[]
}

export interface RequestOptions {
  /** The Origin header: the server's own by default; null sends none. */
  origin?: string | null
  /** A raw body (sent as is) instead of JSON. */
  raw?: string
  contentType?: string
}

export interface ApiClient {
  request<T = any>(method: string, pathname: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>
  post<T = any>(pathname: string, body?: unknown, options?: RequestOptions): Promise<ApiResponse<T>>
  get<T = any>(pathname: string, options?: RequestOptions): Promise<ApiResponse<T>>
  /** Current cookie values by name. */
  cookies: Map<string, string>
}

export interface TestServer {
  url: string
  server: RunningServer
  mail: MailCatcher
  clock: ManualClock
  /** A new client: a browser with an empty cookie jar. */
  browser(): ApiClient
  /** Empties every table but the migrations, and the mailbox: each test starts from nothing. */
  reset(): Promise<void>
  stop(): Promise<void>
}

function createClient(baseUrl: string, ownOrigin: string): ApiClient {
  const cookies = new Map<string, string>()
  const request = async (
    method: string,
    pathname: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<ApiResponse> => {
    const headers: Record<string, string> = {}
    const origin = options.origin === undefined ? ownOrigin : options.origin
    if (origin !== null) headers.origin = origin
    if (cookies.size > 0) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    let payload: string | undefined
    if (options.raw !== undefined) payload = options.raw
    else if (body !== undefined) payload = JSON.stringify(body)
    if (payload !== undefined) headers['content-type'] = options.contentType ?? 'application/json'
    const res = await fetch(`${baseUrl}${pathname}`, { method, headers, body: payload, redirect: 'manual' })
    const setCookies = res.headers.getSetCookie()
    for (const line of setCookies) {
      const [pair = ''] = line.split(';')
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq).trim()
      const value = pair.slice(eq + 1).trim()
      if (/;\s*max-age=0\b/i.test(line) || value === '') cookies.delete(name)
      else cookies.set(name, value)
    }
    const text = await res.text()
    const isJson = (res.headers.get('content-type') ?? '').includes('application/json')
    return { status: res.status, headers: res.headers, body: isJson && text ? JSON.parse(text) : text, setCookies }
  }
  return {
    request,
    post: (pathname, body, options) => request('POST', pathname, body, options),
    get: (pathname, options) => request('GET', pathname, undefined, options),
    cookies,
  }
}

export interface StartTestServerParameters {
  database: TestDatabase
  config?: ServerConfigInput
  /** The mail catcher to use; one is started (and stopped) when absent. */
  mail?: MailCatcher
  clock?: ManualClock
}

/** A secure-frame directory with an index.html, for the static-serving tests. */
export async function makeSecureFrameDir(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ww-frame-'))
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>secure frame</title>\n')
  await writeFile(path.join(dir, 'frame.js'), 'console.log("frame")\n')
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) }
}

export async function startTestServer({
  database,
  config = {},
  mail: givenMail,
  clock = createManualClock(),
}: StartTestServerParameters): Promise<TestServer> {
  const mail = givenMail ?? (await startMailCatcher({ smtpPort: 0, httpPort: 0 }))
  const server = await startServer(
    loadConfig(
      {
        port: 0,
        widgetOrigins: [WIDGET_ORIGIN],
        dataDir: database.dataDir,
        ...(database.databaseUrl ? { databaseUrl: database.databaseUrl } : {}),
        smtp: { host: '127.0.0.1', port: mail.smtpPort },
        // Generous by default so tests that sign in many times are not throttled; the limit has its own test.
        rateLimit: { startsPerIp: 1_000 },
        apiRateLimit: { originsPerMinute: 1_000, eventsPerMinute: 1_000 },
        // Tests change projects and read them back at once; the cache has its own tests.
        projectCacheMs: 0,
        deviceWait: { timeoutMs: 500, intervalMs: 25 },
        ...config,
      },
      {},
    ),
    { clock },
  )
  return {
    url: server.url,
    server,
    mail,
    clock,
    browser: () => createClient(server.url, server.url),
    async reset() {
      for (const table of [
        'sessions',
        'device_approvals',
        'pending_email_updates',
        'one_time_codes',
        'rate_limits',
        'devices',
        'users',
        'analytics_errors',
        'projects',
        'names',
      ]) {
        await server.db.query(`delete from ${table}`)
      }
      server.projects.invalidate()
      mail.clear()
    },
    async stop() {
      await server.stop()
      if (!givenMail) await mail.stop()
    },
  }
}

/** The 6-digit code of the newest code mail to `to`. */
export async function codeFor(mail: MailCatcher, to: string, since?: Date): Promise<string> {
  const message = await mail.waitForMessage({ to, ...(since ? { since } : {}), timeoutMs: 5_000 })
  const match = /Your code is (\d{6})/.exec(message.subject)
  if (!match?.[1]) throw new Error(`no code in the mail "${message.subject}" to ${to}`)
  return match[1]
}

/** Signs a browser in as a new user: start, read the code from the mail, verify. */
export async function signUp(t: TestServer, client: ApiClient, email: string): Promise<ApiResponse> {
  const since = new Date()
  const start = await client.post('/auth/v1/email/start', { projectId: 'test', email })
  if (start.status !== 200 || start.body.action !== 'VERIFY_OTP')
    throw new Error(`start answered ${start.status} ${JSON.stringify(start.body)}`)
  const otp = await codeFor(t.mail, email, since)
  const verified = await client.post('/auth/v1/otp/verify', { projectId: 'test', email, otp })
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status} ${JSON.stringify(verified.body)}`)
  return verified
}

/** The query every public API call carries, for a project id. */
export function apiQuery(projectId: string, extra: Record<string, string> = {}): string {
  return new URLSearchParams({ projectId, st: 'wallet-widget', sv: 'html-0.1.0', ...extra }).toString()
}

/** Creates (or changes) a project directly in the server's database, as the admin command would. */
export async function seedProject(t: TestServer, id: string, changes: ProjectChanges = {}): Promise<void> {
  await saveProject(t.server.db, id, changes, t.clock())
  t.server.projects.invalidate(id)
}

/** A client that calls like the widget iframe: with the widget origin as Origin unless told otherwise. */
export function widgetClient(t: TestServer): ApiClient {
  const client = t.browser()
  return {
    ...client,
    request: (method, pathname, body, options) =>
      client.request(method, pathname, body, { origin: WIDGET_ORIGIN, ...options }),
    get: (pathname, options) => client.get(pathname, { origin: WIDGET_ORIGIN, ...options }),
    post: (pathname, body, options) => client.post(pathname, body, { origin: WIDGET_ORIGIN, ...options }),
  }
}
