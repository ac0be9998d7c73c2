/**
 *   POST /e?projectId&st&sv   ErrorEventBody (shared/contracts/error-events.ts)
 *                              → 202, stored in analytics_errors when the project has analytics on
 *
 * The body may come as application/json (fetch) or text/plain (navigator.sendBeacon, which
 * cannot set JSON). Every string is bounded; a bad body is a 400 naming the field. Events are
 * taken only from the widget origins (or from clients sending no Origin), so another site's
 * page cannot fill a project's table, and per IP and project at most
 * apiRateLimit.eventsPerMinute a minute (the widget itself sends at most 5).
 */
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { originMatches } from '../../shared/allowed-origins.js'
import { ErrorEventBody } from '../../shared/contracts/error-events.js'
import { ApiError } from '../api-error.js'
import type { ApiContext } from '../api/context.js'
import { defineRoutes, type RouteGroup } from '../api/routes.js'
import { enforcePerMinute } from '../api/limits.js'
import { projectRequest } from '../api/query.js'
import { parseInput } from '../validation.js'
import { insertAnalyticsError } from './store.js'

export const MAX_EVENT_BODY_BYTES = 16 * 1024

export function analyticsRoutes(ctx: ApiContext): RouteGroup {
  const app = new Hono()

  app.post(
    '/e',
    bodyLimit({ maxSize: MAX_EVENT_BODY_BYTES, onError: (c) => c.json({ error: 'Body too large' }, 413) }),
    async (c) => {
      const origin = c.req.header('origin')
      if (origin !== undefined && !ctx.config.widgetOrigins.some((pattern) => originMatches(pattern, origin))) {
        throw new ApiError(403, 'Origin not allowed')
      }
      const { query, project } = await projectRequest(ctx, c)
      const type = c.req.header('content-type') ?? ''
      if (!/^(application\/json|text\/plain)\b/i.test(type))
        throw new ApiError(415, 'Content-Type must be application/json')
      let raw: unknown
      try {
        raw = JSON.parse(await c.req.text())
      } catch {
        throw new ApiError(400, 'Body must be valid JSON')
      }
      if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
        throw new ApiError(400, 'Body must be a JSON object')
      const event = parseInput(ErrorEventBody, raw)
      await enforcePerMinute(ctx, c, 'events', project.id, ctx.config.apiRateLimit.eventsPerMinute)
      // A project that turned analytics off keeps nothing; the client is not told apart, as it
      // should not have sent the event in the first place (it reads /getAnalyticsConfig).
      if (project.analyticsEnabled) {
        await insertAnalyticsError(ctx.db, {
          eventId: event.eventId.toLowerCase(),
          projectId: project.id,
          receivedAt: ctx.clock(),
          occurredAt: new Date(event.timestamp),
          sdkType: query.st,
          sdkVersion: query.sv,
          url: event.url,
          domain: event.domain,
          event: event.props.event,
          errorType: event.props.errorType,
          errorMessage: event.props.errorMessage,
          stackTrace: event.props.stackTrace ?? '',
        })
      }
      return c.body(null, 202)
    },
  )

  return defineRoutes({ cors: 'widget-origins', app })
}
