/**
 * Answers one request for the static part from the files in memory: the encoding the client accepts (brotli
 * preferred, `Vary: Accept-Encoding`), an ETag per encoding and 304 on `If-None-Match`, 301 to a directory's
 * trailing slash, 400 for a path that tries to climb out of the root, and nothing (undefined) for a path that is
 * not a file, so the caller decides between 404 and another handler.
 */
import { chooseEncoding, type Encoding } from './accept-encoding.js'
import type { StaticFile, StaticFiles } from './static-files.js'

export interface StaticRequest {
  method: string
  /** The request target as received: path and query, not yet decoded. */
  target: string
  header(name: string): string | undefined
}

export interface StaticResponse {
  status: number
  headers: Record<string, string>
  body?: Uint8Array | string
}

/** Headers on every answer of the static part, errors included. */
export const BASE_HEADERS = { 'x-content-type-options': 'nosniff' } as const

function text(status: number, message: string, extra: Record<string, string> = {}): StaticResponse {
  return {
    status,
    headers: { ...BASE_HEADERS, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...extra },
    body: `${message}\n`,
  }
}

/** The decoded path, or an error answer for a malformed one or one with a `..` segment (raw or percent-encoded). */
function decodePath(rawPath: string): string | StaticResponse {
  let decoded: string
  try {
    decoded = decodeURIComponent(rawPath)
  } catch {
    return text(400, 'Bad request: malformed percent-encoding')
  }
  if (!decoded.startsWith('/') || decoded.includes('\0')) return text(400, 'Bad request')
  if (decoded.split(/[\\/]/).some((segment) => segment === '..')) return text(400, 'Bad request: path traversal')
  return decoded
}

const SUFFIX: Record<Encoding, string> = { br: '-br', gzip: '-gz', identity: '' }

function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '')
    return tag === '*' || tag === etag
  })
}

function fileResponse(file: StaticFile, request: StaticRequest): StaticResponse {
  const available = (['br', 'gzip'] as const).filter((encoding) => file.encoded[encoding] !== undefined)
  const encoding = chooseEncoding(request.header('accept-encoding'), available)
  const vary: Record<string, string> = available.length > 0 ? { vary: 'Accept-Encoding' } : {}
  if (encoding === undefined) return text(406, 'Not acceptable: no encoding the client accepts', vary)
  const etag = `"${file.tag}${SUFFIX[encoding]}"`
  const headers: Record<string, string> = { ...BASE_HEADERS, ...file.headers, ...vary, etag }
  if (matchesIfNoneMatch(request.header('if-none-match'), etag)) {
    const { 'content-type': _type, ...notModified } = headers
    return { status: 304, headers: notModified }
  }
  const body = encoding === 'identity' ? file.identity : (file.encoded[encoding] as Uint8Array)
  if (encoding !== 'identity') headers['content-encoding'] = encoding
  headers['content-length'] = String(body.byteLength)
  return { status: 200, headers, ...(request.method === 'HEAD' ? {} : { body }) }
}

export function serveStatic(files: StaticFiles, request: StaticRequest): StaticResponse | undefined {
  const queryAt = request.target.search(/[?#]/)
  const rawPath = queryAt < 0 ? request.target : request.target.slice(0, queryAt)
  const path = decodePath(rawPath)
  if (typeof path !== 'string') return path
  const file = files.get(path)
  if (!file) {
    if (files.has(`${path}/`)) {
      const location = `${rawPath}/${queryAt < 0 ? '' : request.target.slice(queryAt)}`
      return text(301, `Moved to ${location}`, { location })
    }
    return undefined
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return text(405, 'Method not allowed', { allow: 'GET, HEAD' })
  }
  return fileResponse(file, request)
}
