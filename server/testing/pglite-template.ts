/**
 * A PGlite cluster as its first open leaves it (PostgreSQL's `initdb`: the system catalogs, no schema of ours), made
 * once per PGlite version and copied into each test database's directory. `initdb` costs seconds of CPU on every new
 * directory, a copy a fraction of that; what a test then opens is the same cluster, and the server still migrates it
 * from nothing.
 *
 * The cluster is kept in the OS temp dir under the PGlite version, so later runs reuse it. It is built in a
 * directory of its own and renamed into place when complete: two workers building it at once both finish, one
 * rename wins, and a half-built cluster is never copied.
 */
import { constants, readFileSync } from 'node:fs'
import { cp, mkdtemp, rename, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'

const pgliteVersion = (
  JSON.parse(
    readFileSync(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url), 'utf8'),
  ) as { version: string }
).version

const templateDir = path.join(tmpdir(), `ww-pglite-initdb-${pgliteVersion}`)

async function exists(dir: string): Promise<boolean> {
  return stat(dir).then(
    () => true,
    () => false,
  )
}

async function buildTemplate(): Promise<string> {
  if (await exists(templateDir)) return templateDir
  const building = await mkdtemp(`${templateDir}.building-`)
  try {
    const pg = new PGlite(building)
    await pg.waitReady
    await pg.close()
    await rename(building, templateDir)
  } catch (err) {
    await rm(building, { recursive: true, force: true })
    // Another worker renamed its own cluster into place first: that one serves.
    if (!(await exists(templateDir))) throw err
  }
  return templateDir
}

let template: Promise<string> | undefined

/** Fills the empty directory `dataDir` with a fresh copy of the initialized cluster. */
export async function copyInitializedCluster(dataDir: string): Promise<void> {
  template ??= buildTemplate()
  const source = await template.catch((err: unknown) => {
    template = undefined
    throw new Error(
      `test databases: initializing a PGlite cluster in ${templateDir} failed: ${err instanceof Error ? err.message : String(err)}`,
      { cause: err },
    )
  })
  await cp(source, dataDir, { recursive: true, mode: constants.COPYFILE_FICLONE })
}
