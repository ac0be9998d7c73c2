/**
 * The admin command for project configuration:
 *
 *   tsx server/admin.ts project set <id> [--features '<json>'] [--origins '<origin>,<origin>'] [--analytics true|false]
 *   tsx server/admin.ts project show <id>
 *   tsx server/admin.ts project list
 *
 * It uses the server's database settings (DATABASE_URL, else the PGlite directory DATA_DIR).
 * A running server picks changes up on its next request after at most `projectCacheMs` (≤ 2 s).
 * With PGlite, which one process alone may open, the command goes through the running server's
 * admin socket when there is one, and opens the directory itself when no server runs.
 *
 * `--features` is merged into what the project already sets; a key set to null goes back to
 * the default. `--origins` replaces the list ('' empties it). Each origin is an https origin, or
 * `https://*.` followed by one registrable domain (not `*`, `https://*`, `https://*.com`,
 * `https://*.co.uk`); plain http only for http://localhost, http://127.0.0.1 and http://[::1]
 * (server/projects/origin-patterns.ts says why each is refused).
 */
import { parseArgs } from 'node:util'
import { fileURLToPath } from 'node:url'
import { ConfigError, loadConfig } from './config.js'
import { DataDirInUseError } from './db/dir-lock.js'
import { openDatabase } from './db/open.js'
import { adminSocketPath, AdminSocketUnavailable, sendProjectCommand } from './projects/admin-socket.js'
import {
  parseProjectCommand,
  ProjectCommandError,
  runProjectCommand,
  type ProjectCommand,
  type ProjectCommandResult,
} from './projects/commands.js'

export const USAGE = `usage:
  tsx server/admin.ts project set <id> [--features '<json>'] [--origins 'https://a.example,https://*.b.example'] [--analytics true|false]
  tsx server/admin.ts project show <id>
  tsx server/admin.ts project list
database: DATABASE_URL, else the PGlite directory DATA_DIR (default .world/db)`

export interface AdminIo {
  out(line: string): void
  err(line: string): void
}

class UsageError extends Error {
  override name = 'UsageError'
}

/** Turns the arguments into a command; throws UsageError with what is wrong. */
export function commandFromArgs(argv: readonly string[]): ProjectCommand {
  let parsed: ReturnType<
    typeof parseArgs<{
      options: { features: { type: 'string' }; origins: { type: 'string' }; analytics: { type: 'string' } }
      allowPositionals: true
      strict: true
      args: string[]
    }>
  >
  try {
    parsed = parseArgs({
      args: [...argv],
      options: { features: { type: 'string' }, origins: { type: 'string' }, analytics: { type: 'string' } },
      allowPositionals: true,
      strict: true,
    })
  } catch (err) {
    // Node's messages add a hint about '--' that only confuses here: the first sentence is enough.
    throw new UsageError((err instanceof Error ? err.message : String(err)).split('. ')[0] ?? 'bad arguments')
  }
  const { positionals, values } = parsed
  const [noun, verb, id, ...rest] = positionals
  if (noun !== 'project') throw new UsageError(noun === undefined ? 'no command given' : `unknown command "${noun}"`)
  if (rest.length > 0) throw new UsageError(`unexpected argument "${rest[0]}"`)
  const optionsGiven = values.features !== undefined || values.origins !== undefined || values.analytics !== undefined
  switch (verb) {
    case 'list':
      if (id !== undefined) throw new UsageError(`project list takes no id, got "${id}"`)
      if (optionsGiven) throw new UsageError('project list takes no options')
      return { op: 'list' }
    case 'show':
      if (id === undefined) throw new UsageError('project show needs an id')
      if (optionsGiven) throw new UsageError('project show takes no options')
      return { op: 'show', id }
    case 'set': {
      if (id === undefined) throw new UsageError('project set needs an id')
      const command: ProjectCommand & { op: 'set' } = { op: 'set', id }
      if (values.features !== undefined) {
        try {
          command.features = JSON.parse(values.features)
        } catch {
          throw new UsageError(`--features must be a JSON object, got ${values.features}`)
        }
      }
      if (values.origins !== undefined) {
        command.allowedOrigins = values.origins
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean)
      }
      if (values.analytics !== undefined) {
        if (values.analytics !== 'true' && values.analytics !== 'false')
          throw new UsageError(`--analytics must be true or false, got "${values.analytics}"`)
        command.analyticsEnabled = values.analytics === 'true'
      }
      return command
    }
    default:
      throw new UsageError(verb === undefined ? 'project needs set, show or list' : `unknown project command "${verb}"`)
  }
}

async function runDirectly(
  open: Parameters<typeof openDatabase>[0],
  command: ProjectCommand,
): Promise<ProjectCommandResult> {
  const db = await openDatabase(open)
  try {
    return await runProjectCommand(db, command, new Date())
  } finally {
    await db.close()
  }
}

/** Runs the command where the database is: PostgreSQL directly; PGlite through a running server, else directly. */
export async function executeProjectCommand(
  command: ProjectCommand,
  env: NodeJS.ProcessEnv,
): Promise<ProjectCommandResult> {
  const config = loadConfig({}, env)
  if (config.databaseUrl) return runDirectly({ databaseUrl: config.databaseUrl }, command)
  const socket = adminSocketPath(config.dataDir)
  const viaServer = (): Promise<ProjectCommandResult> => sendProjectCommand(socket, command)
  try {
    return await viaServer()
  } catch (err) {
    if (!(err instanceof AdminSocketUnavailable)) throw err
  }
  try {
    return await runDirectly({ dataDir: config.dataDir }, command)
  } catch (err) {
    // A server that started in between holds the directory now; its socket is the way in. The
    // directory is never opened without the lock: when the socket does not answer either, nothing runs.
    if (!(err instanceof DataDirInUseError)) throw err
    return viaServer().catch(() => {
      err.message += `, and its admin socket ${socket} does not answer: nothing was changed`
      return Promise.reject(err)
    })
  }
}

function printResult(result: ProjectCommandResult, io: AdminIo): void {
  if ('project' in result) {
    io.out(JSON.stringify(result.project, null, 2))
    return
  }
  if (result.projects.length === 0) io.out('(no projects)')
  for (const project of result.projects) {
    const origins = project.allowedOrigins.length > 0 ? project.allowedOrigins.join(',') : '(no origins)'
    const overrides = Object.keys(project.features)
    io.out(
      `${project.id}\tanalytics ${project.analyticsEnabled ? 'on' : 'off'}\t${origins}\t${overrides.length > 0 ? `sets ${overrides.join(',')}` : 'default features'}`,
    )
  }
}

/** The command line; answers the exit code (0 done, 1 failed, 2 wrong usage). */
export async function runAdmin(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  io: AdminIo = { out: console.log, err: console.error },
): Promise<number> {
  let command: ProjectCommand
  try {
    command = commandFromArgs(argv)
    // Checked here too, so a bad value is reported before any database is opened.
    parseProjectCommand(command)
  } catch (err) {
    if (err instanceof UsageError || err instanceof ProjectCommandError) {
      io.err(`admin: ${err.message}`)
      if (err instanceof UsageError) io.err(USAGE)
      return 2
    }
    throw err
  }
  try {
    printResult(await executeProjectCommand(command, env), io)
    return 0
  } catch (err) {
    // Expected failures (a bad origin, a missing project, a database in use, a bad setting) are
    // one line; anything else is a bug and keeps its stack.
    const expected =
      err instanceof ProjectCommandError || err instanceof ConfigError || err instanceof DataDirInUseError
    io.err(
      `admin: ${expected ? (err as Error).message : err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
    )
    return 1
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = await runAdmin(process.argv.slice(2))
}
