/**
 * The secure frame's scripts: its entry (`secure-frame/secure-frame-<hash>.js`, what every email login loads: the
 * login, the keyring, the approval view and EOA signing) and the chunks it imports on demand
 * (`secure-frame/chunks/<name>-<hash>.js`): the smart-account chunk when a smart-account-enabled network is first
 * used, the Solana chunk on the first Solana request, the smart-account routing on the first request it answers,
 * each language but English when it is asked for, and the pieces they share. What the entry imports statically is
 * one chunk beside it (build-group-chunks.ts). ES modules, content-hashed, all on the frame's own origin; the page
 * names the entry's hashed file and preloads the chunk the entry imports. Beside it, languages.json says which chunk
 * holds which language (build-secure-frame-languages.ts), so the server preloads the one a login asks for.
 */
import { type BuildOptions, build as esbuild, type Metafile } from 'esbuild'
import { join } from 'node:path'
import { outputOf } from './build-pages.js'
import { groupChunks } from './build-group-chunks.js'
import { languageFiles, writeLanguageFiles } from './build-secure-frame-languages.js'
import { flattenBarrelImports } from './flatten-barrel-imports.js'

/** The modules that start each on-demand chunk, by the name size-check prints. */
export const SECURE_FRAME_CHUNKS = {
  smartAccount: 'secure-frame/smart-account/account-clients.ts',
  solana: 'secure-frame/on-demand/solana.ts',
} as const

/** Barrels the frame's code imports from (see flatten-barrel-imports.ts for why they are flattened). */
const FLATTENED_BARRELS = ['viem', 'viem/accounts'] as const

export interface BuildSecureFrameParameters {
  /** esbuild's options common to every bundle of the build (repository root, minification, target). */
  common: BuildOptions & { absWorkingDir: string }
  outDir: string
}

export interface SecureFrameBuild {
  metafile: Metafile
  /** The entry's output path as the metafile names it. */
  entry: string
  /** The stylesheet's output path as the metafile names it. */
  styles: string
}

export async function buildSecureFrame({ common, outDir }: BuildSecureFrameParameters): Promise<SecureFrameBuild> {
  const root = common.absWorkingDir
  const split = await esbuild({
    ...common,
    entryPoints: [
      { in: join(root, 'secure-frame/main.ts'), out: 'secure-frame' },
      { in: join(root, 'secure-frame/styles.css'), out: 'secure-frame' },
    ],
    outdir: join(outDir, 'secure-frame'),
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    format: 'esm',
    splitting: true,
    metafile: true,
    plugins: [...(common.plugins ?? []), flattenBarrelImports(root, FLATTENED_BARRELS)],
  })
  // What a login needs in two files, the entry and one chunk, instead of esbuild's entry and its shared chunks.
  const metafile = await groupChunks({
    metafile: split.metafile,
    outDir: join(outDir, 'secure-frame'),
    root,
    entryPoint: 'secure-frame/main.ts',
    entryName: 'secure-frame',
    eagerName: 'login',
    target: typeof common.target === 'string' ? common.target : 'es2022',
  })
  const entry = outputOf(metafile, 'secure-frame/main.ts', '.js')
  // Which chunk is which language, for the server to preload the one the frame's URL names.
  const frameDir = join(outDir, 'secure-frame')
  await writeLanguageFiles(frameDir, languageFiles({ metafile, root, frameDir, entry }))
  return { metafile, entry, styles: outputOf(metafile, 'secure-frame/styles.css', '.css') }
}

/** The outputs an email login loads: the entry and the chunks it imports statically, transitively. */
export function secureFrameEntryOutputs(metafile: Metafile): Set<string> {
  const eager = new Set<string>()
  const visit = (file: string) => {
    if (eager.has(file)) return
    eager.add(file)
    for (const imported of metafile.outputs[file]?.imports ?? [])
      if (imported.kind === 'import-statement') visit(imported.path)
  }
  visit(outputOf(metafile, 'secure-frame/main.ts', '.js'))
  return eager
}

/** The output that starts an on-demand chunk (its `entryPoint` as the metafile names it). */
export function secureFrameChunkOutput(metafile: Metafile, chunk: keyof typeof SECURE_FRAME_CHUNKS): string {
  return outputOf(metafile, SECURE_FRAME_CHUNKS[chunk], '.js')
}
