/**
 * GET /projects/v1/origins: the project's allowed origins. 429 → RATE_LIMITED, 5xx →
 * SERVER_ERROR, 401/403 → INVALID_PROJECT_ID, any other failure → an empty list. None of these
 * allows anything.
 */
import { AllowedOriginsCall } from '../../shared/contracts/project-api.js'
import { type ApiContext, ApiError, getJson } from './client.js'

export type OriginsResult =
  | { status: 'OK'; allowedOrigins: string[] }
  | { status: 'RATE_LIMITED' | 'SERVER_ERROR' | 'INVALID_PROJECT_ID' }

export async function fetchAllowedOrigins(context: ApiContext): Promise<OriginsResult> {
  try {
    const body = await getJson(context, AllowedOriginsCall)
    return { status: 'OK', allowedOrigins: body.allowedOrigins }
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0
    if (status === 429) return { status: 'RATE_LIMITED' }
    if (status >= 500 && status <= 599) return { status: 'SERVER_ERROR' }
    if (status === 403 || status === 401) return { status: 'INVALID_PROJECT_ID' }
    return { status: 'OK', allowedOrigins: [] }
  }
}
