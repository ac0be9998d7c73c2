/**
 * POST /e: an error the widget met, sent for the project's analytics (widget-app/api/report-error.ts,
 * at most 5 a minute) and kept by server/analytics when the project has analytics on. The query
 * is `ProjectQuery` (api-queries.ts); the body, {@link ErrorEventBody}, is JSON (sent as
 * `application/json`, or `text/plain` from `navigator.sendBeacon`). The server answers 202 with
 * no body, 400 naming the field of a bad body, 403 for a page origin that is not a widget origin,
 * 413 past 16 KiB, 429 past its rate limit.
 */
import * as z from 'zod/mini'
import type { ApiCall } from './project-api.js'

/** Limits of the free-text fields; the widget cuts what it sends to fit. */
export const MAX_ERROR_MESSAGE_LENGTH = 1024
export const MAX_STACK_TRACE_LENGTH = 8192

const text = (field: string, max: number, min = 1) =>
  z
    .string()
    .check(
      z.minLength(min, { error: `${field} must not be empty` }),
      z.maxLength(max, { error: `${field} must be at most ${max} characters` }),
    )

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

export const ErrorEventBody = z.object({
  /** A random UUID; the server keeps an event once per id. */
  eventId: z
    .string()
    .check(
      z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { error: 'eventId must be a UUID' }),
    ),
  /** The site's address (`url`) and host name (`domain`). */
  url: text('url', 2048).check(z.refine(isHttpUrl, { error: 'url must be an http(s) URL' })),
  domain: text('domain', 253).check(z.regex(/^[A-Za-z0-9.-]+(:\d{1,5})?$/, { error: 'domain must be a host name' })),
  /** When it happened, in ms since 1970. */
  timestamp: z.number().check(
    z.refine((ms) => Number.isInteger(ms) && ms >= 0 && ms <= MAX_DATE_MS, {
      error: 'timestamp must be milliseconds since 1970',
    }),
  ),
  props: z.object({
    type: z.literal('ERROR', { error: "props.type must be 'ERROR'" }),
    /** The error's category, e.g. CONNECTION_ERROR. */
    event: text('props.event', 64),
    /** The error's class name. */
    errorType: text('props.errorType', 64),
    errorMessage: text('props.errorMessage', MAX_ERROR_MESSAGE_LENGTH, 0),
    stackTrace: z.optional(text('props.stackTrace', MAX_STACK_TRACE_LENGTH, 0)),
  }),
})
export type ErrorEventBody = z.infer<typeof ErrorEventBody>

export const ErrorEventCall = { method: 'POST', path: '/e', answer: null } as const satisfies ApiCall
