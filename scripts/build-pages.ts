/**
 * The HTML pages of the build: each page is copied with its `./<name>.js` and `./<name>.css` references replaced by
 * the content-hashed files esbuild wrote for those entries, so the page is the only file that is not hashed.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { basename } from 'node:path'
import type { Metafile } from 'esbuild'

/** The output file (relative to `outdir`'s parent as esbuild names it) whose entry point is `entryPoint`. */
export function outputOf(metafile: Metafile, entryPoint: string, extension: '.js' | '.css'): string {
  const found = Object.entries(metafile.outputs).find(
    ([file, output]) => output.entryPoint === entryPoint && file.endsWith(extension),
  )
  if (!found) throw new Error(`build: no ${extension} output for ${entryPoint}`)
  return found[0]
}

export interface WritePageParameters {
  /** The page to copy, e.g. widget-app/index.html. */
  source: string
  /** Where the page goes, e.g. dist/widget/index.html. */
  target: string
  /** The page's reference (`./widget.js`) → the output file that replaces it (`…/widget-ABCD1234.js`). */
  replacements: Record<string, string>
}

export async function writePage({ source, target, replacements }: WritePageParameters): Promise<void> {
  let html = await readFile(source, 'utf8')
  for (const [reference, output] of Object.entries(replacements)) {
    const quoted = `"${reference}"`
    if (!html.includes(quoted)) throw new Error(`build: ${source} does not reference ${reference}`)
    html = html.replaceAll(quoted, `"./${basename(output)}"`)
  }
  await writeFile(target, html)
}
