/** A small static file server for the world's origins: several directories under URL prefixes, no path escapes. */
import { createReadStream, promises as fsp, type Stats } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import { contentTypeFor } from '../../server/production/content-types.js'

export interface StaticRoot {
  /** URL path prefix, e.g. '/' or '/dist-test/'. Matched on whole path segments. */
  prefix: string
  /** Directory on disk served under that prefix. */
  dir: string
}

export interface StaticServerOptions {
  port: number
  /**
   * Hostname used in the returned URL. 'localhost' (the default) listens on
   * 127.0.0.1, so the server is reachable as both http://localhost:PORT and
   * http://127.0.0.1:PORT — two distinct sites as far as a browser is
   * concerned, which cross-site tests depend on.
   */
  host?: string
  roots: StaticRoot[]
  /**
   * Extra response headers for a file about to be served. `filePath` is the
   * resolved file on disk (so `/widget/` arrives as `.../widget/index.html`
   * and callers can decide by extension); `urlPath` is the decoded request path.
   */
  headers?: (filePath: string, urlPath: string) => Record<string, string>
  /** Rewrites an HTML page before it is sent (the widget page gets the deployment's configuration). */
  html?: (page: string, filePath: string) => string
}

export interface StaticServer {
  url: string
  stop(): Promise<void>
}

/** Headers sent on every response, errors included. */
const BASE_HEADERS = {
  // Test builds change constantly; a stale cached bundle is a confusing failure.
  'cache-control': 'no-cache',
  // With nosniff the browser enforces our content-type, same as production CDNs.
  'x-content-type-options': 'nosniff',
} as const

interface NormalizedRoot {
  prefix: string // no trailing slash, except the root prefix '/'
  dir: string // absolute
}

function normalizeRoots(roots: StaticRoot[]): NormalizedRoot[] {
  return (
    roots
      .map(({ prefix, dir }) => {
        let p = prefix.startsWith('/') ? prefix : `/${prefix}`
        if (p.length > 1) p = p.replace(/\/+$/, '')
        return { prefix: p || '/', dir: path.resolve(dir) }
      })
      // Longest prefix first, so '/dist-test' beats '/'.
      .sort((a, b) => b.prefix.length - a.prefix.length)
  )
}

function matchRoot(roots: NormalizedRoot[], urlPath: string): { root: NormalizedRoot; rest: string } | undefined {
  for (const root of roots) {
    if (root.prefix === '/') return { root, rest: urlPath.slice(1) }
    if (urlPath === root.prefix || urlPath.startsWith(`${root.prefix}/`)) {
      return { root, rest: urlPath.slice(root.prefix.length + 1) }
    }
  }
  return undefined
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/**
 * Turns the raw request target into a decoded path, refusing anything that
 * could climb out of a root. This deliberately works on the raw string: WHATWG
 * URL parsing would silently collapse '..' and '%2e%2e' segments, hiding the
 * attempt instead of rejecting it.
 */
function decodeRequestPath(rawUrl: string): string {
  const rawPath = rawUrl.split(/[?#]/, 1)[0] ?? ''
  if (!rawPath.startsWith('/')) throw new HttpError(400, 'Bad request: path must be absolute')

  let decoded: string
  try {
    decoded = decodeURIComponent(rawPath)
  } catch {
    throw new HttpError(400, 'Bad request: malformed percent-encoding')
  }
  if (decoded.includes('\0')) throw new HttpError(400, 'Bad request: NUL in path')
  // Backslashes count as separators too, so 'a\..\b' cannot sneak through.
  if (decoded.split(/[\\/]/).some((segment) => segment === '..')) {
    throw new HttpError(400, 'Bad request: path traversal')
  }
  return decoded
}

async function statOrUndefined(p: string): Promise<Stats | undefined> {
  try {
    return await fsp.stat(p)
  } catch {
    return undefined
  }
}

function sendText(res: ServerResponse, status: number, text: string, extra: Record<string, string> = {}): void {
  const body = `${text}\n`
  res.writeHead(status, {
    ...BASE_HEADERS,
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    ...extra,
  })
  res.end(res.req.method === 'HEAD' ? undefined : body)
}

export function startStaticServer(opts: StaticServerOptions): Promise<StaticServer> {
  const host = opts.host ?? 'localhost'
  const listenHost = host === 'localhost' ? '127.0.0.1' : host
  const roots = normalizeRoots(opts.roots)
  const { port } = opts

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'Method not allowed', { allow: 'GET, HEAD' })
      return
    }

    const rawUrl = req.url ?? '/'
    const urlPath = decodeRequestPath(rawUrl)
    const match = matchRoot(roots, urlPath)
    if (!match) throw new HttpError(404, 'Not found')

    let filePath = path.resolve(match.root.dir, match.rest)
    // Belt and braces after the segment check: the resolved file must stay
    // inside its root whatever the path looked like.
    const relative = path.relative(match.root.dir, filePath)
    if (relative.startsWith('..') || path.isAbsolute(relative)) {
      throw new HttpError(400, 'Bad request: path traversal')
    }

    let stats = await statOrUndefined(filePath)
    if (stats?.isDirectory()) {
      if (!urlPath.endsWith('/')) {
        // Without the trailing slash, relative URLs inside index.html would
        // resolve against the parent directory.
        const rawPath = rawUrl.split(/[?#]/, 1)[0] ?? ''
        const location = `${rawPath}/${rawUrl.slice(rawPath.length)}`
        sendText(res, 301, `Moved to ${location}`, { location })
        return
      }
      filePath = path.join(filePath, 'index.html')
      stats = await statOrUndefined(filePath)
    }
    if (!stats?.isFile()) throw new HttpError(404, 'Not found')

    if (opts.html && filePath.endsWith('.html')) {
      const page = Buffer.from(opts.html(await fsp.readFile(filePath, 'utf8'), filePath))
      res.writeHead(200, {
        ...BASE_HEADERS,
        'content-type': contentTypeFor(filePath),
        'content-length': page.length,
        ...(opts.headers?.(filePath, urlPath) ?? {}),
      })
      res.end(req.method === 'HEAD' ? undefined : page)
      return
    }
    res.writeHead(200, {
      ...BASE_HEADERS,
      'content-type': contentTypeFor(filePath),
      'content-length': stats.size,
      ...(opts.headers?.(filePath, urlPath) ?? {}),
    })
    if (req.method === 'HEAD') {
      res.end()
      return
    }
    const stream = createReadStream(filePath)
    stream.on('error', () => res.destroy())
    stream.pipe(res)
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (res.headersSent) {
        res.destroy()
      } else if (err instanceof HttpError) {
        sendText(res, err.status, err.message)
      } else {
        sendText(res, 500, 'Internal server error')
      }
    })
  })

  return new Promise((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException): void => {
      if (err.code === 'EADDRINUSE') {
        reject(new Error(`static server: port ${port} on ${listenHost} is already in use`))
      } else {
        reject(new Error(`static server: cannot listen on ${listenHost}:${port}: ${err.message}`))
      }
    }
    server.once('error', onError)
    server.listen({ host: listenHost, port, exclusive: true }, () => {
      server.removeListener('error', onError)

      let stopping: Promise<void> | undefined
      const stop = (): Promise<void> => {
        stopping ??= new Promise<void>((done) => {
          if (!server.listening) {
            done()
            return
          }
          // close() alone would wait for idle keep-alive sockets (browsers hold
          // them open), so the port would stay busy long after stop().
          server.close(() => done())
          server.closeAllConnections()
        })
        return stopping
      }

      const urlHost = host.includes(':') ? `[${host}]` : host
      resolve({ url: `http://${urlHost}:${port}`, stop })
    })
  })
}
