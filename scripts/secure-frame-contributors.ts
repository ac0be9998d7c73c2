/**
 * What each part of the secure frame weighs: builds the frame into a scratch directory (or reads `dist/meta.json`
 * with `--dist`) and prints, for what an email login loads and for each script loaded on demand, its gzip size and
 * the modules in it by their share, packages summed per folder.
 *
 *   npx tsx scripts/secure-frame-contributors.ts [--dist] [--modules]
 *
 * A module's gzip figure is its share of its file's gzip size in proportion to the bytes it puts there, as in
 * loader-contributors.ts: close enough to choose what the entry keeps and what waits for a chunk.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Metafile } from 'esbuild'
import { repoRoot } from './build.js'
import { buildSecureFrame, secureFrameEntryOutputs } from './build-secure-frame.js'
import { readSecureFrameMetafile } from './secure-frame-sizes.js'
import { gzipSize, kb, metafilePath } from './sizes.js'

export interface Contribution {
  module: string
  gzip: number
}

/** `node_modules/viem/_esm/utils/x.js` → `viem/_esm/utils` (unless `byModule`); our files stay whole. */
function groupOf(module: string, byModule: boolean): string {
  const path = module.replace(/^(\.\.\/)+/, '').replace(/^.*?node_modules\//, 'node_modules/')
  if (byModule || !path.startsWith('node_modules/')) return path
  const parts = path.split('/').slice(1)
  const name = parts[0]?.startsWith('@') ? 2 : 1
  return parts.slice(0, name + 2).join('/')
}

/** The modules of `files` by their share of the files' gzip sizes, largest first. */
export function contributions(metafile: Metafile, files: Iterable<string>, byModule = false): Contribution[] {
  const sums = new Map<string, number>()
  for (const file of files) {
    const output = metafile.outputs[file]
    if (!output || output.bytes === 0) continue
    const gzip = gzipSize(metafilePath(file))
    for (const [module, { bytesInOutput }] of Object.entries(output.inputs)) {
      const group = groupOf(module, byModule)
      sums.set(group, (sums.get(group) ?? 0) + (gzip * bytesInOutput) / output.bytes)
    }
  }
  return [...sums].map(([module, gzip]) => ({ module, gzip })).sort((a, b) => b.gzip - a.gzip)
}

function print(title: string, rows: Contribution[]): void {
  const total = rows.reduce((sum, row) => sum + row.gzip, 0)
  console.log(`${title}: ${kb(total)} gzipped`)
  for (const row of rows) if (row.gzip >= 50) console.log(`${kb(row.gzip).padStart(9)}  ${row.module}`)
  console.log()
}

async function main(): Promise<void> {
  const byModule = process.argv.includes('--modules')
  let metafile: Metafile
  let scratch: string | undefined
  if (process.argv.includes('--dist')) {
    metafile = readSecureFrameMetafile()
  } else {
    scratch = mkdtempSync(join(tmpdir(), 'secure-frame-contributors-'))
    const common = {
      absWorkingDir: repoRoot,
      bundle: true,
      minify: true,
      legalComments: 'none',
      target: 'es2022',
    } as const
    ;({ metafile } = await buildSecureFrame({ common: { ...common, logLevel: 'warning' }, outDir: scratch }))
  }
  try {
    const eager = secureFrameEntryOutputs(metafile)
    print('What an email login loads (the entry and its static imports)', contributions(metafile, eager, byModule))
    for (const file of Object.keys(metafile.outputs))
      if (file.endsWith('.js') && !eager.has(file))
        print(`On demand: ${file.split('/').pop()}`, contributions(metafile, [file], byModule))
  } finally {
    if (scratch) rmSync(scratch, { recursive: true, force: true })
  }
}

if (process.argv[1]?.endsWith('secure-frame-contributors.ts')) await main()
