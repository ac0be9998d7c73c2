/**
 * Which modules make up the JS that paints Connect: builds the widget into a scratch directory (or reads
 * `dist/meta.json` with `--dist`) and prints the top contributors by gzip, per module and per package/folder.
 *
 *   npx tsx scripts/connect-contributors.ts [--dist] [--top 40]
 *
 * A module's gzip figure is its share of its output file's gzip size, in proportion to the bytes it puts there
 * (gzip has no per-module size; the proportion is close enough to rank them and to compare two builds).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import type { Metafile } from 'esbuild'
import { buildAll, distDir } from './build.js'
import { connectViewOutputs, gzipSize, kb, metafilePath, readWidgetMetafile } from './sizes.js'

export interface Contributor {
  /** A source module (`widget-app/state/widget.ts`, `node_modules/zod/v4/mini/schemas.js`). */
  module: string
  /** Minified bytes it puts into the Connect JS. */
  bytes: number
  /** Its share of the gzipped Connect JS. */
  gzip: number
}

/** Every module in the Connect JS with its minified bytes and estimated gzip share, largest first. */
export function connectContributors(widget: Metafile): Contributor[] {
  const contributors: Contributor[] = []
  for (const file of connectViewOutputs(widget)) {
    const output = widget.outputs[file]
    if (!output) continue
    const gzip = gzipSize(metafilePath(file))
    let glue = output.bytes
    for (const [module, { bytesInOutput }] of Object.entries(output.inputs)) {
      glue -= bytesInOutput
      if (bytesInOutput > 0)
        contributors.push({ module, bytes: bytesInOutput, gzip: (gzip * bytesInOutput) / output.bytes })
    }
    // Imports, exports and the names the bundler adds between modules.
    if (glue > 0)
      contributors.push({ module: `(bundler glue) ${basename(file)}`, bytes: glue, gzip: (gzip * glue) / output.bytes })
  }
  return contributors.sort((a, b) => b.gzip - a.gzip)
}

/** The group a module is counted in: its npm package, or its folder in the repository. */
export function groupOf(module: string): string {
  const packagePath = module.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)
  if (packagePath?.[1]) return packagePath[1]
  if (module.startsWith('(bundler glue)')) return '(bundler glue)'
  return module.split('/').slice(0, -1).join('/') || module
}

/** Contributors summed per group, largest first. */
export function byGroup(contributors: Contributor[]): Contributor[] {
  const groups = new Map<string, Contributor>()
  for (const { module, bytes, gzip } of contributors) {
    const name = groupOf(module)
    const group = groups.get(name) ?? { module: name, bytes: 0, gzip: 0 }
    group.bytes += bytes
    group.gzip += gzip
    groups.set(name, group)
  }
  return [...groups.values()].sort((a, b) => b.gzip - a.gzip)
}

function table(title: string, rows: Contributor[], total: number): string {
  const lines = rows.map(
    (row) =>
      `${kb(row.gzip).padStart(9)}  ${`${((100 * row.gzip) / total).toFixed(1)} %`.padStart(6)}  ${String(row.bytes).padStart(7)} B  ${row.module}`,
  )
  return [`${title}\n     gzip   share   minified  module`, ...lines].join('\n')
}

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  const topIndex = args.indexOf('--top')
  const top = topIndex >= 0 ? Number(args[topIndex + 1]) : 40
  let dir = distDir
  let scratch: string | undefined
  if (!args.includes('--dist')) {
    scratch = mkdtempSync(join(tmpdir(), 'connect-contributors-'))
    dir = scratch
    await buildAll(dir)
  }
  try {
    const contributors = connectContributors(readWidgetMetafile(dir))
    const total = contributors.reduce((sum, row) => sum + row.gzip, 0)
    console.log(`Connect view JS: ${kb(total)} gzipped, ${contributors.length} modules\n`)
    console.log(table('By package or folder', byGroup(contributors).slice(0, top), total))
    console.log()
    console.log(table(`Top ${top} modules`, contributors.slice(0, top), total))
  } finally {
    if (scratch) rmSync(scratch, { recursive: true, force: true })
  }
}

if (process.argv[1]?.endsWith('connect-contributors.ts')) await main()
