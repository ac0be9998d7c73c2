/**
 * Calls to the deployment's API (the widget's half of shared/contracts/project-api.ts and the
 * contracts beside it). Every call carries the contract's common query (projectId, st = sdk
 * type, sv = sdk version); every answer is checked against the call's answer schema (through the schema's own
 * Standard Schema `validate`, so this module loads no schema library). Each attempt has a deadline, and failures
 * worth it are tried again (retry.ts). Loaded on demand with the contracts (contracts.ts); what the code that
 * paints needs of the API (its context, URLs, errors) is in api-context.ts.
 */
import type * as z from 'zod/mini'
import type { ApiCall } from '../../shared/contracts/project-api.js'
import { type ApiContext, ApiError, apiUrl, type QueryParameters } from './api-context.js'
import { API_ATTEMPTS, API_ATTEMPT_TIMEOUT_MS, isRetryable, retryDelayMs, sleep } from './retry.js'

export { ApiError, apiUrl, SDK_TYPE, SDK_VERSION, type ApiContext, type QueryParameters } from './api-context.js'

/** A call of the API that answers JSON. */
type JsonCall = ApiCall & { method: 'GET'; answer: z.ZodMiniType }

/**
 * GETs `call` and checks its answer. A network failure, timeout, 429 or 5xx is tried again (up to
 * {@link API_ATTEMPTS} attempts); the last failure, or any other non-2xx, throws {@link ApiError}.
 * `signal` cancels the call, waits included.
 */
export async function getJson<C extends JsonCall>(
  context: ApiContext,
  call: C,
  params?: QueryParameters,
  signal?: AbortSignal,
): Promise<z.output<C['answer']>> {
  const url = apiUrl(context, call.path, params)
  for (let attempt = 1; ; attempt++) {
    const result = await attemptGet(context, call, url, signal)
    if (result.ok) return result.body as z.output<C['answer']>
    if (attempt >= API_ATTEMPTS || !result.retry) throw result.error
    await (context.sleep ?? sleep)(retryDelayMs(attempt, result.retryAfter, context), signal)
  }
}

type Attempt = { ok: true; body: unknown } | { ok: false; error: ApiError; retry: boolean; retryAfter: string | null }

const failed = (error: ApiError, retryAfter: string | null = null, retry = isRetryable(error.status)): Attempt => ({
  ok: false,
  error,
  retry,
  retryAfter,
})

/** One attempt under its deadline; only the caller's abort is thrown, every failure is returned. */
async function attemptGet(context: ApiContext, call: JsonCall, url: string, signal?: AbortSignal): Promise<Attempt> {
  signal?.throwIfAborted()
  const controller = new AbortController()
  const cancel = () => controller.abort(signal?.reason)
  signal?.addEventListener('abort', cancel, { once: true })
  const timer = setTimeout(() => controller.abort(), API_ATTEMPT_TIMEOUT_MS)
  try {
    const response = await (context.fetch ?? fetch)(url, { signal: controller.signal, credentials: 'omit' })
    if (!response.ok) {
      const error = new ApiError(response.status, `${call.path} answered ${response.status}`)
      return failed(error, response.headers.get('retry-after'))
    }
    const parsed = call.answer['~standard'].validate(
      await response.json().catch(() => {
        if (controller.signal.aborted) throw controller.signal.reason
      }),
    )
    // An answer that breaks the contract will not mend on its own: it is not tried again.
    if (parsed instanceof Promise || parsed.issues)
      return failed(new ApiError(502, `${call.path} answered something unexpected`), null, false)
    return { ok: true, body: parsed.value }
  } catch (cause) {
    signal?.throwIfAborted()
    const what = controller.signal.aborted
      ? `did not answer within ${API_ATTEMPT_TIMEOUT_MS / 1000} s`
      : 'could not be reached'
    return failed(new ApiError(0, `${call.path} ${what}`, { cause }))
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', cancel)
  }
}
