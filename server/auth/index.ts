/**
 * The auth API under /auth/v1: email login, device approval, session, wallet, email update. Only
 * the secure frame's own origin calls it, so its routes carry no CORS.
 */
import { Hono } from 'hono'
import { defineRoutes, type RouteGroup } from '../api/routes.js'
import type { AuthContext } from './context.js'
import { sameOriginOnly } from './csrf.js'
import { accountRoutes } from './routes/account.js'
import { deviceRoutes } from './routes/device.js'
import { emailLoginRoutes } from './routes/email-login.js'
import { emailUpdateRoutes } from './routes/email-update.js'

export type { AuthContext } from './context.js'

export function authRoutes(ctx: AuthContext): RouteGroup {
  const app = new Hono()
  app.use('*', sameOriginOnly(ctx.config.publicOrigin))
  app.route('/', emailLoginRoutes(ctx))
  app.route('/', deviceRoutes(ctx))
  app.route('/', accountRoutes(ctx))
  app.route('/', emailUpdateRoutes(ctx))
  return defineRoutes({ cors: 'none', base: '/auth/v1', app })
}
