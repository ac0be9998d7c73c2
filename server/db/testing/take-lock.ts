/**
 * A child process for the lock tests, driven by lines on stdin: `take` tries to lock the directory
 * in argv[2] and prints `won` or `lost`; `release` gives back what it holds and prints `released`.
 * It exits when stdin closes (or when it is killed, holding what it got).
 */
import { createInterface } from 'node:readline'
import { DataDirInUseError, lockDataDir, type DirLock } from '../dir-lock.js'

const dataDir = process.argv[2]
if (!dataDir) throw new Error('usage: take-lock.ts <dataDir>')
let held: DirLock | undefined
for await (const line of createInterface({ input: process.stdin })) {
  if (line === 'take') {
    try {
      held = await lockDataDir(dataDir)
      process.stdout.write('won\n')
    } catch (err) {
      if (!(err instanceof DataDirInUseError)) throw err
      process.stdout.write('lost\n')
    }
  } else if (line === 'release') {
    await held?.release()
    held = undefined
    process.stdout.write('released\n')
  }
}
await held?.release()
