/**
 * Sign In With Farcaster under /auth/v1/social/farcaster (shared/contracts/farcaster.ts). Only
 * the secure frame's own origin calls it, so its routes carry no CORS and every call must come
 * from that origin.
 */
import { Hono } from 'hono'
import type { ApiContext } from '../../api/context.js'
import { defineRoutes, type RouteGroup } from '../../api/routes.js'
import { sameOriginOnly } from '../../auth/csrf.js'
import { FARCASTER_PATH } from '../../../shared/contracts/farcaster.js'
import { createFarcasterContext } from './context.js'
import { farcasterLoginRoutes } from './routes.js'

export function farcasterRoutes(api: ApiContext): RouteGroup {
  const ctx = createFarcasterContext(api)
  const app = new Hono()
  app.use('*', sameOriginOnly(ctx.config.publicOrigin))
  app.route('/', farcasterLoginRoutes(ctx))
  return defineRoutes({ cors: 'none', base: FARCASTER_PATH, app })
}
