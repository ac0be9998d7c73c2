/** Writes each served text file's brotli (quality 11) and gzip (level 9) copies next to it: `x.js.br`, `x.js.gz`. */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { isCompressible } from '../server/production/static-part.js'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

async function compressFile(file: string): Promise<void> {
  const body = await readFile(file)
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ])
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
}

/** Compresses the text files under `root` whose path relative to it `include` accepts. */
export async function precompress(root: string, include: (relativePath: string) => boolean): Promise<number> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true })
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => isCompressible(file) && include(relative(root, file).replaceAll('\\', '/')))
  await Promise.all(files.map(compressFile))
  return files.length
}
