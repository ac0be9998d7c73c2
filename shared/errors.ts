/**
 * Errors of the product. One base class with a stable `code`, optional `details` and a cause
 * chain; the `message` is the short user-facing text (the spec's texts, kept exact).
 * Errors cross frames as {@link ErrorPayload}, never as a bare string.
 */

export type ErrorCode = string | number

export interface WidgetErrorOptions {
  code: ErrorCode
  details?: string
  cause?: unknown
  data?: unknown
}

export class WidgetError extends Error {
  override name = 'WidgetError'
  readonly code: ErrorCode
  readonly details: string | undefined
  readonly data: unknown

  constructor(message: string, options: WidgetErrorOptions) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = options.code
    this.details = options.details
    this.data = options.data
  }
}

/** EIP-1193 "Provider Errors" and EIP-1474 codes used by the product. */
export const RpcErrorCode = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
  invalidParams: -32602,
  internal: -32603,
  limitExceeded: -32005,
} as const

/** What the site is told when the user refuses (or walks away from) a request. */
export const USER_REJECTED_MESSAGE = 'User rejected the request.'

/** An EIP-1193 provider error: numeric `code`, `message`, optional `data`. */
export class ProviderRpcError extends WidgetError {
  override name = 'ProviderRpcError'
  declare readonly code: number

  constructor(code: number, message: string, options: { data?: unknown; cause?: unknown } = {}) {
    super(message, { code, ...options })
  }
}

/** What an error looks like on the wire between frames. */
export interface ErrorPayload {
  /** The loader leaves it out for wallet errors (bytes); the widget treats those as ProviderRpcError. */
  name?: string
  code: ErrorCode
  message: string
  data?: unknown
}

export function toErrorPayload(error: unknown): ErrorPayload & { name: string } {
  if (error instanceof WidgetError) {
    return {
      name: error.name,
      code: error.code,
      message: error.message,
      ...(error.data === undefined ? {} : { data: error.data }),
    }
  }
  if (isRecord(error) && typeof error.message === 'string') {
    const code = typeof error.code === 'number' || typeof error.code === 'string' ? error.code : RpcErrorCode.internal
    const name = typeof error.name === 'string' ? error.name : 'Error'
    return {
      name,
      code,
      message: error.message,
      ...('data' in error && error.data !== undefined ? { data: safeData(error.data) } : {}),
    }
  }
  return {
    name: 'Error',
    code: RpcErrorCode.internal,
    message: typeof error === 'string' ? error : 'An error occurred',
  }
}

export function fromErrorPayload(payload: ErrorPayload): WidgetError {
  if (typeof payload.code === 'number') {
    const error = new ProviderRpcError(payload.code, payload.message, { data: payload.data })
    return error
  }
  return new WidgetError(payload.message, { code: payload.code, data: payload.data })
}

/** Reads the numeric EIP-1193 code of anything a wallet threw (nested `cause` included). */
export function rpcCodeOf(error: unknown): number | undefined {
  for (let current: unknown = error, depth = 0; isRecord(current) && depth < 5; current = current.cause, depth++) {
    if (typeof current.code === 'number') return current.code
  }
  return undefined
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** Keeps only structured-cloneable plain data of an error's `data` field. */
function safeData(data: unknown): unknown {
  try {
    return JSON.parse(JSON.stringify(data))
  } catch {
    return undefined
  }
}
