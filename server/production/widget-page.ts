/**
 * The widget page with this deployment's configuration written into it (shared/contracts/deployment.ts), so the
 * widget starts without asking where the secure frame, API and relay are. The production server writes it once at
 * start from its settings (over whatever the build wrote), the development world on every request, and the build
 * when it is given `PUBLIC_ORIGIN` (and `RELAY_URL`), for a static part served from a CDN.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { type Deployment, inlineDeployment, parseDeployment } from '../../shared/contracts/deployment.js'
import { type StaticFiles, staticFile } from './static-files.js'

/** The deployment whose API and secure frame are at `apiOrigin`, pairing through `relayUrl` when given. */
export function deploymentFor(apiOrigin: string, relayUrl?: string): Deployment {
  return parseDeployment({ secureFrameUrl: `${apiOrigin}/`, apiUrl: apiOrigin, ...(relayUrl && { relayUrl }) })
}

/** The pages of the static part that carry the configuration. */
const WIDGET_PAGE = '/widget/index.html'

/** Rewrites the widget page of `files` (and its directory alias) with `deployment`, with fresh compressed copies. */
export function writeDeploymentInto(files: StaticFiles, deployment: Deployment): void {
  const page = files.get(WIDGET_PAGE)
  if (!page) throw new Error(`the static part has no ${WIDGET_PAGE}`)
  const html = Buffer.from(inlineDeployment(Buffer.from(page.identity).toString('utf8'), deployment))
  const brotli = brotliCompressSync(html, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
  })
  const written = staticFile(WIDGET_PAGE, html, { br: brotli, gzip: gzipSync(html, { level: 9 }) }, page.headers)
  files.set(WIDGET_PAGE, written)
  files.set('/widget/', written)
}
