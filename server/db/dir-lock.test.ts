import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DataDirInUseError, LOCK_FILE, lockDataDir, SYSTEM_HELD_LOCK } from './dir-lock.js'

const TAKE_LOCK = fileURLToPath(new URL('./testing/take-lock.ts', import.meta.url))

/** A child process that takes and releases the lock on `dir` when told (see testing/take-lock.ts). */
interface Taker {
  child: ChildProcess
  /** Sends `command` and resolves with the line it answers. */
  send(command: 'take' | 'release'): Promise<string>
}

function startTaker(dir: string): Taker {
  const child = spawn(process.execPath, ['--import', 'tsx', TAKE_LOCK, dir], { stdio: ['pipe', 'pipe', 'inherit'] })
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]()
  return {
    child,
    async send(command) {
      child.stdin!.write(`${command}\n`)
      const { value, done } = await lines.next()
      if (done) throw new Error(`the taker exited instead of answering ${command}`)
      return value
    },
  }
}

async function stop(taker: Taker): Promise<void> {
  if (taker.child.exitCode !== null || taker.child.signalCode !== null) return
  const exited = once(taker.child, 'exit')
  taker.child.stdin!.end()
  await exited
}

describe('data directory lock', () => {
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ww-lock-'))
  })
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('behavior: the lock notes the pid, refuses a second taker and frees the directory on release', async () => {
    const lock = await lockDataDir(dir)
    expect(await readFile(path.join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid))
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirInUseError)
    await expect(lockDataDir(dir)).rejects.toThrow(`is open in process ${process.pid} (this one)`)
    await lock.release()
    await lock.release()
    const again = await lockDataDir(dir)
    await again.release()
  })

  it('behavior: a pid file left by a process that is gone does not stop the next taker', async () => {
    // Pids are below 2^22 on Linux; this one cannot be running.
    await writeFile(path.join(dir, LOCK_FILE), '99999999')
    const lock = await lockDataDir(dir)
    expect(await readFile(path.join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid))
    await lock.release()
  })

  it.runIf(SYSTEM_HELD_LOCK)(
    'behavior: a pid file naming a live process decides nothing; the system holds the claim',
    async () => {
      await writeFile(path.join(dir, LOCK_FILE), String(process.ppid))
      const lock = await lockDataDir(dir)
      await lock.release()
    },
  )

  it.runIf(SYSTEM_HELD_LOCK)(
    'behavior: 8 processes race for one directory (with a stale pid file), 25 times: exactly one wins each round',
    async () => {
      const takers = Array.from({ length: 8 }, () => startTaker(dir))
      try {
        for (let round = 0; round < 25; round++) {
          await writeFile(path.join(dir, LOCK_FILE), '99999999')
          const outcomes = await Promise.all(takers.map((taker) => taker.send('take')))
          expect(outcomes.filter((outcome) => outcome === 'won')).toHaveLength(1)
          expect(outcomes.filter((outcome) => outcome === 'lost')).toHaveLength(7)
          await Promise.all(takers.map((taker) => taker.send('release')))
        }
      } finally {
        await Promise.all(takers.map(stop))
      }
    },
  )

  it.runIf(SYSTEM_HELD_LOCK)(
    'behavior: the lock of a SIGKILLed holder is taken over at once, and the error named its pid before',
    async () => {
      const holder = startTaker(dir)
      expect(await holder.send('take')).toBe('won')
      await expect(lockDataDir(dir)).rejects.toThrow(`is open in process ${holder.child.pid};`)
      holder.child.kill('SIGKILL')
      // Not waiting for the exit to be reported: the kernel frees the name when the process dies.
      const deadline = Date.now() + 2000
      let lock: Awaited<ReturnType<typeof lockDataDir>> | undefined
      while (!lock) {
        lock = await lockDataDir(dir).catch((err) => {
          if (!(err instanceof DataDirInUseError) || Date.now() > deadline) throw err
          return undefined
        })
      }
      await lock.release()
    },
  )
})
