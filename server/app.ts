/**
 * The HTTP application of the server: the auth API under /auth/v1, the public API (wallet
 * directory, project configuration, analytics errors, blockchain data; see api/), and, for every
 * other GET, the built secure frame. Each route module declares its routes with their CORS policy
 * (api/routes.ts); this mounts the list. Errors answer JSON `{ error }`; nothing internal
 * (messages of unexpected errors, stacks) reaches a client.
 */
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { ApiError } from './api-error.js'
import { publicApiRoutes } from './api/index.js'
import { mountRoutes, type RouteGroup } from './api/routes.js'
import { authRoutes, type AuthContext } from './auth/index.js'
import { useClientIpSettings } from './client-ip.js'
import { MailDeliveryError } from './mail/mailer.js'
import type { ProjectLookup } from './projects/lookup.js'
import { secureFrameStatic } from './secure-frame-static.js'

export type AppDependencies = AuthContext & {
  /** Project configuration, read through a short cache (projects/lookup.ts). */
  projects: ProjectLookup
}

/** The largest body is a wallet's wrapped key (≤ 4 KB in base64); 16 KB leaves room for JSON around it. */
const MAX_BODY_BYTES = 16 * 1024

/** Every endpoint of the server, each group with its CORS policy, in the order they are mounted. */
export function serverRoutes(deps: AppDependencies): RouteGroup[] {
  return [authRoutes(deps), ...publicApiRoutes(deps)]
}

export function createApp(deps: AppDependencies): Hono {
  const app = new Hono()

  app.use('*', async (c, next) => {
    await next()
    c.header('X-Content-Type-Options', 'nosniff')
  })
  app.use('*', useClientIpSettings(deps.config))

  app.use('/auth/*', async (c, next) => {
    await next()
    // Answers carry secrets (keySecret) and per-user state: no cache may keep them, and no
    // other site may embed them as a resource (an <img> or <script> reading a session answer).
    c.header('Cache-Control', 'no-store')
    c.header('Cross-Origin-Resource-Policy', 'same-origin')
  })
  app.use('/auth/*', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ error: 'Body too large' }, 413) }))
  mountRoutes(app, serverRoutes(deps), deps.config.widgetOrigins)

  app.get(
    '*',
    secureFrameStatic({
      dir: deps.config.secureFrameDir,
      widgetOrigins: deps.config.widgetOrigins,
      siteOrigins: deps.config.siteOrigins,
    }),
  )

  app.notFound((c) => c.json({ error: 'Not found' }, 404))
  app.onError((err, c) => {
    if (err instanceof ApiError) return c.json(err.toJSON(), err.status)
    if (err instanceof MailDeliveryError) {
      // An operational failure, not a bug: one line for the operator is enough.
      console.error(`[server] ${c.req.method} ${c.req.path}: ${err.message}`)
      return c.json({ error: 'Could not send the email; please try again' }, 502)
    }
    console.error(`[server] ${c.req.method} ${c.req.path} failed:`, err)
    return c.json({ error: 'Internal server error' }, 500)
  })

  return app
}
