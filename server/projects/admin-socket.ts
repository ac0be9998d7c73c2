/**
 * The running server's door for the admin command when the database is the embedded PGlite,
 * which only one process may open (db/dir-lock.ts). The server listens on a Unix socket inside
 * its data directory, in a sub-directory only its user may enter: whoever can reach the socket
 * can already read the database files, so the file system is the authentication. Nothing
 * listens on a network port. With PostgreSQL the command talks to the database itself and no
 * socket is opened.
 *
 * Protocol: `POST /projects` with a ProjectCommand as JSON; the answer is
 * `{ ok: true, result }` or `{ ok: false, error }`.
 */
import { chmod, mkdir, unlink } from 'node:fs/promises'
import { createServer, request, type IncomingMessage } from 'node:http'
import path from 'node:path'
import type { Clock } from '../clock.js'
import type { Database } from '../db/database.js'
import { ProjectCommandError, runProjectCommand, type ProjectCommand, type ProjectCommandResult } from './commands.js'

/** sockaddr_un holds 108 bytes with the terminating zero. */
const MAX_SOCKET_PATH = 107
const MAX_COMMAND_BYTES = 64 * 1024

export function adminSocketPath(dataDir: string): string {
  return path.join(dataDir, '.admin', 'admin.sock')
}

export interface AdminSocket {
  /** Where it listens, or undefined when the path was too long for a socket. */
  path: string | undefined
  close(): Promise<void>
}

export interface StartAdminSocketParameters {
  dataDir: string
  db: Database
  clock: Clock
  /** Told the id of every project a command changed, so this process stops serving its cached copy. */
  onProjectChanged(id: string): void
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_COMMAND_BYTES) {
        reject(new ProjectCommandError('command too large'))
        req.destroy()
      } else chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

export async function startAdminSocket({
  dataDir,
  db,
  clock,
  onProjectChanged,
}: StartAdminSocketParameters): Promise<AdminSocket> {
  const socketPath = adminSocketPath(dataDir)
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    console.warn(
      `[server] no admin socket: ${socketPath} is too long for a Unix socket; stop the server to run the admin command`,
    )
    return { path: undefined, close: async () => undefined }
  }
  const dir = path.dirname(socketPath)
  await mkdir(dir, { recursive: true, mode: 0o700 })
  // mkdir leaves an existing directory as it was; make sure nobody else may enter it.
  await chmod(dir, 0o700)
  // This process holds the data directory's lock, so a socket file here is a dead server's.
  await unlink(socketPath).catch(() => undefined)

  const server = createServer(async (req, res) => {
    const answer = (status: number, body: unknown): void => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (req.method !== 'POST' || req.url !== '/projects') return answer(404, { ok: false, error: 'not found' })
    try {
      const command: unknown = JSON.parse(await readBody(req))
      const result = await runProjectCommand(db, command, clock())
      if ('project' in result) onProjectChanged(result.project.id)
      answer(200, { ok: true, result })
    } catch (err) {
      if (err instanceof ProjectCommandError || err instanceof SyntaxError)
        return answer(400, { ok: false, error: err.message })
      console.error('[server] admin command failed:', err)
      answer(500, { ok: false, error: 'the server could not run the command; see its log' })
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(socketPath, () => {
      server.removeListener('error', reject)
      resolve()
    })
  })
  await chmod(socketPath, 0o600)

  let closing: Promise<void> | undefined
  return {
    path: socketPath,
    close: () =>
      (closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }).then(() => unlink(socketPath).catch(() => undefined))),
  }
}

/** No server answers on the socket (none runs, or it died and left the file, or while answering). */
export class AdminSocketUnavailable extends Error {
  override name = 'AdminSocketUnavailable'
}

/** Runs a command in the server that listens on `socketPath`. */
export function sendProjectCommand(socketPath: string, command: ProjectCommand): Promise<ProjectCommandResult> {
  return new Promise((resolve, reject) => {
    const req = request(
      { socketPath, path: '/projects', method: 'POST', headers: { 'content-type': 'application/json' } },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => {
          try {
            const body = JSON.parse(text) as { ok: true; result: ProjectCommandResult } | { ok: false; error: string }
            if (body.ok) resolve(body.result)
            else reject(new ProjectCommandError(body.error))
          } catch {
            reject(new Error(`the server answered the admin command with ${res.statusCode} and no JSON`))
          }
        })
      },
    )
    req.on('error', (err: NodeJS.ErrnoException) => {
      // A reset before the answer: the server died while taking the command. Whoever runs it next
      // needs the data directory's lock, which a live server still holds.
      if (err.code === 'ENOENT' || err.code === 'ECONNREFUSED' || err.code === 'ECONNRESET' || err.code === 'EPIPE')
        reject(new AdminSocketUnavailable(`nothing listens on ${socketPath}`))
      else reject(err)
    })
    req.end(JSON.stringify(command))
  })
}
