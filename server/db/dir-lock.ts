/**
 * An exclusive claim on a PGlite data directory. PGlite takes no lock of its own, and two
 * processes writing one directory corrupt it (the second sees a stale snapshot and the next
 * open aborts). The claim is a file holding the owner's pid, created with O_EXCL; a file left
 * by a process that no longer runs is taken over.
 */
import { open, readFile, unlink } from 'node:fs/promises'
import path from 'node:path'

export const LOCK_FILE = '.wallet-widget.lock'

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError'
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `the PGlite database in ${dataDir} is open in process ${pid}${pid === process.pid ? ' (this one)' : ''}; ` +
        `only one process may open it (remove ${path.join(dataDir, LOCK_FILE)} if that process is gone)`,
    )
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    // EPERM: it runs, under another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export interface DirLock {
  release(): Promise<void>
}

export async function lockDataDir(dataDir: string): Promise<DirLock> {
  const file = path.join(dataDir, LOCK_FILE)
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(file, 'wx', 0o600)
      await handle.writeFile(String(process.pid))
      await handle.close()
      let released = false
      return {
        async release() {
          if (released) return
          released = true
          await unlink(file).catch(() => undefined)
        },
      }
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
      const owner = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10)
      if (Number.isInteger(owner) && owner > 0 && isRunning(owner)) throw new DataDirInUseError(dataDir, owner)
      // Left behind by a crash: take it over.
      await unlink(file).catch(() => undefined)
    }
  }
  throw new Error(`cannot lock ${file}: another process keeps recreating it`)
}
