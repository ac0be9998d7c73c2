/**
 * Links to wallets from the directory. A link is
 * opened only when its scheme is `https:` or one of the schemes the directory lists for that
 * same wallet (the schemes of its mobile_link and desktop_link): a wallet's entry cannot send
 * the user to another app's scheme. Schemes that run code or read local data (`javascript:`,
 * `data:`, `file:`, …) and plain `http:` are refused whatever an entry lists, and whatever
 * their case, whitespace or encoding.
 */

const REFUSED_SCHEMES = new Set([
  'javascript',
  'vbscript',
  'data',
  'file',
  'blob',
  'about',
  'filesystem',
  'view-source',
  'chrome',
  'http',
  'ws',
  'wss',
  'ftp',
  'intent',
  'jar',
  'content',
  'resource',
  'moz-extension',
  'chrome-extension',
])

export type SafeLink = { ok: true; href: string; scheme: string } | { ok: false; reason: string }

/**
 * Parses a link as the browser would and refuses what is never opened; the answer's `href` is
 * the normalised URL and `scheme` its lower-case scheme without the colon.
 */
function parseLink(raw: unknown): SafeLink {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return { ok: false, reason: 'not a link' }
  // Browsers strip leading/trailing C0 controls and spaces and remove tabs/newlines anywhere
  // before parsing; do the same so `java\nscript:` is judged as what the browser would run.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: leading and trailing C0 controls and spaces are stripped, as the URL parser does
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
  if (parsedScheme !== scheme || REFUSED_SCHEMES.has(parsedScheme))
    return { ok: false, reason: `${parsedScheme}: links are not opened` }
  if (scheme === 'https' && !url.hostname) return { ok: false, reason: 'https link without a host' }
  return { ok: true, href: url.href, scheme }
}

/**
 * The custom schemes a wallet's own links use (e.g. `rainbow` for `rainbow://`), from the links
 * the directory lists for it; refused schemes, `https` and links that do not parse add nothing.
 */
export function walletLinkSchemes(links: readonly unknown[]): ReadonlySet<string> {
  const schemes = new Set<string>()
  for (const link of links) {
    const parsed = parseLink(link)
    if (parsed.ok && parsed.scheme !== 'https') schemes.add(parsed.scheme)
  }
  return schemes
}

/**
 * Checks a directory link against the wallet's own schemes (see {@link walletLinkSchemes});
 * `https:` is always allowed. The answer's `href` is the normalised URL to open.
 */
export function checkWalletLink(raw: unknown, ownSchemes: ReadonlySet<string>): SafeLink {
  const parsed = parseLink(raw)
  if (!parsed.ok || parsed.scheme === 'https' || ownSchemes.has(parsed.scheme)) return parsed
  return { ok: false, reason: `${parsed.scheme}: is not a scheme of this wallet` }
}

/**
 * A WalletConnect deep link: the wallet's link with the pairing URI attached, as wallets
 * expect (`<universal link>/wc?uri=…` for https, `<scheme>://wc?uri=…` for custom schemes).
 */
export function walletConnectDeepLink(walletLink: string, wcUri: string, ownSchemes: ReadonlySet<string>): SafeLink {
  const checked = checkWalletLink(walletLink, ownSchemes)
  if (!checked.ok) return checked
  const encoded = encodeURIComponent(wcUri)
  if (checked.scheme === 'https') {
    const base = checked.href.endsWith('/') ? checked.href : `${checked.href}/`
    return checkWalletLink(`${base}wc?uri=${encoded}`, ownSchemes)
  }
  const base = checked.href.includes('://') ? checked.href : checked.href.replace(':', '://')
  return checkWalletLink(`${base.endsWith('/') ? base : `${base}/`}wc?uri=${encoded}`, ownSchemes)
}
