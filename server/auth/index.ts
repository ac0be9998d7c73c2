/**
 * The auth API under /auth/v1: email login, device approval, session, wallet, email update. Only
 * the secure frame's own origin calls it, so its routes carry no CORS.
 */
import { Hono } from 'hono'
import { SOCIAL_CALLBACK_PREFIX } from '../../shared/contracts/social.js'
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
  // Mounted at /auth/v1, this rule covers the groups below it too, which is meant — except the social login's
  // callback, where a form_post provider's page POSTs from its own origin (server/social/routes/callback.ts).
  const sameOrigin = sameOriginOnly(ctx.config.publicOrigin)
  app.use('*', (c, next) => (c.req.path.startsWith(SOCIAL_CALLBACK_PREFIX) ? next() : sameOrigin(c, next)))
  app.route('/', emailLoginRoutes(ctx))
  app.route('/', deviceRoutes(ctx))
  app.route('/', accountRoutes(ctx))
  app.route('/', emailUpdateRoutes(ctx))
  return defineRoutes({ cors: 'none', base: '/auth/v1', app })
}
