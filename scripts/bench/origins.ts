/**
 * The benchmark's origins, served by the production server's static serving (server/production/): every file held
 * in memory with its precompressed copies, answered in the encoding the browser asks for, with production's cache
 * headers. The widget origin is the deployment's own static part; the site is a folder of host pages.
 */
import { createServer } from 'node:http'
import { isWidgetOriginPath, cacheControlFor } from '../../server/production/static-part.js'
import { loadStaticFiles, type StaticFiles } from '../../server/production/static-files.js'
import { widgetFileHeaders, widgetHandler } from '../../server/production/start.js'
import { writeDeploymentInto } from '../../server/production/widget-page.js'
import type { StaticServer } from '../../dev/world/static-server.js'
import type { Deployment } from '../../shared/contracts/deployment.js'

function listenWith(files: StaticFiles, port: number): Promise<StaticServer> {
  const server = createServer(widgetHandler(files))
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    // 127.0.0.1 answers both http://localhost and http://127.0.0.1: two different sites to the browser.
    server.listen({ host: '127.0.0.1', port, exclusive: true }, () => {
      server.removeListener('error', reject)
      resolve({
        url: `http://localhost:${port}`,
        stop: () =>
          new Promise<void>((done) => {
            server.close(() => done())
            server.closeAllConnections()
          }),
      })
    })
  })
}

/** The widget origin of a built `dist/`, as `npm run serve` serves it, its page carrying `deployment`. */
export async function startProductionWidgetOrigin(
  distDir: string,
  port: number,
  deployment: Deployment,
): Promise<StaticServer> {
  const secureFrameOrigin = new URL(deployment.secureFrameUrl).origin
  const files = await loadStaticFiles({
    root: distDir,
    include: isWidgetOriginPath,
    headersFor: (urlPath) => widgetFileHeaders(urlPath, secureFrameOrigin),
  })
  writeDeploymentInto(files, deployment)
  return listenWith(files, port)
}

/** Every file of `siteDir` (precompressed beforehand: bench/site.ts), with the static part's cache policy. */
export async function startCompressedSite(siteDir: string, port: number): Promise<StaticServer> {
  const files = await loadStaticFiles({
    root: siteDir,
    include: () => true,
    headersFor: (urlPath) => ({ 'cache-control': cacheControlFor(urlPath) }),
  })
  return listenWith(files, port)
}
