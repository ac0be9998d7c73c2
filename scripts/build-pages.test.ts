import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Metafile } from 'esbuild'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { staticImportsOf, writePage } from './build-pages.js'

/** A metafile with only what staticImportsOf reads: each output's imports. */
function metafileOf(imports: Record<string, [string, 'import-statement' | 'dynamic-import'][]>): Metafile {
  const outputs = Object.fromEntries(
    Object.entries(imports).map(([file, list]) => [
      file,
      { imports: list.map(([importPath, kind]) => ({ path: importPath, kind })), exports: [], inputs: {}, bytes: 0 },
    ]),
  )
  return { inputs: {}, outputs } as unknown as Metafile
}

describe('staticImportsOf', () => {
  it('behavior: the chunks the entry imports, directly or through each other, once each; never what it loads later', () => {
    const metafile = metafileOf({
      'w/entry.js': [
        ['w/chunks/a.js', 'import-statement'],
        ['w/chunks/b.js', 'import-statement'],
        ['w/chunks/lazy.js', 'dynamic-import'],
      ],
      'w/chunks/a.js': [['w/chunks/c.js', 'import-statement']],
      'w/chunks/b.js': [['w/chunks/c.js', 'import-statement']],
      'w/chunks/c.js': [['w/chunks/a.js', 'import-statement']],
      'w/chunks/lazy.js': [['w/chunks/d.js', 'import-statement']],
    })
    expect(staticImportsOf(metafile, 'w/entry.js').sort()).toEqual(['w/chunks/a.js', 'w/chunks/b.js', 'w/chunks/c.js'])
  })
})

describe('writePage', () => {
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'build-pages-'))
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  it('behavior: preloads the given chunks beside the module script, relative to the page, and finishes the page', async () => {
    const source = path.join(dir, 'index.html')
    await writeFile(source, '<head>\n    <script type="module" src="./widget.js"></script>\n</head>\n')
    const target = path.join(dir, 'out', 'index.html')
    await mkdir(path.dirname(target))
    await writePage({
      source,
      target,
      replacements: { './widget.js': 'dist/widget/widget-ABCDEFGH.js' },
      modulePreloads: [path.join(dir, 'out', 'chunks', 'chunk-1.js'), path.join(dir, 'out', 'chunks', 'chunk-2.js')],
      finish: (html) => html.replace('</head>', '<meta name="x" />\n</head>'),
    })
    expect(await readFile(target, 'utf8')).toBe(
      [
        '<head>',
        '    <link rel="modulepreload" href="./chunks/chunk-1.js" />',
        '    <link rel="modulepreload" href="./chunks/chunk-2.js" />',
        '    <script type="module" src="./widget-ABCDEFGH.js"></script>',
        '<meta name="x" />',
        '</head>',
        '',
      ].join('\n'),
    )
  })

  it('error: a page without a module script cannot take preloads', async () => {
    const source = path.join(dir, 'index.html')
    await writeFile(source, '<head></head>')
    await expect(
      writePage({ source, target: path.join(dir, 'x.html'), replacements: {}, modulePreloads: ['/a.js'] }),
    ).rejects.toThrow('has no module script to preload beside')
  })
})
