/**
 * Social login under /auth/v1/social: OAuth 2.0 + PKCE (OpenID Connect where the provider
 * speaks it) for google, x, discord, github, apple and facebook, configured by settings.ts.
 * Only the secure frame's own origin calls it (and the popup's top-level pages, on the same
 * origin), so its routes carry no CORS and every state change must come from that origin.
 */
import { Hono } from 'hono'
import type { ApiContext } from '../api/context.js'
import { defineRoutes, type RouteGroup } from '../api/routes.js'
import { sameOriginOnly } from '../auth/csrf.js'
import { createSocialContext } from './context.js'
import { callbackRoutes } from './routes/callback.js'
import { linkRoutes } from './routes/link.js'
import { loginRoutes } from './routes/login.js'

export function socialRoutes(api: ApiContext): RouteGroup {
  const ctx = createSocialContext(api)
  const app = new Hono()
  // Before the same-origin rule: a form_post provider's page POSTs the answer from its own origin.
  app.route('/', callbackRoutes(ctx))
  app.use('*', sameOriginOnly(ctx.config.publicOrigin))
  app.route('/', loginRoutes(ctx))
  app.route('/', linkRoutes(ctx))
  return defineRoutes({ cors: 'none', base: '/auth/v1/social', app })
}
