/**
 * The frame's configuration, from its URL (built by `secureFrameUrl()` in the widget) and from
 * what the serving origin wrote into the page (the widget origins it may be embedded by).
 *
 * Who the frame talks to is checked hardest. `parentOrigin` must be one of the widget origins the
 * server named in the page, so a site that frames this page directly — even a site the project
 * lists — gets a frame that refuses to start and can set nothing that approvals show. Where the
 * browser reports the real embedding chain (`location.ancestorOrigins`, Chromium and WebKit), the
 * actual parent must be that origin and the top-level page must be the site the widget vouched
 * for.
 *
 * Chain calls go only to this deployment's own chain API (`<own origin>/v1/?chainId=…&projectId=…`):
 * an `rpcUrl` naming anything else is ignored with a warning, so no site can point the wallet at a
 * node that lies about fees, nonces or balances.
 */
import { deploymentRpcUrl } from '../shared/chain-api.js'
import { PROJECT_ID_PATTERN } from '../shared/contracts/vocabulary.js'
import { canonicalLocale, DEFAULT_LOCALE } from '../shared/i18n/locales.js'

export interface FrameConfig {
  projectId: string
  chainId: number
  /** The deployment's chain API for `chainId` (never a URL the site chose). */
  rpcUrl: string
  /** The version the widget names in the frame's address (its secure-frame protocol version), for the start-up log. */
  version: string
  enableLogger: boolean
  /** The widget's origin: the only parent this frame answers. */
  parentOrigin: string
  /** The site the user is on, as verified by the widget (and by the browser where it reports it). */
  siteOrigin: string | null
  /** The widget's language (a canonical BCP 47 tag); English when the URL names none or an invalid one. */
  locale: string
}

export interface FrameEnvironment {
  /** `location.ancestorOrigins`, or undefined where the browser lacks it. */
  ancestorOrigins: ArrayLike<string> | undefined
  /** The widget origins the serving origin allows as parents (from the page's meta tag). */
  widgetOrigins: readonly string[]
  /** This frame's own origin, where the deployment's chain API lives. */
  ownOrigin: string
}

export type ReadConfigResult = { ok: true; config: FrameConfig; warnings: string[] } | { ok: false; error: string }

/** The name of the `<meta>` the server fills with the widget origins (space-separated). */
export const WIDGET_ORIGINS_META = 'wallet-widget-origins'

export { deploymentRpcUrl }

/**
 * The RPC URL the frame uses for `chainId`: always the deployment's own. `requested` (from the
 * frame URL or a `switchNetwork`) is accepted silently only when it is that same address.
 */
export function resolveRpcUrl(requested: string | undefined, own: string): { rpcUrl: string; warning?: string } {
  if (requested === undefined || requested === '' || sameUrl(requested, own)) return { rpcUrl: own }
  return {
    rpcUrl: own,
    warning: `[SecureFrame] ignored rpcUrl ${JSON.stringify(requested.slice(0, 200))}: this wallet reaches chains only through ${own}`,
  }
}

export function readFrameConfig(search: string, environment: FrameEnvironment): ReadConfigResult {
  const { ancestorOrigins, widgetOrigins, ownOrigin } = environment
  const params = new URLSearchParams(search)
  const fail = (error: string): ReadConfigResult => ({ ok: false, error: `[SecureFrame] ${error}` })

  const parentOrigin = params.get('parentOrigin')
  if (!parentOrigin || !isHttpOrigin(parentOrigin)) {
    return fail(
      `the frame URL must carry parentOrigin=<the widget's origin> (an http(s) origin without path), got ${JSON.stringify(parentOrigin)}`,
    )
  }
  if (widgetOrigins.length === 0)
    return fail(`the page names no widget origin (<meta name="${WIDGET_ORIGINS_META}">); the frame answers nobody`)
  if (!widgetOrigins.includes(parentOrigin)) {
    return fail(
      `parentOrigin ${parentOrigin} is not a widget origin of this deployment (${widgetOrigins.join(', ')}); the frame runs only inside the widget`,
    )
  }
  if (ancestorOrigins !== undefined) {
    const actual = ancestorOrigins[0]
    if (actual === undefined) return fail('the frame must be embedded by the widget; it has no parent')
    if (actual !== parentOrigin) {
      const hint =
        actual === 'null' ? ' (the parent hides its origin; is the iframe marked referrerpolicy="no-referrer"?)' : ''
      return fail(`parentOrigin is ${parentOrigin}, but the frame is embedded by ${actual}${hint}`)
    }
  }

  const projectId = params.get('projectId') ?? ''
  if (!PROJECT_ID_PATTERN.test(projectId))
    return fail(`projectId must be 1–64 of A-Z a-z 0-9 - _, got ${JSON.stringify(projectId)}`)
  const chainIdText = params.get('chainId') ?? ''
  const chainId = Number(chainIdText)
  if (!/^[1-9][0-9]{0,15}$/.test(chainIdText) || !Number.isSafeInteger(chainId))
    return fail(`chainId must be a positive integer, got ${JSON.stringify(chainIdText)}`)

  // The outermost ancestor is the site the user is on; 'null' means the browser hid it.
  const top = ancestorOrigins && ancestorOrigins.length > 1 ? ancestorOrigins[ancestorOrigins.length - 1] : undefined
  const claimedSite = params.get('siteOrigin')
  if (claimedSite !== null && !isHttpOrigin(claimedSite))
    return fail(`siteOrigin must be an http(s) origin, got ${JSON.stringify(claimedSite)}`)
  if (claimedSite !== null && top !== undefined && top !== 'null' && top !== claimedSite) {
    return fail(`siteOrigin is ${claimedSite}, but the page the user is on is ${top}`)
  }
  const siteOrigin = claimedSite ?? (top && top !== 'null' ? top : null)

  const warnings: string[] = []
  const rpc = resolveRpcUrl(params.get('rpcUrl') ?? undefined, deploymentRpcUrl(ownOrigin, projectId, chainId))
  if (rpc.warning) warnings.push(rpc.warning)
  const requestedLocale = params.get('locale')
  const locale = requestedLocale === null ? DEFAULT_LOCALE : canonicalLocale(requestedLocale.slice(0, 35))
  if (locale === null)
    warnings.push(`[SecureFrame] ignored locale ${JSON.stringify(requestedLocale)}: not a BCP 47 tag`)
  return {
    ok: true,
    config: {
      projectId,
      chainId,
      rpcUrl: rpc.rpcUrl,
      version: (params.get('version') ?? '').slice(0, 32),
      enableLogger: params.get('enableLogger') === 'true',
      parentOrigin,
      siteOrigin,
      locale: locale ?? DEFAULT_LOCALE,
    },
    warnings,
  }
}

/** The widget origins from the page's meta tag: space-separated http(s) origins; anything else is dropped. */
export function parseWidgetOrigins(content: string | null | undefined): string[] {
  return (content ?? '').split(/\s+/).filter((origin) => origin !== '' && isHttpOrigin(origin))
}

/** Same origin, path and query parameters (in any order and any percent-encoding). */
function sameUrl(a: string, b: string): boolean {
  try {
    const [x, y] = [new URL(a), new URL(b)]
    const params = (url: URL) =>
      JSON.stringify([...url.searchParams.entries()].sort(([p], [q]) => (p < q ? -1 : p > q ? 1 : 0)))
    return (
      x.origin === y.origin &&
      x.pathname === y.pathname &&
      params(x) === params(y) &&
      x.username === '' &&
      x.password === '' &&
      x.hash === ''
    )
  } catch {
    return false
  }
}

function isHttpOrigin(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value
  } catch {
    return false
  }
}
