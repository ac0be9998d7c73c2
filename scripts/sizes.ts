/**
 * Gzipped sizes of what a visitor downloads, read from the build's metafile:
 * the loader, and the widget's JS needed to paint the Connect view (the entry and the chunks it
 * imports statically, transitively), plus the chunks loaded on demand.
 */
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Metafile } from 'esbuild'
import { distDir, repoRoot } from './build.js'
import { outputOf } from './build-pages.js'

export const BUDGETS = {
  /**
   * loader.js ≤ 3.15 KB gzipped: 3.03 KB once the channel spoke its own format (port-rpc.ts) instead of comlink's,
   * 3.10 KB with `getProvider` for any namespace and the hook that loads the Wallet Standard chunk for a site
   * naming a Solana network (the chunk itself costs only those sites). The goal is 2.5 KB; each remaining
   * feature weighs 30–110 bytes, so it is not reached by trimming.
   */
  loader: 3.15 * 1024,
  /**
   * The widget's JS needed to paint the Connect view ≤ 36 KB gzipped (35.71 KB once the texts only on-demand
   * views show left the startup English catalog). The goal is 30 KB: `npx tsx scripts/connect-contributors.ts`
   * lists what is in it.
   */
  connectView: 36 * 1024,
} as const

export interface Sizes {
  loader: number
  connectView: number
  connectViewFiles: string[]
  css: number
  onDemand: { file: string; gzip: number }[]
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
  }
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`
