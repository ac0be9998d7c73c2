/**
 * Which built files make up the static part, and how each is cached. The widget origin serves the loader (at its
 * unversioned, major and exact-version paths), its types and the widget; the server's origin serves the secure
 * frame. Everything else in `dist/` (the server bundle, the browser tests' libraries, the build's metafile) is never
 * served.
 */

/** `v1` (the moving major version) or `v1.2.3` / `v1.2.3-beta.1` (an exact version). */
const VERSION_FOLDER = /^v\d+(\.\d+\.\d+(-[0-9A-Za-z.-]+)?)?$/

/** Top-level entries of `dist/` the widget origin serves. */
export function isWidgetOriginPath(relativePath: string): boolean {
  const top = relativePath.split('/')[0] ?? ''
  return top === 'loader.js' || top === 'wallet-widget.d.ts' || top === 'widget' || VERSION_FOLDER.test(top)
}

/** Files worth compressing: text. Images the build may add later are already compressed. */
export function isCompressible(path: string): boolean {
  return /\.(js|mjs|css|html|json|svg|txt|ts)$/.test(path)
}

/** esbuild's `[hash]`: eight characters of uppercase base32 before the extension. */
const HASHED_NAME = /-[A-Z2-7]{8}\.(js|css)$/
/** `/v1.2.3/…`: an exact version never changes. */
const EXACT_VERSION = /^\/v\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?\//

export const IMMUTABLE = 'public, max-age=31536000, immutable'
/**
 * The widget page, the moving loader (`/v1/loader.js`, `/loader.js`) and the types change in
 * place: five minutes in any cache, then the ETag makes the check cheap.
 */
export const SHORT = 'public, max-age=300'

/** The `Cache-Control` of a URL path of the static part. */
export function cacheControlFor(urlPath: string): string {
  return HASHED_NAME.test(urlPath) || EXACT_VERSION.test(urlPath) ? IMMUTABLE : SHORT
}

/**
 * Files other sites' pages read in CORS mode: the loader (a site pinning it with `integrity` adds `crossorigin`),
 * the chunks the loader loads pinned by integrity (`/widget/host/`) and the types. They are public, the same for
 * every reader and fetched without credentials, and the static part does not know which sites embed it (nor could
 * a CDN echo each one), so they answer `Access-Control-Allow-Origin: *`: that lets a page read bytes anyone may
 * download and trusts nobody. Nothing else of the widget origin is readable from another origin.
 */
export function isCrossOriginReadable(urlPath: string): boolean {
  return /(^|\/)(loader\.js|wallet-widget\.d\.ts)$/.test(urlPath) || /^\/widget\/host\/[^/]+\.js$/.test(urlPath)
}
