/** What every call of the deployment's API shares: its context, its URL with the common query, and its error. */
import type { ProjectQuery } from '../../shared/contracts/api-queries.js'
import type { RetryClock } from './retry.js'

export const SDK_TYPE = 'wallet-widget'
export const SDK_VERSION = '0.1.0'

export interface ApiContext extends RetryClock {
  baseUrl: string
  projectId: string
  fetch?: typeof fetch
}

/** A failed call: its HTTP status, or 0 when the server was not reached (network failure or timeout). */
export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    readonly status: number,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}

/** Query parameters besides the common ones; empty values are left out. */
export type QueryParameters = Record<string, string | number | undefined>

export function apiUrl(context: ApiContext, path: string, params: QueryParameters = {}): string {
  const url = new URL(path.replace(/^\//, ''), context.baseUrl.endsWith('/') ? context.baseUrl : `${context.baseUrl}/`)
  const common: ProjectQuery = { projectId: context.projectId, st: SDK_TYPE, sv: SDK_VERSION }
  for (const [key, value] of Object.entries({ ...common, ...params }))
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value))
  return url.href
}
