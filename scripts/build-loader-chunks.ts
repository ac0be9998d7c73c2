/**
 * The loader in three files: its core (`<outDir>/loader.js`, what the site's script tag loads), the host chunk
 * (`widget/host/loader-host-<hash>.js`: the calls, the page's browser wallets, the providers and events) and the
 * Solana chunk (`widget/host/solana-host-<hash>.js`). The chunks are written first; each one's path and
 * Subresource Integrity hash (of the bytes written) are then baked into the core as defines, so the core loads
 * exactly the chunks it was built with and the browser refuses any other bytes at those paths.
 */
import { readFile } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { type BuildOptions, build as esbuild, type Metafile } from 'esbuild'
import { subresourceIntegrity } from './build-loader.js'
import { outputOf } from './build-pages.js'

/** The loader's chunks: entry point → the name of its output (before the content hash) and its defines in the core. */
export const LOADER_CHUNKS = {
  'loader/host/main.ts': { name: 'loader-host', path: 'HOST_CHUNK', integrity: 'HOST_CHUNK_INTEGRITY' },
  'loader/solana/main.ts': {
    name: 'solana-host',
    path: 'SOLANA_HOST_CHUNK',
    integrity: 'SOLANA_HOST_CHUNK_INTEGRITY',
  },
  // @sats-connect/core: added by the Bitcoin chunk on the first request to a sats-connect wallet.
  'loader/bitcoin/sats-core.ts': {
    name: 'sats-connect',
    path: 'SATS_CONNECT_CHUNK',
    integrity: 'SATS_CONNECT_CHUNK_INTEGRITY',
    loadedBy: 'loader/bitcoin/main.ts',
  },
  'loader/bitcoin/main.ts': {
    name: 'bitcoin-host',
    path: 'BITCOIN_HOST_CHUNK',
    integrity: 'BITCOIN_HOST_CHUNK_INTEGRITY',
  },
  // @polkadot/extension-dapp (and the WebAssembly crypto under it): added by the Polkadot chunk on the first request.
  'loader/polkadot/dapp.ts': {
    name: 'polkadot-dapp',
    path: 'POLKADOT_DAPP_CHUNK',
    integrity: 'POLKADOT_DAPP_CHUNK_INTEGRITY',
    loadedBy: 'loader/polkadot/main.ts',
  },
  'loader/polkadot/main.ts': {
    name: 'polkadot-host',
    path: 'POLKADOT_HOST_CHUNK',
    integrity: 'POLKADOT_HOST_CHUNK_INTEGRITY',
  },
} as const

export interface LoaderChunk {
  /** The URL path the core loads it from: `/widget/host/<name>-<hash>.js`. */
  path: string
  /** `sha384-<base64>` of its bytes. */
  integrity: string
  metafile: Metafile
}

export interface LoaderBuild {
  loader: Metafile
  chunks: Record<keyof typeof LOADER_CHUNKS, LoaderChunk>
}

export interface BuildLoaderParameters {
  /** esbuild's options common to every bundle of the build (repository root, minification, target). */
  common: BuildOptions & { absWorkingDir: string }
  outDir: string
}

type ChunkEntry = keyof typeof LOADER_CHUNKS

/** The chunk that adds `entry` to the page: another chunk (`loadedBy`), or the core. */
export const loadedBy = (entry: ChunkEntry): ChunkEntry | 'loader/index.ts' =>
  (LOADER_CHUNKS[entry] as { loadedBy?: ChunkEntry }).loadedBy ?? 'loader/index.ts'

async function buildChunk(
  { common, outDir }: BuildLoaderParameters,
  entry: ChunkEntry,
  define: Record<string, string> = {},
) {
  const { metafile } = await esbuild({
    ...common,
    define: { ...common.define, ...define },
    entryPoints: { [LOADER_CHUNKS[entry].name]: join(common.absWorkingDir, entry) },
    outdir: join(outDir, 'widget/host'),
    entryNames: '[name]-[hash]',
    format: 'iife',
    metafile: true,
  })
  const output = outputOf(metafile, entry, '.js')
  const integrity = subresourceIntegrity(await readFile(join(common.absWorkingDir, output)))
  return { path: `/widget/host/${basename(output)}`, integrity, metafile }
}

export async function buildLoader(parameters: BuildLoaderParameters): Promise<LoaderBuild> {
  const entries = Object.keys(LOADER_CHUNKS) as ChunkEntry[]
  // Chunks another chunk adds are built first, so the chunk that adds one carries its path and hash.
  const nested = entries.filter((entry) => loadedBy(entry) !== 'loader/index.ts')
  const chunks = {} as LoaderBuild['chunks']
  const define: Record<string, string> = {}
  const record = (entry: ChunkEntry, chunk: LoaderChunk) => {
    chunks[entry] = chunk
    define[LOADER_CHUNKS[entry].path] = JSON.stringify(chunk.path)
    define[LOADER_CHUNKS[entry].integrity] = JSON.stringify(chunk.integrity)
  }
  for (const [i, chunk] of (await Promise.all(nested.map((entry) => buildChunk(parameters, entry)))).entries())
    record(nested[i]!, chunk)
  const outer = entries.filter((entry) => !nested.includes(entry))
  for (const [i, chunk] of (
    await Promise.all(outer.map((entry) => buildChunk(parameters, entry, { ...define })))
  ).entries())
    record(outer[i]!, chunk)
  const { metafile } = await esbuild({
    ...parameters.common,
    entryPoints: [join(parameters.common.absWorkingDir, 'loader/index.ts')],
    outfile: join(parameters.outDir, 'loader.js'),
    format: 'iife',
    metafile: true,
    define,
  })
  return { loader: metafile, chunks }
}
