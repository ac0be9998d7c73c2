/**
 * The project calls of the deployment's API, made by the widget iframe (widget-app/api/) and
 * served by server/projects: the project's feature switches, its allowed origins and its
 * analytics setting. All are `GET` with the common query `ProjectQuery` (api-queries.ts); an
 * unknown project answers 403 `{ error: 'Invalid Project ID' }`, a bad query 400 naming the
 * parameter, too many calls 429.
 */
import * as z from 'zod/mini'
import { FeatureSettings } from './features.js'

/**
 * A call of the widget's API: its method, path and 2xx answer (null for a bare 202). Its query
 * and body are read by the server with the schemas its doc comment names.
 */
export interface ApiCall {
  method: 'GET' | 'POST'
  path: `/${string}`
  answer: z.ZodMiniType | null
}

/** The project's feature switches: the defaults with the project's own laid over them. */
export const ProjectConfigAnswer = z.object({ features: z.optional(z.nullable(FeatureSettings)) })
export type ProjectConfigAnswer = z.infer<typeof ProjectConfigAnswer>

/** The origins that may embed the widget for this project; a host may start with a `*.` wildcard label. */
export const AllowedOriginsAnswer = z.object({ allowedOrigins: z.array(z.string().check(z.maxLength(300))) })
export type AllowedOriginsAnswer = z.infer<typeof AllowedOriginsAnswer>

/** Whether the project keeps the error events the widget sends (POST /e). */
export const AnalyticsConfigAnswer = z.object({ isAnalyticsEnabled: z.boolean() })
export type AnalyticsConfigAnswer = z.infer<typeof AnalyticsConfigAnswer>

/** Read when the widget starts, to know which features to show; not cached, so a change shows at once. */
export const ProjectConfigCall = {
  method: 'GET',
  path: '/appkit/v1/config',
  answer: ProjectConfigAnswer,
} as const satisfies ApiCall

/** Read when the widget starts; the site's origin must match one, or the widget refuses to serve it. */
export const AllowedOriginsCall = {
  method: 'GET',
  path: '/projects/v1/origins',
  answer: AllowedOriginsAnswer,
} as const satisfies ApiCall

export const AnalyticsConfigCall = {
  method: 'GET',
  path: '/getAnalyticsConfig',
  answer: AnalyticsConfigAnswer,
} as const satisfies ApiCall
