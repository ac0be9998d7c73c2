/**
 * The static part held in memory: every file read once at start with its precompressed copies (`x.br`, `x.gz`
 * written by the build), its ETag and its headers. Only files loaded here can ever be served, so no request path
 * reaches the disk.
 */
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { contentTypeFor } from './content-types.js'

export interface StaticFile {
  identity: Uint8Array
  /** The precompressed copies found beside the file. */
  encoded: { br?: Uint8Array; gzip?: Uint8Array }
  /** The entity tag of the identity bytes, unquoted; each encoding gets its own suffix. */
  tag: string
  headers: Record<string, string>
}

/** URL path (`/widget/`, `/widget/index.html`, `/loader.js`) → file. */
export type StaticFiles = Map<string, StaticFile>

export interface LoadStaticFilesParameters {
  root: string
  /** Which files under `root` (path relative to it, `/`-separated) are served. */
  include: (relativePath: string) => boolean
  /** The URL path under which `root` is served: '' for the origin's root. */
  prefix?: string
  /** Headers of one file (cache policy, CSP), by URL path. */
  headersFor: (urlPath: string) => Record<string, string>
}

async function readIfPresent(file: string): Promise<Uint8Array | undefined> {
  try {
    return await readFile(file)
  } catch {
    return undefined
  }
}

export function staticFile(
  urlPath: string,
  identity: Uint8Array,
  encoded: StaticFile['encoded'],
  headers: Record<string, string>,
): StaticFile {
  return {
    identity,
    encoded,
    tag: createHash('sha256').update(identity).digest('base64url').slice(0, 22),
    headers: { 'content-type': contentTypeFor(urlPath), ...headers },
  }
}

export async function loadStaticFiles(parameters: LoadStaticFilesParameters): Promise<StaticFiles> {
  const files: StaticFiles = new Map()
  const entries = await readdir(parameters.root, { recursive: true, withFileTypes: true })
  const paths = entries
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => relative(parameters.root, join(entry.parentPath, entry.name)).replaceAll('\\', '/'))
    .filter(parameters.include)
  await Promise.all(
    paths.map(async (path) => {
      const file = join(parameters.root, path)
      const [identity, br, gzip] = await Promise.all([
        readFile(file),
        readIfPresent(`${file}.br`),
        readIfPresent(`${file}.gz`),
      ])
      const urlPath = `${parameters.prefix ?? ''}/${path}`
      const loaded = staticFile(
        urlPath,
        identity,
        { ...(br ? { br } : {}), ...(gzip ? { gzip } : {}) },
        parameters.headersFor(urlPath),
      )
      files.set(urlPath, loaded)
      // A directory's index page answers at the directory's own path.
      if (urlPath.endsWith('/index.html')) files.set(urlPath.slice(0, -'index.html'.length), loaded)
    }),
  )
  return files
}
