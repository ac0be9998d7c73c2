import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url))

interface Run {
  child: ChildProcess
  output: () => { stdout: string; stderr: string }
  exited: Promise<number | null>
}

function run(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, output: () => ({ stdout, stderr }), exited }
}

async function waitFor<T>(read: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = read()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('the relay program', () => {
  const started: Run[] = []
  afterEach(() => {
    for (const { child } of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
  })

  it('error: bad settings stop it before it listens, naming each bad value', async () => {
    const program = run({ PORT: 'eighty', RELAY_MAX_BYTES_TOTAL: '-5' })
    started.push(program)
    expect(await program.exited).toBe(1)
    const { stdout, stderr } = program.output()
    expect(stdout).toBe('')
    expect(stderr).toContain('PORT must be a whole number from 0 to 65535, got "eighty"')
    expect(stderr).toContain('RELAY_MAX_BYTES_TOTAL must be a whole number from 1 to')
  }, 30_000)

  it('error: a database it cannot reach stops it before it listens, naming where without the password', async () => {
    const program = run({ PORT: '0', RELAY_DATABASE_URL: 'postgresql://relay:secret@127.0.0.1:1/relay' })
    started.push(program)
    expect(await program.exited).toBe(1)
    const { stdout, stderr } = program.output()
    expect(stdout).toBe('')
    expect(stderr).toContain("[relay] cannot start: cannot use the relay's database at postgresql://127.0.0.1:1/relay:")
    expect(stderr).not.toContain('secret')
  }, 30_000)

  it('behavior: it listens where the environment says, answers its health check, and stops on SIGTERM', async () => {
    const program = run({ PORT: '0', PUBLIC_URL: 'wss://relay.example.com' })
    started.push(program)
    const url = await waitFor(() => /WalletConnect relay on (ws:\/\/\S+)/.exec(program.output().stdout)?.[1])
    expect(program.output().stdout).toContain('accepting auth addressed to wss://relay.example.com')
    const health = await fetch(`${url.replace('ws://', 'http://')}/health`)
    expect(await health.json()).toEqual({ ok: true })
    program.child.kill('SIGTERM')
    expect(await program.exited).toBe(0)
    expect(program.output().stdout).toContain('[relay] stopping: 0 open connections')
  }, 30_000)
})
