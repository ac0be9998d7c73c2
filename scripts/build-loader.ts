/**
 * The loader's published paths and its snippet: `/v<version>/loader.js` (never changes, so a site can pin it with
 * Subresource Integrity) and `/v<major>/loader.js` (moves with every release of that major version), beside the
 * unversioned `/loader.js` the development world serves. The snippet for the versioned path is written to
 * `dist/snippet.html` with its `integrity` hash.
 */
import { createHash } from 'node:crypto'
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

export interface LoaderPaths {
  /** `/v0.1.0/loader.js` */
  versioned: string
  /** `/v0/loader.js` */
  major: string
}

export function loaderPaths(version: string): LoaderPaths {
  const major = /^(\d+)\.\d+\.\d+/.exec(version)?.[1]
  if (major === undefined) throw new Error(`build: package version "${version}" is not semver`)
  return { versioned: `/v${version}/loader.js`, major: `/v${major}/loader.js` }
}

/** `sha384-<base64>`, the form `integrity` takes. */
export function subresourceIntegrity(bytes: Uint8Array): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`
}

export function loaderSnippet(loaderUrl: string, integrity: string): string {
  return [
    `<script async src="${loaderUrl}"`,
    `        integrity="${integrity}" crossorigin="anonymous"`,
    '        data-project-id="my-project"></script>',
    '',
  ].join('\n')
}

export interface PublishLoaderParameters {
  distDir: string
  version: string
  /** The origin the static part is served from, for the snippet's `src`. */
  widgetOrigin: string
}

/** Copies `dist/loader.js` to its versioned paths and writes `dist/snippet.html`; returns the snippet. */
export async function publishLoader({ distDir, version, widgetOrigin }: PublishLoaderParameters): Promise<string> {
  const paths = loaderPaths(version)
  const source = join(distDir, 'loader.js')
  await Promise.all(
    [paths.versioned, paths.major].map(async (path) => {
      await mkdir(join(distDir, path, '..'), { recursive: true })
      await copyFile(source, join(distDir, path))
    }),
  )
  const snippet = loaderSnippet(`${widgetOrigin}${paths.versioned}`, subresourceIntegrity(await readFile(source)))
  await writeFile(join(distDir, 'snippet.html'), snippet)
  return snippet
}
