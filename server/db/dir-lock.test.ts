import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './dir-lock.js'

describe('data directory lock', () => {
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ww-lock-'))
  })
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('behavior: the lock holds the pid, refuses a second taker and frees the directory on release', async () => {
    const lock = await lockDataDir(dir)
    expect(await readFile(path.join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid))
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirInUseError)
    await lock.release()
    await lock.release()
    const again = await lockDataDir(dir)
    await again.release()
  })

  it('behavior: a lock left by a process that is gone is taken over', async () => {
    // Pids are below 2^22 on Linux; this one cannot be running.
    await writeFile(path.join(dir, LOCK_FILE), '99999999')
    const lock = await lockDataDir(dir)
    expect(await readFile(path.join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid))
    await lock.release()
  })

  it('error: a lock held by a live process names it', async () => {
    // The parent of this test process is alive for as long as the test runs.
    await writeFile(path.join(dir, LOCK_FILE), String(process.ppid))
    await expect(lockDataDir(dir)).rejects.toThrow(`is open in process ${process.ppid}; only one process may open it`)
  })
})
