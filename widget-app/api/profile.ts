/**
 * The widget's side of shared/contracts/profile.ts and of `/v1/identity`: a name looked up, the
 * suggestions for a label, the names of an address, an address's identity (registered name and
 * avatar), and a registration signed by the account. Every answer is checked against its schema;
 * a refusal of the profile API becomes a {@link ProfileApiError} carrying the server's reason
 * (`reasons[0].description`, the sentence meant for the user). Imported only by code downloaded
 * on demand.
 */
import * as z from 'zod/mini'
import {
  NameRefusalBody,
  NameSuggestions,
  ProfileName,
  RegisterNameAnswer,
  type RegisterNameRequest,
  ReverseNamesAnswer,
} from '../../shared/contracts/profile.js'
import { type ApiContext, ApiError, apiUrl, type QueryParameters } from './api-context.js'
import { API_ATTEMPT_TIMEOUT_MS } from './retry.js'

export type { NameSuggestions, ProfileName } from '../../shared/contracts/profile.js'

/** A refused or failed profile call: the HTTP status (0 when unreachable), the server's code and reason. */
export class ProfileApiError extends ApiError {
  override name = 'ProfileApiError'
  constructor(
    status: number,
    message: string,
    /** The refusal's stable code (NAME_REFUSAL_CODES), when the server gave one. */
    readonly code?: string,
    /** The sentence the server meant for the user, when it gave one. */
    readonly reason?: string,
  ) {
    super(status, message)
  }
}

/** `/v1/identity/{address}`: the address's registered name and avatar, nulls when it has none. */
export const Identity = z.object({ name: z.nullable(z.string()), avatar: z.nullable(z.string()) })
export type Identity = z.infer<typeof Identity>

interface CallOptions {
  params?: QueryParameters
  body?: unknown
  /** `no-store` skips the browser's HTTP cache (right after a registration). */
  cache?: RequestCache
  signal?: AbortSignal | undefined
}

async function call<T extends z.ZodMiniType>(
  context: ApiContext,
  path: string,
  answer: T,
  options: CallOptions = {},
): Promise<z.output<T>> {
  const deadline = AbortSignal.timeout(API_ATTEMPT_TIMEOUT_MS)
  const init: RequestInit = {
    credentials: 'omit',
    signal: options.signal ? AbortSignal.any([options.signal, deadline]) : deadline,
    ...(options.cache && { cache: options.cache }),
  }
  if (options.body !== undefined)
    Object.assign(init, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(options.body),
    })
  let response: Response
  try {
    response = await (context.fetch ?? fetch)(apiUrl(context, path, options.params), init)
  } catch (cause) {
    options.signal?.throwIfAborted()
    throw new ProfileApiError(0, `${path} could not be reached: ${String(cause)}`)
  }
  const json: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    const refusal = z.safeParse(NameRefusalBody, json)
    if (refusal.success)
      throw new ProfileApiError(
        response.status,
        refusal.data.error,
        refusal.data.code,
        refusal.data.reasons[0]?.description,
      )
    const error = z.safeParse(z.object({ error: z.string() }), json)
    throw new ProfileApiError(response.status, error.success ? error.data.error : `${path} answered ${response.status}`)
  }
  const parsed = z.safeParse(answer, json)
  if (!parsed.success) throw new ProfileApiError(502, `${path} answered something unexpected`)
  return parsed.data
}

const segment = (value: string) => encodeURIComponent(value)

/** GET /v1/profile/account/{name}: the registered name, or null when it is free. */
export async function lookupName(context: ApiContext, name: string, signal?: AbortSignal): Promise<ProfileName | null> {
  try {
    return await call(context, `/v1/profile/account/${segment(name)}`, ProfileName, {
      params: { apiVersion: 2 },
      signal,
    })
  } catch (error) {
    if (error instanceof ProfileApiError && error.code === 'NAME_NOT_FOUND') return null
    throw error
  }
}

/** GET /v1/profile/suggestions/{label}: the name asked for (with `registered`), then free alternatives. */
export function fetchNameSuggestions(
  context: ApiContext,
  label: string,
  signal?: AbortSignal,
  zone?: string,
): Promise<NameSuggestions> {
  return call(context, `/v1/profile/suggestions/${segment(label)}`, NameSuggestions, { params: { zone }, signal })
}

/** GET /v1/profile/reverse/{address}: the names of an address (none or one). */
export function fetchNamesOf(context: ApiContext, address: string, signal?: AbortSignal): Promise<ReverseNamesAnswer> {
  return call(context, `/v1/profile/reverse/${segment(address)}`, ReverseNamesAnswer, {
    params: { apiVersion: 2 },
    signal,
  })
}

/** GET /v1/identity/{address}; `fresh` skips the browser's cache (the server caches even an empty answer). */
export function fetchIdentity(
  context: ApiContext,
  address: string,
  options: { fresh?: boolean; signal?: AbortSignal } = {},
): Promise<Identity> {
  return call(context, `/v1/identity/${segment(address)}`, Identity, {
    ...(options.fresh && { cache: 'no-store' as const }),
    signal: options.signal,
  })
}

/** POST /v1/profile/account: registers the name of a signed registration message. */
export async function registerName(context: ApiContext, request: RegisterNameRequest): Promise<void> {
  await call(context, '/v1/profile/account', RegisterNameAnswer, { body: request })
}
