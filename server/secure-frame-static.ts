/**
 * The built secure frame (`dist/secure-frame/`), served from this same origin so the frame
 * calls the auth API same-origin. Its HTML may be framed only by the widget origins, which is
 * the clickjacking defence of DESIGN "Browser facts": a hostile page cannot put the frame's
 * approval UI inside itself.
 */
import { serveStatic } from '@hono/node-server/serve-static'
import type { MiddlewareHandler } from 'hono'

/**
 * The frame's document policy. Scripts only from this origin; RPC endpoints are user-configured
 * URLs, so connections may go anywhere (as in the widget's policy); only the widget origins may
 * frame it, and an empty list means nobody, never everybody.
 */
/** `ancestors`: the widget origins and the sites that embed the widget (every ancestor must match). */
export function secureFrameCsp(widgetOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    'connect-src *',
    `frame-ancestors ${widgetOrigins.length > 0 ? widgetOrigins.join(' ') : "'none'"}`,
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
  ].join('; ')
}

export function secureFrameStatic(parameters: { dir: string; widgetOrigins: readonly string[] }): MiddlewareHandler {
  const csp = secureFrameCsp(parameters.widgetOrigins)
  return serveStatic({
    root: parameters.dir,
    onFound(path, c) {
      // Builds change during development; a stale frame bundle is a confusing failure.
      c.header('Cache-Control', 'no-cache')
      if (path.endsWith('.html')) c.header('Content-Security-Policy', csp)
    },
  })
}
