/** A relay running as its own program (`relay/main.ts`), so a test can kill it outright. */
import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url))

export interface RelayProcess {
  child: ChildProcess
  /** The port it listens on, once it said so. */
  port: number
  output(): string
  /** SIGKILL: no close frames, no clean-up, as when a machine goes away. */
  kill(): Promise<void>
}

/** Starts `relay/main.ts` with these settings (PORT defaults to 0) and waits until it listens. */
export async function startRelayProcess(env: Record<string, string>, timeoutMs = 20_000): Promise<RelayProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { PATH: process.env.PATH ?? '', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const port = /WalletConnect relay on ws:\/\/[^:]+:(\d+)/.exec(output)?.[1]
    if (port) {
      return {
        child,
        port: Number(port),
        output: () => output,
        kill: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
          await exited
        },
      }
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`the relay did not start:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
