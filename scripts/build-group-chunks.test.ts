/**
 * Regrouping a code-split build: what the entry imports statically becomes one chunk beside it, what is loaded
 * on demand stays on demand, the names are hashed as esbuild's are, the metafile describes the new files, and the
 * code still runs.
 */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Metafile } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cacheControlFor, IMMUTABLE } from '../server/production/static-part.js'
import { staticImportsOf } from './build-pages.js'
import { base32Of, groupChunks } from './build-group-chunks.js'

let root: string
let esbuildOutputs: string[]
let grouped: Metafile
let entry: string

/**
 * An entry using `greeting` and `count` (each shared with one view loaded on demand) and two views sharing
 * `format`: esbuild writes the entry, two chunks it imports, two views and the chunk they share.
 */
const SOURCES = {
  'greeting.ts': `export const greeting = (name: string) => 'hello ' + name`,
  'count.ts': `export let count = 0\nexport const increment = () => ++count`,
  'format.ts': `export const format = (text: string) => '[' + text + ']'`,
  'view-a.ts': `import { greeting } from './greeting.js'\nimport { format } from './format.js'\nexport const a = () => format(greeting('a'))`,
  'view-b.ts': `import { increment } from './count.js'\nimport { format } from './format.js'\nexport const b = () => format(String(increment()))`,
  'main.ts': [
    `import { greeting } from './greeting.js'`,
    `import { increment } from './count.js'`,
    `export const first = greeting('entry') + increment()`,
    `export const views = async () => [(await import('./view-a.js')).a(), (await import('./view-b.js')).b()]`,
  ].join('\n'),
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'widget-chunks-'))
  await Promise.all(Object.entries(SOURCES).map(([file, code]) => writeFile(join(root, file), code)))
  const outDir = join(root, 'out')
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: [{ in: join(root, 'main.ts'), out: 'widget' }],
    outdir: outDir,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    minify: true,
    format: 'esm',
    splitting: true,
    metafile: true,
    logLevel: 'silent',
  })
  esbuildOutputs = Object.keys(metafile.outputs)
  grouped = await groupChunks({
    metafile,
    outDir,
    root,
    entryPoint: 'main.ts',
    entryName: 'widget',
    eagerName: 'connect',
    target: 'es2022',
  })
  entry = Object.keys(grouped.outputs).find((file) => grouped.outputs[file]?.entryPoint === 'main.ts') as string
}, 60_000)
afterAll(() => rm(root, { recursive: true, force: true }))

describe('groupChunks', () => {
  it('behavior: what the entry imports statically is one chunk, whatever esbuild split it into', () => {
    const esbuildEager = esbuildOutputs.filter((file) => file.includes('/chunks/chunk-'))
    expect(esbuildEager.length).toBeGreaterThan(1)
    const eager = staticImportsOf(grouped, entry)
    expect(eager).toHaveLength(1)
    expect(eager[0]).toMatch(/^out\/chunks\/connect-[A-Z2-7]{8}\.js$/)
    const modules = [entry, ...eager].flatMap((file) => Object.keys(grouped.outputs[file]?.inputs ?? {}))
    expect(modules.sort()).toEqual(['count.ts', 'greeting.ts', 'main.ts'])
  })

  it('behavior: the views stay on demand, each named for its module and reached by a dynamic import', () => {
    const dynamic = grouped.outputs[entry]?.imports.filter((imported) => imported.kind === 'dynamic-import')
    const views = dynamic?.map((imported) => grouped.outputs[imported.path]?.entryPoint).sort()
    expect(views).toEqual(['view-a.ts', 'view-b.ts'])
    for (const { path } of dynamic ?? []) expect(path).toMatch(/^out\/chunks\/view-[ab]-[A-Z2-7]{8}\.js$/)
  })

  it('behavior: every file is hashed as esbuild names them, so it is served immutable, and the old files are gone', async () => {
    const written = [
      ...(await readdir(join(root, 'out'))).filter((file) => file.endsWith('.js')),
      ...(await readdir(join(root, 'out/chunks'))).map((file) => `chunks/${file}`),
    ].sort()
    expect(written).toEqual(
      Object.keys(grouped.outputs)
        .map((file) => file.replace(/^out\//, ''))
        .sort(),
    )
    for (const file of written) expect(cacheControlFor(`/widget/${file}`), file).toBe(IMMUTABLE)
    for (const file of esbuildOutputs) expect(grouped.outputs[file], file).toBeUndefined()
  })

  it('behavior: the regrouped code runs as the original did', async () => {
    const module = (await import(pathToFileURL(join(root, entry)).href)) as {
      first: string
      views: () => Promise<string[]>
    }
    expect(module.first).toBe('hello entry1')
    expect(await module.views()).toEqual(['[hello a]', '[2]'])
  })

  it('behavior: a hash in hex is re-encoded in base32, all 40 bits of it', () => {
    expect(base32Of('0000000000')).toBe('AAAAAAAA')
    expect(base32Of('ffffffffff')).toBe('77777777')
    expect(base32Of('0000000001')).toBe('AAAAAAAB')
    expect(base32Of('8000000000')).toBe('QAAAAAAA')
  })
})
