/**
 * The project calls of the widget's API (their contract: shared/contracts/project-api.ts), all
 * `GET` with projectId, st, sv:
 *
 *   /appkit/v1/config      → { features }            the feature switches, defaults merged with the project's
 *   /projects/v1/origins   → { allowedOrigins }      the origins that may embed the widget (wildcards kept);
 *                                                    429 past apiRateLimit.originsPerMinute per IP and project
 *   /getAnalyticsConfig    → { isAnalyticsEnabled }
 *
 * An unknown project answers 403 { error: 'Invalid Project ID' }. Answers are not cached, so an
 * admin change reaches the widget as soon as the server sees it.
 */
import { Hono } from 'hono'
import type { ApiContext } from '../api/context.js'
import { defineRoutes, type RouteGroup } from '../api/routes.js'
import { enforcePerMinute } from '../api/limits.js'
import { projectRequest } from '../api/query.js'
import type {
  AllowedOriginsAnswer,
  AnalyticsConfigAnswer,
  ProjectConfigAnswer,
} from '../../shared/contracts/project-api.js'
import { effectiveFeatures } from './features.js'

export function projectRoutes(ctx: ApiContext): RouteGroup {
  const app = new Hono()

  app.get('/appkit/v1/config', async (c) => {
    const { project } = await projectRequest(ctx, c)
    return c.json({ features: effectiveFeatures(project.features) } satisfies ProjectConfigAnswer)
  })

  app.get('/projects/v1/origins', async (c) => {
    const { project } = await projectRequest(ctx, c)
    await enforcePerMinute(ctx, c, 'origins', project.id, ctx.config.apiRateLimit.originsPerMinute)
    return c.json({ allowedOrigins: project.allowedOrigins } satisfies AllowedOriginsAnswer)
  })

  app.get('/getAnalyticsConfig', async (c) => {
    const { project } = await projectRequest(ctx, c)
    return c.json({ isAnalyticsEnabled: project.analyticsEnabled } satisfies AnalyticsConfigAnswer)
  })

  return defineRoutes({ cors: 'widget-origins', app })
}
