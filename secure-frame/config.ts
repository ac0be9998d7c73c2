/**
 * The frame's configuration, from its URL (built by `secureFrameUrl()` in the widget).
 *
 * `parentOrigin` decides whom the frame talks to, so it is checked hardest: an exact http(s)
 * origin, and — where the browser reports the real embedding chain (`location.ancestorOrigins`,
 * Chromium and WebKit) — the origin of the actual parent. A page that frames this one with a
 * forged `parentOrigin` would get nothing anyway (replies go only to that origin), but refusing
 * to start makes the mistake loud instead of a silent hang.
 */

export interface FrameConfig {
  projectId: string
  chainId: number
  rpcUrl: string
  /** The widget's version, for logs. */
  version: string
  enableLogger: boolean
  parentOrigin: string
}

export type ReadConfigResult = { ok: true; config: FrameConfig; topOrigin: string | null } | { ok: false; error: string }

/**
 * @param search `location.search`
 * @param ancestorOrigins `location.ancestorOrigins`, or undefined where the browser lacks it
 */
export function readFrameConfig(search: string, ancestorOrigins: ArrayLike<string> | undefined): ReadConfigResult {
  const params = new URLSearchParams(search)
  const fail = (error: string): ReadConfigResult => ({ ok: false, error: `[SecureFrame] ${error}` })

  const parentOrigin = params.get('parentOrigin')
  if (!parentOrigin || !isHttpOrigin(parentOrigin)) {
    return fail(`the frame URL must carry parentOrigin=<the widget's origin> (an http(s) origin without path), got ${JSON.stringify(parentOrigin)}`)
  }
  if (ancestorOrigins !== undefined) {
    const actual = ancestorOrigins[0]
    if (actual === undefined) return fail('the frame must be embedded by the widget; it has no parent')
    if (actual !== parentOrigin) {
      const hint = actual === 'null' ? ' (the parent hides its origin; is the iframe marked referrerpolicy="no-referrer"?)' : ''
      return fail(`parentOrigin is ${parentOrigin}, but the frame is embedded by ${actual}${hint}`)
    }
  }

  const projectId = params.get('projectId') ?? ''
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(projectId)) return fail(`projectId must be 1–64 of A-Z a-z 0-9 - _, got ${JSON.stringify(projectId)}`)
  const chainIdText = params.get('chainId') ?? ''
  const chainId = Number(chainIdText)
  if (!/^[1-9][0-9]{0,15}$/.test(chainIdText) || !Number.isSafeInteger(chainId)) return fail(`chainId must be a positive integer, got ${JSON.stringify(chainIdText)}`)
  const rpcUrl = params.get('rpcUrl') ?? ''
  if (!isHttpUrl(rpcUrl)) return fail(`rpcUrl must be an http(s) URL, got ${JSON.stringify(rpcUrl)}`)

  // The outermost ancestor is the site the user is on; 'null' means the browser hid it.
  const top = ancestorOrigins && ancestorOrigins.length > 0 ? ancestorOrigins[ancestorOrigins.length - 1] : undefined
  return {
    ok: true,
    config: { projectId, chainId, rpcUrl, version: (params.get('version') ?? '').slice(0, 32), enableLogger: params.get('enableLogger') === 'true', parentOrigin },
    topOrigin: top && top !== 'null' ? top : null,
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

function isHttpUrl(value: string): boolean {
  if (value.length > 2048) return false
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}
