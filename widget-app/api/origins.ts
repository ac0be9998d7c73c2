/**
 * GET /projects/v1/origins: the project's allowed origins. 401/403/404 → INVALID_PROJECT_ID (the
 * server says the project is unknown); after the client's retries, 429 → RATE_LIMITED and any
 * other failure (network, timeout, 5xx) → SERVER_ERROR: the answer is not known.
 */
import { type ApiContext, ApiError } from './api-context.js'
import { loadContracts } from './load-contracts.js'

export type OriginsResult =
  | { status: 'OK'; allowedOrigins: string[] }
  | { status: 'INVALID_PROJECT_ID' }
  | { status: 'RATE_LIMITED' | 'SERVER_ERROR' }

export async function fetchAllowedOrigins(context: ApiContext): Promise<OriginsResult> {
  try {
    const { AllowedOriginsCall, getJson } = await loadContracts()
    const body = await getJson(context, AllowedOriginsCall)
    return { status: 'OK', allowedOrigins: body.allowedOrigins }
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0
    if (status === 401 || status === 403 || status === 404) return { status: 'INVALID_PROJECT_ID' }
    return { status: status === 429 ? 'RATE_LIMITED' : 'SERVER_ERROR' }
  }
}
