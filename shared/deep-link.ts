/**
 * Links to wallets from the directory (SPEC §3 "Deep link"; DESIGN invariant 3): opened only
 * when they are `https:` or a wallet's own custom scheme. Schemes that run code or read local
 * data (`javascript:`, `data:`, `file:`, …) are refused, whatever their case, whitespace or
 * encoding; plain `http:` is refused too.
 */

const REFUSED_SCHEMES = new Set(['javascript', 'vbscript', 'data', 'file', 'blob', 'about', 'filesystem', 'view-source', 'chrome', 'http', 'ws', 'wss', 'ftp', 'intent', 'jar', 'content', 'resource', 'moz-extension', 'chrome-extension'])

export type SafeLink = { ok: true; href: string; scheme: string } | { ok: false; reason: string }

/** Checks a directory link; the answer's `href` is the normalised URL to open. */
export function checkWalletLink(raw: unknown): SafeLink {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return { ok: false, reason: 'not a link' }
  // Browsers strip leading/trailing C0 controls and spaces and remove tabs/newlines anywhere
  // before parsing; do the same so `java\nscript:` is judged as what the browser would run.
  const cleaned = raw.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '')
  const match = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(cleaned)
  if (!match) return { ok: false, reason: 'no scheme' }
  const scheme = match[1]!.toLowerCase()
  if (REFUSED_SCHEMES.has(scheme)) return { ok: false, reason: `${scheme}: links are not opened` }
  let url: URL
  try {
    url = new URL(cleaned)
  } catch {
    return { ok: false, reason: 'not a valid URL' }
  }
  const parsedScheme = url.protocol.slice(0, -1).toLowerCase()
  if (parsedScheme !== scheme || REFUSED_SCHEMES.has(parsedScheme)) return { ok: false, reason: `${parsedScheme}: links are not opened` }
  if (scheme === 'https' && !url.hostname) return { ok: false, reason: 'https link without a host' }
  return { ok: true, href: url.href, scheme }
}

/**
 * A WalletConnect deep link: the wallet's link with the pairing URI attached, as wallets
 * expect (`<universal link>/wc?uri=…` for https, `<scheme>://wc?uri=…` for custom schemes).
 */
export function walletConnectDeepLink(walletLink: string, wcUri: string): SafeLink {
  const checked = checkWalletLink(walletLink)
  if (!checked.ok) return checked
  const encoded = encodeURIComponent(wcUri)
  if (checked.scheme === 'https') {
    const base = checked.href.endsWith('/') ? checked.href : `${checked.href}/`
    return checkWalletLink(`${base}wc?uri=${encoded}`)
  }
  const base = checked.href.includes('://') ? checked.href : checked.href.replace(':', '://')
  return checkWalletLink(`${base.endsWith('/') ? base : `${base}/`}wc?uri=${encoded}`)
}
