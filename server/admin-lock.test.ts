/** The admin command and the data directory's lock: it never goes around a holder, and PostgreSQL takes no lock. */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { runAdmin } from './admin.js'
import { LOCK_FILE, SYSTEM_HELD_LOCK } from './db/dir-lock.js'
import { copyInitializedCluster } from './testing/pglite-template.js'

const TAKE_LOCK = fileURLToPath(new URL('./db/testing/take-lock.ts', import.meta.url))
const SERVER = fileURLToPath(new URL('./index.ts', import.meta.url))

async function admin(argv: string[], env: NodeJS.ProcessEnv) {
  const out: string[] = []
  const err: string[] = []
  const code = await runAdmin(argv, env, { out: (line) => out.push(line), err: (line) => err.push(line) })
  return { code, out, err }
}

describe.runIf(SYSTEM_HELD_LOCK)('admin command and the PGlite lock', () => {
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ww-admin-lock-'))
  })
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('error: the lock held by a process whose admin socket does not answer: the command fails clearly and opens nothing', async () => {
    const holder = spawn(process.execPath, ['--import', 'tsx', TAKE_LOCK, dir], { stdio: ['pipe', 'pipe', 'inherit'] })
    const lines = createInterface({ input: holder.stdout! })[Symbol.asyncIterator]()
    try {
      holder.stdin!.write('take\n')
      expect((await lines.next()).value).toBe('won')
      const run = await admin(['project', 'set', 'alpha', '--origins', 'https://alpha.example'], { DATA_DIR: dir })
      expect(run.code).toBe(1)
      expect(run.err).toEqual([
        expect.stringMatching(
          new RegExp(
            `is open in process ${holder.pid}; .*, and its admin socket .* does not answer: nothing was changed$`,
          ),
        ),
      ])
      // PGlite never created its files in the directory.
      await expect(stat(path.join(dir, 'PG_VERSION'))).rejects.toThrow()
    } finally {
      const exited = once(holder, 'exit')
      holder.stdin!.end()
      await exited
    }
  })

  it('behavior: a PGlite server acknowledges a write through the admin socket and is SIGKILLed: the next opener sees it', async () => {
    // An initialized, empty cluster: the server spends its start on migrating, not on seconds of initdb.
    await copyInitializedCluster(dir)
    const server = spawn(process.execPath, ['--import', 'tsx', SERVER, '--'], {
      env: { ...process.env, DATA_DIR: dir, PORT: String(20_000 + (process.pid % 20_000)), DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    try {
      // Ready once it says where its admin socket is.
      for await (const line of createInterface({ input: server.stdout! })) if (line.includes('admin command')) break
      const set = await admin(['project', 'set', 'alpha', '--origins', 'https://alpha.example'], { DATA_DIR: dir })
      expect(set.code).toBe(0)
      server.kill('SIGKILL')
      // Not waiting for the exit to be reported (nothing reaps it): once the kernel has ended the process,
      // the next opener goes straight at the directory.
      await untilEnded(server.pid!)
      const show = await admin(['project', 'show', 'alpha'], { DATA_DIR: dir })
      expect(show.err).toEqual([])
      expect(JSON.parse(show.out.join('\n')).allowedOrigins).toEqual(['https://alpha.example'])
    } finally {
      server.kill('SIGKILL')
    }
  }, 30_000)

  // Needs a PostgreSQL server: `export TEST_DATABASE_URL=$(bash scripts/ensure-postgres.sh | tail -n 1)`.
  it.runIf(process.env.TEST_DATABASE_URL)('behavior: with PostgreSQL no lock is taken', async () => {
    const databaseUrl = process.env.TEST_DATABASE_URL
    const run = await admin(['project', 'list'], { DATABASE_URL: databaseUrl, DATA_DIR: dir })
    expect(run.code).toBe(0)
    await expect(stat(path.join(dir, LOCK_FILE))).rejects.toThrow()
  })
})

/**
 * Until the kernel has ended `pid`: a zombie (killed, not yet reaped) or gone. Its descriptors, and so the
 * lock's socket, are released by then; a SIGKILL is delivered a moment after `kill` returns.
 */
async function untilEnded(pid: number): Promise<void> {
  if (process.platform !== 'linux') return
  for (;;) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '')
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3)
    if (stat === '' || state === 'Z' || state === 'X') return
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}
