/**
 * Calls to the deployment's API (SPEC §7 wallet-directory service and blockchain data API).
 * Every call carries projectId, st (sdk type) and sv (sdk version); every answer is validated.
 */
import * as z from 'zod/mini'

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

export function apiUrl(
  context: ApiContext,
  path: string,
  params: Record<string, string | number | undefined> = {},
): string {
  const url = new URL(path.replace(/^\//, ''), context.baseUrl.endsWith('/') ? context.baseUrl : `${context.baseUrl}/`)
  url.searchParams.set('projectId', context.projectId)
  url.searchParams.set('st', SDK_TYPE)
  url.searchParams.set('sv', SDK_VERSION)
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value))
  return url.href
}

/** GET and validate; a non-2xx answer throws {@link ApiError} with its status. */
export async function getJson<T>(
  context: ApiContext,
  path: string,
  schema: z.ZodMiniType<T>,
  params?: Record<string, string | number | undefined>,
  signal?: AbortSignal,
): Promise<T> {
  const response = await (context.fetch ?? fetch)(apiUrl(context, path, params), {
    signal: signal ?? null,
    credentials: 'omit',
  })
  if (!response.ok) throw new ApiError(response.status, `${path} answered ${response.status}`)
  const parsed = z.safeParse(schema, await response.json())
  if (!parsed.success) throw new ApiError(502, `${path} answered something unexpected`)
  return parsed.data
}
