/**
 * What the secure frame's scripts weigh, gzipped, read from the build's metafile (`dist/meta.json`): the entry an
 * email login loads (the entry and the chunks it imports statically) and each chunk loaded on demand.
 */
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Metafile } from 'esbuild'
import { distDir } from './build.js'
import { SECURE_FRAME_CHUNKS, secureFrameEntryOutputs } from './build-secure-frame.js'
import { gzipSize, metafilePath } from './sizes.js'

export interface SecureFrameSizes {
  /** The gzip sizes of the entry and of the chunks it imports statically, added up. */
  entry: number
  entryFiles: string[]
  /** Every other script, with the on-demand chunk it starts when it starts one (`smartAccount`, `solana`). */
  onDemand: { file: string; gzip: number; chunk?: keyof typeof SECURE_FRAME_CHUNKS }[]
}

export function readSecureFrameMetafile(dir: string = distDir): Metafile {
  return (JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8')) as { secureFrame: Metafile }).secureFrame
}

export function measureSecureFrame(metafile: Metafile, dir: string = distDir): SecureFrameSizes {
  const eager = secureFrameEntryOutputs(metafile)
  const shown = (file: string) => relative(dir, metafilePath(file))
  const chunkOf = (entryPoint: string | undefined) =>
    (Object.entries(SECURE_FRAME_CHUNKS) as [keyof typeof SECURE_FRAME_CHUNKS, string][]).find(
      ([, module]) => module === entryPoint,
    )?.[0]
  return {
    entry: [...eager].reduce((sum, file) => sum + gzipSize(metafilePath(file)), 0),
    entryFiles: [...eager].map(shown),
    onDemand: Object.entries(metafile.outputs)
      .filter(([file]) => file.endsWith('.js') && !eager.has(file))
      .map(([file, output]) => {
        const chunk = chunkOf(output.entryPoint)
        return { file: shown(file), gzip: gzipSize(metafilePath(file)), ...(chunk ? { chunk } : {}) }
      }),
  }
}
