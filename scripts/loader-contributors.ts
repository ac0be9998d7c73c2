/**
 * What each part of the loader weighs: builds into a scratch directory (or reads `dist/meta.json` with `--dist`)
 * and prints, for the core (loader.js) and each chunk it loads, its gzip size and the modules in it by their share.
 *
 *   npx tsx scripts/loader-contributors.ts [--dist]
 *
 * A module's gzip figure is its share of its file's gzip size in proportion to the bytes it puts there, as in
 * connect-contributors.ts: close enough to choose what the core keeps and what waits for the host chunk.
 */
import { mkdtempSync, rmSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Metafile } from 'esbuild'
import { buildAll, distDir } from './build.js'
import { gzipSize, kb, metafilePath } from './sizes.js'

/** The loader's parts as build.ts names their metafiles in meta.json. */
const PARTS = { loader: 'loader.js (core)', loaderHost: 'host chunk', solanaHost: 'Solana chunk' } as const

export interface PartReport {
  part: string
  file: string
  gzip: number
  modules: { module: string; bytes: number; gzip: number }[]
}

/** Each part's one output file, its gzip size and its modules, largest first. */
export function loaderParts(metafiles: Record<string, Metafile>): PartReport[] {
  return Object.entries(PARTS).flatMap(([key, part]) => {
    const metafile = metafiles[key]
    const [file, output] = Object.entries(metafile?.outputs ?? {}).find(([name]) => name.endsWith('.js')) ?? []
    if (!file || !output) return []
    const gzip = gzipSize(metafilePath(file))
    const modules = Object.entries(output.inputs)
      .filter(([, { bytesInOutput }]) => bytesInOutput > 0)
      .map(([module, { bytesInOutput }]) => ({
        module,
        bytes: bytesInOutput,
        gzip: (gzip * bytesInOutput) / output.bytes,
      }))
      .sort((a, b) => b.bytes - a.bytes)
    return [{ part, file, gzip, modules }]
  })
}

async function main(): Promise<void> {
  let dir = distDir
  let scratch: string | undefined
  if (!process.argv.includes('--dist')) {
    scratch = mkdtempSync(join(tmpdir(), 'loader-contributors-'))
    dir = scratch
    await buildAll(dir)
  }
  try {
    const metafiles = JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8')) as Record<string, Metafile>
    for (const { part, gzip, modules } of loaderParts(metafiles)) {
      console.log(`${part}: ${kb(gzip)} gzipped (${gzip} B)`)
      for (const row of modules)
        console.log(`${kb(row.gzip).padStart(9)}  ${String(row.bytes).padStart(6)} B  ${row.module}`)
      console.log()
    }
  } finally {
    if (scratch) rmSync(scratch, { recursive: true, force: true })
  }
}

if (process.argv[1]?.endsWith('loader-contributors.ts')) await main()
