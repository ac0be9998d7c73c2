/**
 * Regroups a code-split esbuild output so what the entry needs at once is two files: the entry and one chunk it
 * imports (preloaded by the page), instead of the entry and the many small chunks esbuild writes. The widget's
 * Connect view and the secure frame's login are built so.
 *
 * Why: esbuild writes one chunk per set of entry points sharing code, and every part loaded on demand is an entry
 * point, so the code the entry needs is cut along the lines of which later parts also use it. Each file is gzipped
 * on its own (its own dictionary) and is one more request. Rollup places a module that is already loaded when a
 * dynamic import runs with the code that loaded it, so read over esbuild's output it keeps what the entry imports
 * statically together and the views' chunks import it from there.
 *
 * Rollup reads esbuild's JS files (its modules are those files), re-minifies each chunk with esbuild, and names
 * them as esbuild does (`<name>-<8 characters of base32>.js`, the hash covering the content and the names of
 * what it imports). The JS files esbuild wrote are replaced; the stylesheet stays. The returned metafile has the
 * new outputs in esbuild's shape: imports by kind, the entry point each starts, and the source modules in each,
 * with their bytes estimated from their share of esbuild's file and how much of that file Rollup kept.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { basename, dirname, join, relative } from 'node:path'
import { type Metafile, transform } from 'esbuild'
import { type OutputChunk, rollup } from 'rollup'

export interface GroupChunksParameters {
  /** The build's metafile (paths relative to `root`). */
  metafile: Metafile
  /** The build's output folder (dist/widget, dist/secure-frame). */
  outDir: string
  /** The repository: esbuild's metafile paths are relative to it. */
  root: string
  /** The source module of the entry (`widget-app/main.tsx`). */
  entryPoint: string
  /** The entry's file name before its hash (`widget`). */
  entryName: string
  /** The name of the chunk beside it (`connect`). */
  eagerName: string
  /** esbuild's target for the re-minified chunks. */
  target: string
}

/** esbuild's hash: eight characters of RFC 4648 base32 (uppercase). */
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
/** Rollup's hash as written into names before they are re-encoded: 40 bits in hex. */
const ROLLUP_HASH = /-([0-9a-f]{10})\.js$/
/** esbuild's hash at the end of a chunk's name (`lazy-views-JVKJAVGO` → `lazy-views`). */
const ESBUILD_HASH = /-[A-Z2-7]{8}$/

/** 40 bits in hex → eight base32 characters. */
export function base32Of(hex: string): string {
  let bits = BigInt(`0x${hex}`)
  let out = ''
  for (let index = 0; index < 8; index++) {
    out = BASE32[Number(bits & 31n)] + out
    bits >>= 5n
  }
  return out
}

/** The esbuild outputs (absolute paths) the entry imports statically, transitively, without the entry. */
function eagerChunksOf(metafile: Metafile, entry: string, root: string): Set<string> {
  const eager = new Set<string>()
  const visit = (file: string) => {
    for (const imported of metafile.outputs[file]?.imports ?? [])
      if (imported.kind === 'import-statement' && !eager.has(join(root, imported.path))) {
        eager.add(join(root, imported.path))
        visit(imported.path)
      }
  }
  visit(entry)
  return eager
}

/** The source modules of a Rollup chunk, from esbuild's inputs of the files it is made of, scaled to its bytes. */
function inputsOf(
  chunk: OutputChunk,
  metafile: Metafile,
  root: string,
  bytes: number,
): Metafile['outputs'][string]['inputs'] {
  const rendered = Object.values(chunk.modules).reduce((sum, module) => sum + module.renderedLength, 0)
  const scale = rendered > 0 ? bytes / rendered : 0
  const inputs: Metafile['outputs'][string]['inputs'] = {}
  for (const [id, module] of Object.entries(chunk.modules)) {
    const source = metafile.outputs[relative(root, id)]
    if (!source || module.originalLength === 0) continue
    const kept = module.renderedLength / module.originalLength
    for (const [input, { bytesInOutput }] of Object.entries(source.inputs)) {
      const share = Math.round(bytesInOutput * kept * scale)
      if (share > 0) inputs[input] = { bytesInOutput: (inputs[input]?.bytesInOutput ?? 0) + share }
    }
  }
  return inputs
}

export async function groupChunks(parameters: GroupChunksParameters): Promise<Metafile> {
  const { metafile, outDir, root, entryPoint, entryName, eagerName, target } = parameters
  const entry = Object.keys(metafile.outputs).find(
    (file) => metafile.outputs[file]?.entryPoint === entryPoint && file.endsWith('.js'),
  )
  if (!entry) throw new Error(`build-group-chunks: no JS output for ${entryPoint}`)
  const eager = eagerChunksOf(metafile, entry, root)
  const bundle = await rollup({
    input: join(root, entry),
    // esbuild has chosen what each file keeps: this step only regroups the files and links them again.
    treeshake: false,
    // esbuild's chunks may import each other in a cycle, which ES modules allow; anything else Rollup warns of
    // would change what runs, so it stops the build.
    onwarn: (warning) => {
      if (warning.code !== 'CIRCULAR_DEPENDENCY')
        throw new Error(`build-group-chunks: ${warning.code}: ${warning.message}`)
    },
  })
  const { output } = await bundle.generate({
    format: 'es',
    entryFileNames: `${entryName}-[hash:10].js`,
    chunkFileNames: (chunk) => `chunks/${chunk.name.replace(ESBUILD_HASH, '')}-[hash:10].js`,
    hashCharacters: 'hex',
    // What the entry needs beside its own modules: one chunk, preloaded by the page.
    manualChunks: (id) => (eager.has(id) ? eagerName : undefined),
    plugins: [
      {
        name: 'minify',
        renderChunk: async (code) =>
          (await transform(code, { minify: true, format: 'esm', target, legalComments: 'none' })).code,
      },
    ],
  })
  await bundle.close()
  const chunks = output.filter((file): file is OutputChunk => file.type === 'chunk')

  const names = new Map<string, string>()
  for (const chunk of chunks) {
    const hash = ROLLUP_HASH.exec(chunk.fileName)?.[1]
    if (!hash) throw new Error(`build-group-chunks: ${chunk.fileName} has no hash`)
    names.set(chunk.fileName, chunk.fileName.replace(ROLLUP_HASH, `-${base32Of(hash)}.js`))
  }
  const renamed = (file: string) => names.get(file) ?? file
  const rewrite = (code: string) => {
    let result = code
    for (const [from, to] of names) result = result.replaceAll(basename(from), basename(to))
    return result
  }

  // Rollup has read esbuild's JS files: they make way for the regrouped ones.
  const replaced = Object.keys(metafile.outputs).filter((file) => file.endsWith('.js'))
  await Promise.all(replaced.map((file) => rm(join(root, file))))
  // A dynamic entry shares its chunk with modules only it uses; Rollup then names no facade for it.
  const dynamicTargets = new Set(
    Object.values(metafile.outputs).flatMap((out) =>
      out.imports.filter((imported) => imported.kind === 'dynamic-import').map((imported) => join(root, imported.path)),
    ),
  )
  const facades = new Set(chunks.flatMap((chunk) => (chunk.facadeModuleId ? [chunk.facadeModuleId] : [])))
  const entryPointOf = (chunk: OutputChunk): string | undefined => {
    const started = chunk.facadeModuleId
      ? [chunk.facadeModuleId]
      : chunk.isDynamicEntry
        ? chunk.moduleIds.filter((id) => dynamicTargets.has(id) && !facades.has(id))
        : []
    return started.length === 1 ? metafile.outputs[relative(root, started[0] as string)]?.entryPoint : undefined
  }
  const outputs: Metafile['outputs'] = {}
  for (const chunk of chunks) {
    const code = rewrite(chunk.code)
    const file = join(outDir, renamed(chunk.fileName))
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, code)
    const bytes = Buffer.byteLength(code)
    const metafilePath = (name: string) => relative(root, join(outDir, renamed(name)))
    const startedBy = entryPointOf(chunk)
    outputs[relative(root, file)] = {
      bytes,
      imports: [
        ...chunk.imports.map((name) => ({ path: metafilePath(name), kind: 'import-statement' as const })),
        ...chunk.dynamicImports.map((name) => ({ path: metafilePath(name), kind: 'dynamic-import' as const })),
      ],
      exports: chunk.exports,
      inputs: inputsOf(chunk, metafile, root, bytes),
      ...(startedBy ? { entryPoint: startedBy } : {}),
    }
  }
  for (const [file, kept] of Object.entries(metafile.outputs)) if (!file.endsWith('.js')) outputs[file] = kept
  return { inputs: metafile.inputs, outputs }
}
