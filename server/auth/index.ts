/** The auth API under /auth/v1: email login, device approval, session, wallet, email update. */
import { Hono } from 'hono'
import type { AuthContext } from './context.js'
import { sameOriginOnly } from './csrf.js'
import { accountRoutes } from './routes/account.js'
import { deviceRoutes } from './routes/device.js'
import { emailLoginRoutes } from './routes/email-login.js'
import { emailUpdateRoutes } from './routes/email-update.js'

export type { AuthContext } from './context.js'

export function authRoutes(ctx: AuthContext): Hono {
  const app = new Hono()
  app.use('*', sameOriginOnly(ctx.config.publicOrigin))
  app.route('/', emailLoginRoutes(ctx))
  app.route('/', deviceRoutes(ctx))
  app.route('/', accountRoutes(ctx))
  app.route('/', emailUpdateRoutes(ctx))
  return app
}
