/**
 * Gzipped sizes of what a visitor downloads, read from the build's metafile:
 * the loader, and the widget's JS needed to paint the Connect view (the entry and the chunks it
 * imports statically, transitively), plus the chunks loaded on demand.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Metafile } from 'esbuild'
import { distDir, repoRoot } from './build.js'
import { outputOf } from './build-pages.js'

export const BUDGETS = {
  /**
   * loader.js ≤ 2.5 KB gzipped: the core alone (the API whose calls wait for the host chunk, the iframe, the
   * handshake, and the chunks added with their integrity hashes), 1.93 KB once the host chunk took the calls,
   * wallet discovery, the provider bridge, events and the iframe's visibility (3.10 KB when it held them all).
   * The host chunk (~2.3 KB) is fetched beside the widget page, not before it, and is not counted here.
   * `npx tsx scripts/loader-contributors.ts` lists what is in each part.
   */
  loader: 2.5 * 1024,
  /**
   * The widget's JS needed to paint the Connect view ≤ 36 KB gzipped: the entry and the one chunk it imports, which
   * the page preloads (scripts/build-group-chunks.ts regroups esbuild's output so). The goal is 30 KB.
   * `npx tsx scripts/connect-contributors.ts` lists what is in it.
   */
  connectView: 36 * 1024,
  /**
   * The secure frame's JS an email login loads (its entry and the chunk it imports statically) ≤ 72 KB gzipped:
   * 186.3 KB when it was one bundle with the smart-account code (viem's account abstraction) and the Solana code
   * (@solana/kit), 89.2 KB once those were chunks loaded on demand, 70.1 KB with the texts of the active language
   * only (each other language is a chunk), the smart-account routing on demand and the entry's chunks regrouped
   * into one (scripts/build-group-chunks.ts). What stays is the EOA key and its signatures (viem's secp256k1 and
   * hashing, ~17 KB), the protocol's schemas (zod, ~9 KB), the approval view and the login; the aim is 60 KB.
   * `npx tsx scripts/secure-frame-contributors.ts` lists what is in it.
   */
  secureFrameEntry: 72 * 1024,
} as const

export interface Sizes {
  loader: number
  connectView: number
  connectViewFiles: string[]
  css: number
  onDemand: { file: string; gzip: number }[]
  /** The chunks loader.js adds (widget/host/): the host chunk always, the Solana chunk for Solana sites. */
  loaderChunks: { file: string; gzip: number }[]
}

export function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length
}

/** The build's metafiles as `build.ts` writes them to `<dir>/meta.json`. */
export function readWidgetMetafile(dir: string = distDir): Metafile {
  return (JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8')) as { widget: Metafile }).widget
}

/** The widget outputs (paths as in the metafile) needed to paint Connect: the entry and its static imports. */
export function connectViewOutputs(widget: Metafile): Set<string> {
  const eager = new Set<string>()
  const visit = (file: string) => {
    if (eager.has(file)) return
    eager.add(file)
    for (const imported of widget.outputs[file]?.imports ?? [])
      if (imported.kind === 'import-statement') visit(imported.path)
  }
  visit(outputOf(widget, 'widget-app/main.tsx', '.js'))
  return eager
}

/** A metafile path (relative to the repository) → an absolute path. */
export const metafilePath = (file: string) => join(repoRoot, file)

export function measureSizes(dir: string = distDir): Sizes {
  const widget = readWidgetMetafile(dir)
  const eager = connectViewOutputs(widget)
  const shown = (file: string) => relative(dir, metafilePath(file))
  return {
    loader: gzipSize(join(dir, 'loader.js')),
    connectView: [...eager].reduce((sum, file) => sum + gzipSize(metafilePath(file)), 0),
    connectViewFiles: [...eager].map(shown),
    css: gzipSize(metafilePath(outputOf(widget, 'widget-app/styles.css', '.css'))),
    onDemand: Object.keys(widget.outputs)
      .filter((file) => file.endsWith('.js') && !eager.has(file))
      .map((file) => ({ file: shown(file), gzip: gzipSize(metafilePath(file)) })),
    loaderChunks: readdirSync(join(dir, 'widget/host'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({ file: `widget/host/${file}`, gzip: gzipSize(join(dir, 'widget/host', file)) })),
  }
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`
