/**
 * A JSON-RPC 2.0 server over HTTP: POST of one request or a batch, answers with u64 values written as JSON
 * numbers (as a Solana node does; @solana/kit reads them as bigints). Browsers may call it from the origins
 * given, and only from those: a request with another `Origin` is refused.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { RPC_CODES, RpcError } from './rpc-errors.js'

export type RpcMethods = Record<string, (params: unknown[]) => unknown>

export interface JsonRpcServerOptions {
  host: string
  port: number
  methods: RpcMethods
  allowedOrigins: readonly string[]
}

export interface JsonRpcServer {
  url: string
  stop(): Promise<void>
}

/** A transaction is at most 1,232 bytes; a batch of them fits in far less than this. */
const MAX_BODY_BYTES = 1024 * 1024

/** JSON with bigints written as numbers. */
export function toJson(value: unknown): string {
  if (typeof value === 'bigint') return value.toString()
  if (value === null || value === undefined) return 'null'
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`
  if (typeof value === 'object') {
    const fields = Object.entries(value).filter(([, field]) => field !== undefined)
    return `{${fields.map(([key, field]) => `${JSON.stringify(key)}:${toJson(field)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

type Id = string | number | null

const errorAnswer = (id: Id, err: RpcError) => ({
  jsonrpc: '2.0',
  id,
  error: { code: err.code, message: err.message, ...(err.data === undefined ? {} : { data: err.data }) },
})

function answerOne(methods: RpcMethods, request: unknown): object {
  const { id = null, method, params = [], jsonrpc } = (request ?? {}) as Record<string, unknown>
  const validId = typeof id === 'string' || typeof id === 'number' || id === null ? (id as Id) : null
  if (typeof request !== 'object' || request === null || jsonrpc !== '2.0' || typeof method !== 'string')
    return errorAnswer(validId, new RpcError(RPC_CODES.invalidRequest, 'Invalid request'))
  const handler = Object.hasOwn(methods, method) ? methods[method] : undefined
  if (!handler) return errorAnswer(validId, new RpcError(RPC_CODES.methodNotFound, `Method not found: ${method}`))
  if (!Array.isArray(params)) return errorAnswer(validId, RpcError.invalidParams('params must be an array'))
  try {
    return { jsonrpc: '2.0', id: validId, result: handler(params) }
  } catch (err) {
    if (err instanceof RpcError) return errorAnswer(validId, err)
    const message = err instanceof Error ? err.message : String(err)
    return errorAnswer(validId, new RpcError(RPC_CODES.internal, `Internal error: ${message}`))
  }
}

async function readBody(req: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) return undefined
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function send(res: ServerResponse, status: number, body: string, type = 'application/json'): void {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) })
  res.end(body)
}

async function handle(options: JsonRpcServerOptions, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const origin = req.headers.origin
  if (origin !== undefined) {
    if (!options.allowedOrigins.includes(origin))
      return send(res, 403, `origin ${origin} may not call this node`, 'text/plain')
    res.setHeader('access-control-allow-origin', origin)
    res.setHeader('vary', 'Origin')
  }
  if (req.method === 'OPTIONS') {
    res.setHeader('access-control-allow-methods', 'POST')
    res.setHeader('access-control-allow-headers', 'content-type, solana-client')
    res.setHeader('access-control-max-age', '600')
    return send(res, 204, '', 'text/plain')
  }
  if (req.method !== 'POST') return send(res, 405, 'JSON-RPC is served by POST', 'text/plain')
  const text = await readBody(req)
  if (text === undefined) return send(res, 413, `the body is over ${MAX_BODY_BYTES} bytes`, 'text/plain')
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return send(res, 200, toJson(errorAnswer(null, new RpcError(RPC_CODES.parseError, 'Parse error'))))
  }
  if (Array.isArray(body)) {
    if (body.length === 0)
      return send(res, 200, toJson(errorAnswer(null, new RpcError(RPC_CODES.invalidRequest, 'Invalid request'))))
    return send(res, 200, toJson(body.map((request) => answerOne(options.methods, request))))
  }
  return send(res, 200, toJson(answerOne(options.methods, body)))
}

export function startJsonRpcServer(options: JsonRpcServerOptions): Promise<JsonRpcServer> {
  const server = createServer((req, res) => {
    handle(options, req, res).catch((err) => {
      if (!res.headersSent) send(res, 500, `the node failed: ${err instanceof Error ? err.message : err}`, 'text/plain')
    })
  })
  return new Promise((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        new Error(`solana node: cannot listen on ${options.host}:${options.port}: ${err.message}`, { cause: err }),
      ),
    )
    server.listen({ host: options.host, port: options.port, exclusive: true }, () => {
      const { port } = server.address() as AddressInfo
      resolve({
        url: `http://${options.host}:${port}`,
        stop: () =>
          new Promise<void>((done) => {
            server.close(() => done())
            server.closeAllConnections()
          }),
      })
    })
  })
}
