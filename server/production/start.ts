/**
 * The production server in one process with two listeners, one per origin: the widget origin serves the static
 * part (loader, widget with this deployment's configuration in its page, types); the API origin runs the app (server/app.ts: the API
 * and the secure frame's page) with the secure frame's hashed files answered from memory in front of it.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { startServer, type RunningServer } from '../index.js'
import type { ProductionConfig } from './config.js'
import { cacheControlFor, isCrossOriginReadable, isWidgetOriginPath } from './static-part.js'
import { loadStaticFiles, type StaticFiles } from './static-files.js'
import { serveStatic, type StaticRequest, type StaticResponse } from './static-response.js'
import { widgetCsp } from './widget-csp.js'
import { deploymentFor, writeDeploymentInto } from './widget-page.js'

export interface ProductionServer {
  /** The widget listener's own address (http://host:port), for tests and the start message. */
  widgetUrl: string
  server: RunningServer
  stop(): Promise<void>
}

export function widgetFileHeaders(urlPath: string, secureFrameOrigin: string): Record<string, string> {
  return {
    'cache-control': cacheControlFor(urlPath),
    ...(urlPath.endsWith('.html') ? { 'content-security-policy': widgetCsp(secureFrameOrigin) } : {}),
    ...(isCrossOriginReadable(urlPath) ? { 'access-control-allow-origin': '*' } : {}),
  }
}

/** The static part of the widget origin, its page telling the widget where the rest of this deployment is. */
export async function loadWidgetOrigin(config: ProductionConfig, secureFrameOrigin: string): Promise<StaticFiles> {
  const files = await loadStaticFiles({
    root: config.staticDir,
    include: isWidgetOriginPath,
    headersFor: (urlPath) => widgetFileHeaders(urlPath, secureFrameOrigin),
  })
  writeDeploymentInto(files, deploymentFor(secureFrameOrigin, config.relayUrl))
  return files
}

/** The secure frame's scripts and styles; its page stays with the app, which writes its CSP and widget origins. */
export function loadSecureFrameAssets(staticDir: string): Promise<StaticFiles> {
  return loadStaticFiles({
    root: path.join(staticDir, 'secure-frame'),
    include: (file) => file !== 'index.html',
    headersFor: (urlPath) => ({ 'cache-control': cacheControlFor(urlPath) }),
  })
}

function fromFetch(request: Request): StaticRequest {
  const url = new URL(request.url)
  return {
    method: request.method,
    target: url.pathname + url.search,
    header: (name) => request.headers.get(name) ?? undefined,
  }
}

function toFetch(answer: StaticResponse): Response {
  // The bytes are Node buffers, which a Response takes as they are.
  const body = (answer.status === 304 ? null : (answer.body ?? null)) as BodyInit | null
  return new Response(body, { status: answer.status, headers: answer.headers })
}

function writeNode(res: ServerResponse, answer: StaticResponse): void {
  res.writeHead(answer.status, answer.headers)
  res.end(answer.body)
}

/** Answers a request for the static part from `files` (the widget origin's listener; the benchmark's origins too). */
export function widgetHandler(files: StaticFiles) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const request: StaticRequest = {
      method: req.method ?? 'GET',
      target: req.url ?? '/',
      header: (name) => {
        const value = req.headers[name]
        return Array.isArray(value) ? value.join(', ') : value
      },
    }
    writeNode(res, serveStatic(files, request) ?? notFound())
  }
}

function notFound(): StaticResponse {
  return {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' },
    body: 'Not found\n',
  }
}

function listen(server: Server, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen({ host, port, exclusive: true }, () => {
      server.removeListener('error', reject)
      resolve((server.address() as AddressInfo).port)
    })
  })
}

export async function startProduction(config: ProductionConfig): Promise<ProductionServer> {
  const secureFrameFiles = await loadSecureFrameAssets(config.staticDir)
  const server = await startServer(config.server, {
    // Only the frame's own files are answered here; every other path, well-formed or not, is the app's.
    staticFiles: (request) => {
      if (!secureFrameFiles.has(new URL(request.url).pathname)) return undefined
      const answer = serveStatic(secureFrameFiles, fromFetch(request))
      return answer && toFetch(answer)
    },
  })
  const widget = createServer()
  let widgetPort: number
  try {
    // After the server: its public origin now has its real port (port 0 in tests).
    widget.on('request', widgetHandler(await loadWidgetOrigin(config, server.url)))
    widgetPort = await listen(widget, config.widget.host, config.widget.port)
  } catch (err) {
    await server.stop()
    throw err
  }
  const host = config.widget.host.includes(':') ? `[${config.widget.host}]` : config.widget.host
  return {
    widgetUrl: `http://${host}:${widgetPort}`,
    server,
    stop: async () => {
      await Promise.all([
        new Promise<void>((done) => {
          widget.close(() => done())
          widget.closeAllConnections()
        }),
        server.stop(),
      ])
    },
  }
}
