/**
 * Starts the secure-frame origin's server: opens (and migrates) the database, then serves the
 * app. As a program (`tsx server/index.ts`) it reads its settings from the environment (see
 * config.ts) and stops cleanly on SIGINT/SIGTERM.
 */
import type { Server as HttpServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { createAdaptorServer } from '@hono/node-server'
import type { Hono } from 'hono'
import { createApp } from './app.js'
import { purgeExpired } from './auth/store/purge.js'
import { systemClock, type Clock } from './clock.js'
import { loadConfig, type ServerConfig } from './config.js'
import type { Database } from './db/database.js'
import { openDatabase } from './db/open.js'
import { startIndexer } from './indexer/indexer.js'
import { createMailer } from './mail/mailer.js'
import { startAdminSocket, type AdminSocket } from './projects/admin-socket.js'
import { createProjectLookup, type ProjectLookup } from './projects/lookup.js'

export { loadConfig, type ServerConfig, type ServerConfigInput } from './config.js'

export interface StartServerDependencies {
  /** The time source for expiries, cooldowns and limits; tests pass a manual clock. */
  clock?: Clock
  /** Answers a request before the app when it returns a response (the production server's prebuilt files). */
  staticFiles?: (request: Request) => Response | undefined
}

export interface RunningServer {
  /** Where the server is reached: the public origin (with the real port when port 0 was asked). */
  url: string
  port: number
  /** The server's open database, for tests and tools; closed by stop(). */
  db: Database
  /** Where the admin command reaches this server (PGlite only; see projects/admin-socket.ts). */
  adminSocketPath: string | undefined
  /** The project configuration the handlers read; tools that write projects directly invalidate it. */
  projects: ProjectLookup
  config: ServerConfig
  /** Stops HTTP (in-flight long polls end at once), then closes the database. Safe to call twice. */
  stop(): Promise<void>
}

const PURGE_INTERVAL_MS = 60 * 60_000
/** How long stop() lets in-flight requests finish before closing the database under them. */
const DRAIN_MS = 2_000

function listen(server: HttpServer, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException): void => {
      reject(
        new Error(
          err.code === 'EADDRINUSE'
            ? `server: port ${port} on ${host} is already in use`
            : `server: cannot listen on ${host}:${port}: ${err.message}`,
        ),
      )
    }
    server.once('error', onError)
    server.listen({ host, port, exclusive: true }, () => {
      server.removeListener('error', onError)
      resolve((server.address() as AddressInfo).port)
    })
  })
}

export async function startServer(config: ServerConfig, deps: StartServerDependencies = {}): Promise<RunningServer> {
  const clock = deps.clock ?? systemClock
  const shutdown = new AbortController()
  let app: Hono | undefined
  let inFlight = 0
  let drained: (() => void) | undefined

  // The port is taken before the database is opened: a second server on the same port must
  // fail without touching a PGlite directory the first one has open.
  const http = createAdaptorServer({
    fetch: async (request, env) => {
      if (!app)
        return new Response(JSON.stringify({ error: 'Starting up' }), {
          status: 503,
          headers: { 'content-type': 'application/json' },
        })
      inFlight += 1
      try {
        return deps.staticFiles?.(request) ?? (await app.fetch(request, env))
      } finally {
        inFlight -= 1
        if (inFlight === 0) drained?.()
      }
    },
  }) as HttpServer
  const port = await listen(http, config.host, config.port)
  const closeHttp = (): Promise<void> =>
    new Promise((done) => {
      http.close(() => done())
      http.closeAllConnections()
    })

  // A public origin written with port 0 means "whatever port we got".
  const publicOrigin = config.publicOrigin.replace(/:0$/, `:${port}`)
  const resolved: ServerConfig = { ...config, port, publicOrigin }

  let db: Database
  try {
    db = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir })
  } catch (err) {
    await closeHttp()
    throw err
  }
  const projects = createProjectLookup(db, config.projectCacheMs)
  // The embedded database is this process's alone, so the admin command reaches it through us.
  let adminSocket: AdminSocket | undefined
  if (db.driver === 'pglite') {
    try {
      adminSocket = await startAdminSocket({
        dataDir: config.dataDir,
        db,
        clock,
        onProjectChanged: (id) => projects.invalidate(id),
      })
    } catch (err) {
      await closeHttp()
      await db.close()
      throw err
    }
  }
  const mailer = createMailer({ smtp: config.smtp, from: config.mailFrom })
  app = createApp({ config: resolved, db, mailer, clock, shutdown: shutdown.signal, projects })
  // Follows the chains for the history and NFT listing; several servers on one database share the work.
  const indexer =
    config.indexer.enabled && config.chains.length > 0
      ? startIndexer({ db, chains: config.chains, settings: config.indexer, clock })
      : undefined

  let purging: Promise<void> = Promise.resolve()
  const purge = (): void => {
    purging = purgeExpired(db, clock()).catch((err: unknown) =>
      console.error('[server] purging expired rows failed:', err),
    )
  }
  purge()
  const purgeTimer = setInterval(purge, PURGE_INTERVAL_MS)
  purgeTimer.unref()

  let stopping: Promise<void> | undefined
  const stop = (): Promise<void> =>
    (stopping ??= (async () => {
      clearInterval(purgeTimer)
      shutdown.abort()
      const closed = closeHttp()
      if (inFlight > 0) {
        await Promise.race([
          new Promise<void>((done) => (drained = done)),
          new Promise((done) => setTimeout(done, DRAIN_MS)),
        ])
      }
      await closed
      await adminSocket?.close()
      await purging
      await indexer?.stop()
      mailer.close()
      await db.close()
    })())

  return { url: publicOrigin, port, db, adminSocketPath: adminSocket?.path, projects, config: resolved, stop }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const config = loadConfig()
  const server = await startServer(config)
  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`
  console.log(
    `secure-frame server on ${server.url} (listening on ${config.host}:${server.port}), ${database}, SMTP ${config.smtp.host}:${config.smtp.port}`,
  )
  if (server.adminSocketPath)
    console.log(`admin command (tsx server/admin.ts) reaches this server through ${server.adminSocketPath}`)
  const stop = async (): Promise<void> => {
    await server.stop()
    process.exit(0)
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}
