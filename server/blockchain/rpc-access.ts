/**
 * Who may call the JSON-RPC proxy: a known project, and, when the caller is a browser (it sends
 * an `Origin`), a page of that project or of this deployment itself. The deployment's own pages
 * are the server's public origin (the secure frame of the email wallet) and the widget origins;
 * they serve every project, so they are accepted for any known project. Callers that send no
 * `Origin` (wallets, servers, scripts) are not browsers acting for a page, and pass; so do
 * browser extensions (a wallet handed this URL by wallet_addEthereumChain calls from its
 * `chrome-extension://…` origin), since no web page can send an extension's origin.
 */
import type { Context } from 'hono'
import { isOriginAllowed, originMatches } from '../../shared/allowed-origins.js'
import { ApiError } from '../api-error.js'
import type { ServerConfig } from '../config.js'
import type { Project } from '../projects/store.js'

export const PROJECT_ID_REQUIRED = 'projectId is required'

/** Origins of browser extensions: wallets, never a web page. */
const EXTENSION_ORIGIN = /^(?:chrome-extension|moz-extension|safari-web-extension):\/\/[A-Za-z0-9.-]+$/

/** Throws a 401 when the call names no project: it is not identified. */
export function requireProjectIdGiven(c: Context): void {
  if (!c.req.query('projectId')) throw new ApiError(401, PROJECT_ID_REQUIRED, { field: 'projectId' })
}

/** Whether a browser page on `origin` may call the proxy for `project`. */
export function isRpcOriginAllowed(
  config: Pick<ServerConfig, 'publicOrigin' | 'widgetOrigins'>,
  project: Pick<Project, 'allowedOrigins'>,
  origin: string,
): boolean {
  return (
    EXTENSION_ORIGIN.test(origin) ||
    originMatches(config.publicOrigin, origin) ||
    config.widgetOrigins.some((pattern) => originMatches(pattern, origin)) ||
    isOriginAllowed(project.allowedOrigins, origin)
  )
}

/** Throws a 403 naming the origin when a browser page may not call the proxy for `project`. */
export function requireRpcOrigin(
  config: Pick<ServerConfig, 'publicOrigin' | 'widgetOrigins'>,
  project: Pick<Project, 'id' | 'allowedOrigins'>,
  origin: string | undefined,
): void {
  if (origin === undefined || isRpcOriginAllowed(config, project, origin)) return
  // The header is the caller's own text: cut it short before it goes into a message.
  const shown = origin.length > 200 ? `${origin.slice(0, 200)}…` : origin
  throw new ApiError(403, `Origin ${shown} is not allowed for project ${project.id}`)
}
