/**
 * An error meant for the client: a status, a short message, and optional extra fields
 * (`field` for a bad body, `retryAfterSeconds` for a cooldown). Anything else thrown inside a
 * handler is answered as a bare 500, so no internal message or stack reaches a client.
 */
export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502,
    message: string,
    readonly extra: Record<string, string | number> = {},
  ) {
    super(message)
  }

  toJSON(): Record<string, string | number> {
    return { error: this.message, ...this.extra }
  }
}
