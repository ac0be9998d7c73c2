/**
 * The HTML pages of the build: each page is copied with its `./<name>.js` and `./<name>.css` references replaced by
 * the content-hashed files esbuild wrote for those entries, so the page is the only file that is not hashed.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { basename, dirname, relative } from 'node:path'
import type { Metafile } from 'esbuild'

/** The output file (relative to `outdir`'s parent as esbuild names it) whose entry point is `entryPoint`. */
export function outputOf(metafile: Metafile, entryPoint: string, extension: '.js' | '.css'): string {
  const found = Object.entries(metafile.outputs).find(
    ([file, output]) => output.entryPoint === entryPoint && file.endsWith(extension),
  )
  if (!found) throw new Error(`build: no ${extension} output for ${entryPoint}`)
  return found[0]
}

/**
 * The chunks the output `entry` imports statically, directly or through each other (not the entry itself, not
 * what it loads on demand): what the browser would otherwise discover one import at a time.
 */
export function staticImportsOf(metafile: Metafile, entry: string): string[] {
  const found = new Set<string>()
  const visit = (file: string) => {
    for (const imported of metafile.outputs[file]?.imports ?? [])
      if (imported.kind === 'import-statement' && !found.has(imported.path)) {
        found.add(imported.path)
        visit(imported.path)
      }
  }
  visit(entry)
  return [...found]
}

export interface WritePageParameters {
  /** The page to copy, e.g. widget-app/index.html. */
  source: string
  /** Where the page goes, e.g. dist/widget/index.html. */
  target: string
  /** The page's reference (`./widget.js`) → the output file that replaces it (`…/widget-ABCD1234.js`). */
  replacements: Record<string, string>
  /** Output files (absolute paths) to fetch beside the page's module script: `<link rel="modulepreload">`. */
  modulePreloads?: string[]
  /** A last change of the finished page (the deployment's configuration). */
  finish?: (html: string) => string
}

export async function writePage(parameters: WritePageParameters): Promise<void> {
  const { source, target, replacements, modulePreloads = [], finish = (html) => html } = parameters
  let html = await readFile(source, 'utf8')
  for (const [reference, output] of Object.entries(replacements)) {
    const quoted = `"${reference}"`
    if (!html.includes(quoted)) throw new Error(`build: ${source} does not reference ${reference}`)
    html = html.replaceAll(quoted, `"./${basename(output)}"`)
  }
  if (modulePreloads.length > 0) {
    const script = html.indexOf('<script type="module"')
    if (script < 0) throw new Error(`build: ${source} has no module script to preload beside`)
    const indent = /[ \t]*$/.exec(html.slice(0, script))?.[0] ?? ''
    const links = modulePreloads.map(
      (file) => `<link rel="modulepreload" href="./${relative(dirname(target), file).replaceAll('\\', '/')}" />`,
    )
    html = html.slice(0, script) + links.map((link) => `${link}\n${indent}`).join('') + html.slice(script)
  }
  await writeFile(target, finish(html))
}
