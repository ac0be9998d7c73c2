/**
 *   POST /e?projectId&st&sv   { eventId, url, domain, timestamp, props: { type: 'ERROR', event, errorType, errorMessage, stackTrace } }
 *                              → 202, stored in analytics_errors when the project has analytics on
 *
 * The body may come as application/json (fetch) or text/plain (navigator.sendBeacon, which
 * cannot set JSON). Every string is bounded; a bad body is a 400 naming the field. Events are
 * taken only from the widget origins (or from clients sending no Origin), so another site's
 * page cannot fill a project's table, and per IP and project at most
 * apiRateLimit.eventsPerMinute a minute (the widget itself sends at most 5, §8).
 */
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import { ApiError } from '../api-error.js'
import type { ApiContext } from '../api/context.js'
import { originMatches } from '../api/cors.js'
import { enforcePerMinute } from '../api/limits.js'
import { projectRequest } from '../api/query.js'
import { parseInput } from '../validation.js'
import { insertAnalyticsError } from './store.js'

export const MAX_EVENT_BODY_BYTES = 16 * 1024

const text = (field: string, max: number, min = 1) =>
  z
    .string()
    .min(min, { error: `${field} must not be empty` })
    .max(max, { error: `${field} must be at most ${max} characters` })

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}

/** The latest instant a JavaScript Date can hold, in ms. */
const MAX_DATE_MS = 8.64e15

export const AnalyticsErrorEvent = z.object({
  eventId: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { error: 'eventId must be a UUID' }),
  url: text('url', 2048).refine(isHttpUrl, { error: 'url must be an http(s) URL' }),
  domain: text('domain', 253).regex(/^[A-Za-z0-9.-]+(:\d{1,5})?$/, { error: 'domain must be a host name' }),
  timestamp: z.number().refine((ms) => Number.isInteger(ms) && ms >= 0 && ms <= MAX_DATE_MS, {
    error: 'timestamp must be milliseconds since 1970',
  }),
  props: z.object({
    type: z.literal('ERROR', { error: "props.type must be 'ERROR'" }),
    event: text('props.event', 64),
    errorType: text('props.errorType', 64),
    errorMessage: text('props.errorMessage', 1024, 0),
    stackTrace: text('props.stackTrace', 8192, 0).optional(),
  }),
})
export type AnalyticsErrorEvent = z.infer<typeof AnalyticsErrorEvent>

export function analyticsRoutes(ctx: ApiContext): Hono {
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
      const event = parseInput(AnalyticsErrorEvent, raw)
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

  return app
}
