/**
 * An exclusive claim on a PGlite data directory. PGlite takes no lock of its own, and two
 * processes writing one directory corrupt it (the second sees a stale snapshot and the next
 * open aborts).
 *
 * On Linux the claim is a Unix socket bound in the abstract namespace under a name derived from
 * the directory (its real path, device and inode); on Windows a named pipe. Binding is atomic,
 * a second bind fails with EADDRINUSE, and the kernel frees the name when the holder exits — also
 * when it is killed and not yet reaped — so there is no stale claim to take over. The owner's pid
 * is written beside the data for error messages only; it decides nothing.
 *
 * Other systems (macOS) have no such primitive in Node: there the claim is a file created with
 * O_EXCL holding the owner's pid, and a file left by a process that no longer runs is taken over.
 * Two processes taking over one stale file at the same moment can both succeed there.
 */
import { createHash } from 'node:crypto'
import { open, readFile, realpath, stat, unlink, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:net'
import path from 'node:path'

/** The pid file: the claim itself where the system holds no lock, a note for messages elsewhere. */
export const LOCK_FILE = '.wallet-widget.lock'

/** Whether this system holds the claim (a socket or a pipe) rather than a pid file. */
export const SYSTEM_HELD_LOCK = process.platform === 'linux' || process.platform === 'win32'

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError'
  constructor(
    readonly dataDir: string,
    /** The holder's pid as it wrote it, when known. */
    readonly pid: number | undefined,
  ) {
    const holder = pid ? `process ${pid}${pid === process.pid ? ' (this one)' : ''}` : 'another process'
    super(
      `the PGlite database in ${dataDir} is open in ${holder}; only one process may open it` +
        (SYSTEM_HELD_LOCK
          ? ''
          : ` (remove ${path.join(dataDir, LOCK_FILE)} if that process is gone; on this system taking over a` +
            ' lock left by a crash is not safe while other processes try to open the directory too)'),
    )
  }
}

export interface DirLock {
  release(): Promise<void>
}

export async function lockDataDir(dataDir: string): Promise<DirLock> {
  return SYSTEM_HELD_LOCK ? lockBySocket(dataDir) : lockByFile(dataDir)
}

/** The socket (Linux, abstract namespace) or pipe (Windows) name that stands for `dataDir`. */
export async function lockName(dataDir: string): Promise<string> {
  const real = await realpath(dataDir)
  const { dev, ino } = await stat(real)
  const hash = createHash('sha256').update(`${real}\0${dev}:${ino}`).digest('hex').slice(0, 40)
  return process.platform === 'win32' ? `\\\\.\\pipe\\wallet-widget-db-${hash}` : `\0wallet-widget-db-${hash}`
}

async function readOwner(file: string): Promise<number | undefined> {
  const owner = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10)
  return Number.isInteger(owner) && owner > 0 ? owner : undefined
}

async function lockBySocket(dataDir: string): Promise<DirLock> {
  const file = path.join(dataDir, LOCK_FILE)
  const name = await lockName(dataDir)
  // Nobody is meant to connect: the bound name is the claim.
  const server: Server = createServer((connection) => connection.destroy())
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(name, () => resolve())
    })
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE')
      throw new DataDirInUseError(dataDir, await readOwner(file))
    throw err
  }
  // The claim must not keep the process alive by itself.
  server.unref()
  await writeFile(file, String(process.pid), { mode: 0o600 }).catch(() => undefined)
  let released = false
  return {
    async release() {
      if (released) return
      released = true
      if ((await readOwner(file)) === process.pid) await unlink(file).catch(() => undefined)
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

async function lockByFile(dataDir: string): Promise<DirLock> {
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
      const owner = await readOwner(file)
      if (owner && isRunning(owner)) throw new DataDirInUseError(dataDir, owner)
      // Left behind by a crash: take it over.
      await unlink(file).catch(() => undefined)
    }
  }
  throw new Error(`cannot lock ${file}: another process keeps recreating it`)
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
