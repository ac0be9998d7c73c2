/** Starts and stops a local anvil chain node (the binary of @foundry-rs/anvil-linux-amd64) for the world and the tests. */
import { spawn, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import path from 'node:path'

export interface AnvilOptions {
  port: number
  chainId: number
  /** Interface anvil listens on. Defaults to 127.0.0.1 so the node is never exposed off-box. */
  host?: string
}

export interface AnvilNode {
  rpcUrl: string
  chainId: number
  stop(): Promise<void>
}

const READY_TIMEOUT_MS = 10_000
const POLL_INTERVAL_MS = 100
const STOP_GRACE_MS = 3_000
/** Only the tail of anvil's output matters for diagnostics; don't let a chatty node grow memory. */
const OUTPUT_TAIL_CHARS = 4_000

export function anvilBinary(): string {
  const require = createRequire(import.meta.url)
  const pkg = require.resolve('@foundry-rs/anvil-linux-amd64/package.json')
  return path.join(path.dirname(pkg), 'bin', 'anvil')
}

// ---------------------------------------------------------------------------
// Child bookkeeping: a crashed or interrupted test run must not leave anvil
// nodes holding ports, or the next run fails with "port in use".

const liveChildren = new Set<ChildProcess>()
let hooksInstalled = false

function killAllChildren(signal: NodeJS.Signals): void {
  for (const child of liveChildren) {
    try {
      child.kill(signal)
    } catch {
      // Already gone; nothing to clean up.
    }
  }
}

function installExitHooks(): void {
  if (hooksInstalled) return
  hooksInstalled = true

  // 'exit' handlers must be synchronous, so there is no chance to wait for a
  // graceful shutdown: SIGKILL is the only reliable option here.
  process.on('exit', () => killAllChildren('SIGKILL'))

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    const onSignal = (): void => {
      killAllChildren('SIGKILL')
      process.removeListener(signal, onSignal)
      // Listening for a signal suppresses Node's default "terminate" action.
      // If nobody else handles it, re-raise so the process still dies as the
      // user asked; otherwise leave the decision to the other listeners
      // (e.g. a test runner doing its own teardown).
      if (process.listenerCount(signal) === 0) {
        process.kill(process.pid, signal)
      }
    }
    process.on(signal, onSignal)
  }
}

// ---------------------------------------------------------------------------

function formatHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host
}

/**
 * anvil can lose a bind race silently from our point of view: if something
 * else already serves JSON-RPC on the port, the readiness poll would talk to
 * that node and we'd hand back the wrong chain. Probing the port first turns
 * that into an explicit error.
 */
function assertPortFree(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.unref()
    probe.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE') {
        reject(
          new Error(`anvil: port ${port} on ${host} is already in use; refusing to reuse whatever is listening there`),
        )
      } else {
        reject(new Error(`anvil: cannot bind port ${port} on ${host}: ${err.message}`))
      }
    })
    probe.listen({ host, port, exclusive: true }, () => {
      probe.close(() => resolve())
    })
  })
}

async function queryChainId(rpcUrl: string): Promise<number | undefined> {
  try {
    const res = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1_000),
    })
    if (!res.ok) return undefined
    const body = (await res.json()) as { result?: unknown }
    return typeof body.result === 'string' ? Number.parseInt(body.result, 16) : undefined
  } catch {
    // Connection refused while anvil is still booting, or a timeout: retry.
    return undefined
  }
}

export async function startAnvil(opts: AnvilOptions): Promise<AnvilNode> {
  const host = opts.host ?? '127.0.0.1'
  const { port, chainId } = opts
  const rpcUrl = `http://${formatHost(host)}:${port}`

  await assertPortFree(host, port)
  installExitHooks()

  const child = spawn(
    anvilBinary(),
    ['--port', String(port), '--chain-id', String(chainId), '--host', host, '--silent'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  liveChildren.add(child)

  let output = ''
  const collect = (chunk: Buffer): void => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_TAIL_CHARS)
  }
  // Both streams must be drained, or a full pipe would eventually block anvil.
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

  const describeOutput = (): string =>
    output.trim() ? `\nanvil output:\n${output.trim()}` : '\n(anvil printed nothing)'

  const deadline = Date.now() + READY_TIMEOUT_MS
  let lastSeen: number | undefined
  for (;;) {
    if (spawnError) {
      throw new Error(`anvil on port ${port}: failed to spawn ${anvilBinary()}: ${spawnError.message}`)
    }
    if (exited) {
      throw new Error(
        `anvil on port ${port} exited before becoming ready (code ${exited.code}, signal ${exited.signal})${describeOutput()}`,
      )
    }
    lastSeen = await queryChainId(rpcUrl)
    // Re-check liveness: an answer is only ours if our process is still up.
    if (lastSeen === chainId && !exited) {
      return { rpcUrl, chainId, stop }
    }
    if (Date.now() > deadline) {
      await stop()
      const seen = lastSeen === undefined ? 'no answer' : `chain id ${lastSeen}`
      throw new Error(
        `anvil on port ${port} did not answer eth_chainId=${chainId} within ${READY_TIMEOUT_MS / 1000}s (${seen})${describeOutput()}`,
      )
    }
    await new Promise((r) => setTimeout(r, POLL_INTERVAL_MS))
  }
}
