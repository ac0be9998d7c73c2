/**
 * A long-running child process of the world (a chain node, a bundler): spawned with both output streams drained
 * into a short tail for diagnostics, polled until it answers, stopped with SIGTERM then SIGKILL after a grace
 * period, and killed when this process exits or is interrupted, so a crashed test run leaves no port taken.
 */
import { type ChildProcess, spawn } from 'node:child_process'

export interface ChildSpec {
  /** How errors name it: "anvil on port 8545". */
  name: string
  command: string
  args: string[]
  /** Resolves true once the child serves what it should (a failed probe resolves false, never throws). */
  ready(): Promise<boolean>
  readyTimeoutMs: number
  /** What "ready" means, for the timeout's message: "answer eth_chainId=31337". */
  readyMeaning: string
}

export interface RunningChild {
  stop(): Promise<void>
}

const POLL_INTERVAL_MS = 100
const STOP_GRACE_MS = 3_000
/** Only the tail of a child's output matters for diagnostics; a chatty child must not grow memory. */
const OUTPUT_TAIL_CHARS = 4_000

const liveChildren = new Set<ChildProcess>()
let hooksInstalled = false

function killLiveChildren(): void {
  for (const child of liveChildren) {
    try {
      child.kill('SIGKILL')
    } catch {
      // Already gone.
    }
  }
}

function installExitHooks(): void {
  if (hooksInstalled) return
  hooksInstalled = true
  // 'exit' handlers are synchronous: no time for a graceful stop, so SIGKILL.
  process.on('exit', killLiveChildren)
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    const onSignal = (): void => {
      killLiveChildren()
      process.removeListener(signal, onSignal)
      // Listening suppresses Node's default termination: raise it again when nobody else handles the signal.
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal)
    }
    process.on(signal, onSignal)
  }
}

/** Spawns the child and resolves once `ready()` says so; rejects with the child's last output otherwise. */
export async function startChild(spec: ChildSpec): Promise<RunningChild> {
  installExitHooks()
  const child = spawn(spec.command, spec.args, { stdio: ['ignore', 'pipe', 'pipe'] })
  liveChildren.add(child)
  let output = ''
  const collect = (chunk: Buffer): void => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_TAIL_CHARS)
  }
  // Both streams must be drained, or a full pipe would eventually block the child.
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)

  let exited: { code: number | null; signal: NodeJS.Signals | null } | undefined
  let spawnError: Error | undefined
  const exitPromise = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exited = { code, signal }
      liveChildren.delete(child)
      resolve()
    })
  })
  child.once('error', (err) => {
    spawnError = err
    liveChildren.delete(child)
  })

  let stopping: Promise<void> | undefined
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      if (exited || spawnError) return
      child.kill('SIGTERM')
      const killTimer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS)
      try {
        await exitPromise
      } finally {
        clearTimeout(killTimer)
      }
    })()
    return stopping
  }
  const lastOutput = (): string => (output.trim() ? `\nits output:\n${output.trim()}` : '\n(it printed nothing)')

  const deadline = Date.now() + spec.readyTimeoutMs
  for (;;) {
    if (spawnError) throw new Error(`${spec.name}: failed to spawn ${spec.command}: ${spawnError.message}`)
    if (exited)
      throw new Error(
        `${spec.name} exited before becoming ready (code ${exited.code}, signal ${exited.signal})${lastOutput()}`,
      )
    // An answer counts only while our process is up: something else may serve the same port.
    if ((await spec.ready()) && !exited) return { stop }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`${spec.name} did not ${spec.readyMeaning} within ${spec.readyTimeoutMs / 1000}s${lastOutput()}`)
    }
    await new Promise((r) => setTimeout(r, POLL_INTERVAL_MS))
  }
}
