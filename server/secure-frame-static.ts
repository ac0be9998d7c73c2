/**
 * The built secure frame (`dist/secure-frame/`), served from this same origin so the frame
 * calls the auth API and the chain API same-origin. Its page may be framed only with the widget
 * origins and the deployment's sites as ancestors (`frame-ancestors`), so no other page can show
 * it. The page is told which origins are the widget's (a `<meta>` the frame reads), so the frame
 * answers only a parent on one of them: a listed site that frames it directly gets a frame that
 * refuses to start. The page for a translated language preloads that language's chunk (secure-frame-languages.ts).
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { MiddlewareHandler } from 'hono'
import { languageFilesFor, readLanguageFiles, withLanguagePreloads } from './secure-frame-languages.js'

/** Must match `WIDGET_ORIGINS_META` in secure-frame/config.ts. */
const WIDGET_ORIGINS_META = 'wallet-widget-origins'

/**
 * The frame's document policy. Scripts only from this origin; connections only to this origin
 * (the auth API and the deployment's chain API: the frame never talks to a node a site chose);
 * only the widget origins inside the listed sites may frame it, and an empty list means nobody.
 *
 * `ancestors`: the widget origins and the sites that embed the widget (every ancestor must match).
 */
export function secureFrameCsp(ancestors: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    `frame-ancestors ${ancestors.length > 0 ? ancestors.join(' ') : "'none'"}`,
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
  ].join('; ')
}

/** The page with the widget origins written into its head (origins are validated by config.ts: no quotes or markup). */
export function withWidgetOrigins(html: string, widgetOrigins: readonly string[]): string {
  const meta = `<meta name="${WIDGET_ORIGINS_META}" content="${widgetOrigins.join(' ').replace(/[<>"&]/g, '')}" />`
  if (/<head>/i.test(html)) return html.replace(/<head>/i, (head) => `${head}\n    ${meta}`)
  // A page without an explicit head: the meta still goes before any content.
  return /^<!doctype html>/i.test(html)
    ? html.replace(/^<!doctype html>/i, (doctype) => `${doctype}${meta}`)
    : meta + html
}

export function secureFrameStatic(parameters: {
  dir: string
  widgetOrigins: readonly string[]
  siteOrigins: readonly string[]
}): MiddlewareHandler {
  const csp = secureFrameCsp([...parameters.widgetOrigins, ...parameters.siteOrigins])
  const files = serveStatic({
    root: parameters.dir,
    onFound(_path, c) {
      // Builds change during development; a stale frame bundle is a confusing failure.
      c.header('Cache-Control', 'no-cache')
    },
  })
  return async (c, next) => {
    if (c.req.path !== '/' && c.req.path !== '/index.html') return files(c, next)
    let html: string
    try {
      html = await readFile(path.join(parameters.dir, 'index.html'), 'utf8')
    } catch {
      return next()
    }
    // Read with the page, so a rebuild while the server runs never pairs a page with another build's chunk names.
    // A broken manifest costs the preload only: the frame still loads its language itself.
    const languages = await readLanguageFiles(parameters.dir).catch((error: NodeJS.ErrnoException) => {
      console.error(`[server] secure frame page without language preloads (${error.code}): ${error.message}`)
      return {}
    })
    const preloads = languageFilesFor(new URL(c.req.url).searchParams, languages)
    c.header('Content-Security-Policy', csp)
    c.header('Cache-Control', 'no-cache')
    return c.html(withLanguagePreloads(withWidgetOrigins(html, parameters.widgetOrigins), preloads))
  }
}
