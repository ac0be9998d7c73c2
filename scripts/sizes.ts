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
  /** loader.js ≤ 3 KB gzipped. */
  loader: 3 * 1024,
  /** The widget's JS needed to paint the Connect view ≤ 60 KB gzipped. */
  connectView: 60 * 1024,
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

export function measureSizes(): Sizes {
  const meta = JSON.parse(readFileSync(join(distDir, 'meta.json'), 'utf8')) as { widget: Metafile }
  const outputs = meta.widget.outputs
  const entry = outputOf(meta.widget, 'widget-app/main.tsx', '.js')
  const eager = new Set<string>()
  const visit = (file: string) => {
    if (eager.has(file)) return
    eager.add(file)
    for (const imported of outputs[file]?.imports ?? []) if (imported.kind === 'import-statement') visit(imported.path)
  }
  visit(entry)
  const abs = (file: string) => join(repoRoot, file)
  return {
    loader: gzipSize(join(distDir, 'loader.js')),
    connectView: [...eager].reduce((sum, file) => sum + gzipSize(abs(file)), 0),
    connectViewFiles: [...eager].map((file) => relative('dist', file)),
    css: gzipSize(abs(outputOf(meta.widget, 'widget-app/styles.css', '.css'))),
    onDemand: Object.keys(outputs)
      .filter((file) => file.endsWith('.js') && !eager.has(file))
      .map((file) => ({ file: relative('dist', file), gzip: gzipSize(abs(file)) })),
  }
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`
