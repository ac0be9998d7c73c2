/**
 * Calls to the deployment's API (the widget's half of shared/contracts/project-api.ts and the
 * contracts beside it). Every call carries the contract's common query (projectId, st = sdk
 * type, sv = sdk version); every answer is checked against the call's answer schema.
 */
import * as z from 'zod/mini'
import type { ProjectQuery } from '../../shared/contracts/api-queries.js'
import type { ApiCall } from '../../shared/contracts/project-api.js'

export const SDK_TYPE = 'wallet-widget'
export const SDK_VERSION = '0.1.0'

export interface ApiContext {
  baseUrl: string
  projectId: string
  fetch?: typeof fetch
}

export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
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

/** A call of the API that answers JSON. */
type JsonCall = ApiCall & { method: 'GET'; answer: z.ZodMiniType }

/** GETs `call` and checks its answer; a non-2xx answer throws {@link ApiError} with its status. */
export async function getJson<C extends JsonCall>(
  context: ApiContext,
  call: C,
  params?: QueryParameters,
  signal?: AbortSignal,
): Promise<z.output<C['answer']>> {
  const response = await (context.fetch ?? fetch)(apiUrl(context, call.path, params), {
    signal: signal ?? null,
    credentials: 'omit',
  })
  if (!response.ok) throw new ApiError(response.status, `${call.path} answered ${response.status}`)
  const parsed = z.safeParse(call.answer, await response.json())
  if (!parsed.success) throw new ApiError(502, `${call.path} answered something unexpected`)
  return parsed.data as z.output<C['answer']>
}
