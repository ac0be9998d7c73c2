/**
 * Reading a request body with a size cap that holds whatever the client declares: a larger
 * `Content-Length` is refused before a byte is read, and a body sent without one (chunked) is
 * read only until it passes the cap, then the stream is cancelled.
 */
import { ApiError } from '../api-error.js'

export function bodyTooLarge(maxBytes: number): ApiError {
  return new ApiError(413, `Body too large: the limit is ${maxBytes} bytes`, { limitBytes: maxBytes })
}

/** The body of `request` as UTF-8 text; a 413 ApiError when it is over `maxBytes`. */
export async function readCappedBody(request: Request, maxBytes: number): Promise<string> {
  const declared = request.headers.get('content-length')
  if (declared !== null && !request.headers.has('transfer-encoding') && Number(declared) > maxBytes)
    throw bodyTooLarge(maxBytes)
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      // Nothing more is wanted from this client; the answer goes out without waiting for the rest.
      await reader.cancel().catch(() => undefined)
      throw bodyTooLarge(maxBytes)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks, size).toString('utf8')
}
