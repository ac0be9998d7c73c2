/**
 * What the server benchmarks share: each server instance runs as its own process (its own event loop, as in
 * a deployment), started from a configuration passed as JSON in an environment variable.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { loadConfig, type ServerConfigInput } from '../server/config.js'
import { startServer } from '../server/index.js'
import { freePort } from '../dev/world/free-port.js'

export { freePort }

const SELF = fileURLToPath(import.meta.url)
const CONFIG_VARIABLE = 'BENCH_SERVER_CONFIG'

/** Starts a server process with `config` and answers its port once it listens. */
export async function startServerProcess(config: ServerConfigInput): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SELF], {
    env: { ...process.env, [CONFIG_VARIABLE]: JSON.stringify(config) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const port = await new Promise<number>((resolve, reject) => {
    let out = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const match = /listening (\d+)/.exec(out)
      if (match) resolve(Number(match[1]))
    })
    child.once('exit', (code) => reject(new Error(`a server process exited with ${code} before listening`)))
  })
  return { port, child }
}

/** Stops the server processes still running and waits until they have exited. */
export async function stopServerProcesses(children: readonly ChildProcess[]): Promise<void> {
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null)
  const exited = running.map((child) => new Promise((resolve) => child.once('exit', resolve)))
  for (const child of running) child.kill('SIGTERM')
  await Promise.all(exited)
}

/** In a server process: starts the server from the configuration it was given and says its port. */
async function serve(): Promise<void> {
  const server = await startServer(
    loadConfig(JSON.parse(process.env[CONFIG_VARIABLE] ?? '{}') as ServerConfigInput, {}),
  )
  console.log(`listening ${server.port}`)
  process.once('SIGTERM', () => void server.stop().then(() => process.exit(0)))
}

if (process.argv[1] === SELF) await serve()
