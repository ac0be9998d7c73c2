/**
 * Allowed origins of a project: the sites that may use the widget under its id. A pattern is an origin whose
 * host may start with `*.`, matching one or more whole labels in that place: `https://*.example.com`
 * matches `https://app.example.com` and `https://a.b.example.com`, never `https://example.com`,
 * `https://evilexample.com` or `https://example.com.evil.io`. Scheme and port must match exactly
 * (a pattern without a port means the scheme's default port). Case and a trailing dot on the host
 * do not matter. An IPv6 address in brackets (`http://[::1]:4400`) matches itself only. An empty
 * list allows nothing.
 */

interface ParsedOrigin {
  scheme: string
  host: string
  port: string
}

function parse(value: string, allowWildcard: boolean): ParsedOrigin | undefined {
  const match = /^([a-z][a-z0-9+.-]*):\/\/(\[[0-9a-f:.]+\]|[^/?#:[\]]+)(?::(\d{1,5}))?\/?$/i.exec(value.trim())
  if (!match) return undefined
  const scheme = match[1]!.toLowerCase()
  const host = match[2]!.toLowerCase().replace(/\.$/, '')
  const defaultPort = scheme === 'https' ? '443' : scheme === 'http' ? '80' : ''
  const port = match[3] && match[3] !== defaultPort ? String(Number(match[3])) : ''
  if (host.startsWith('[')) return { scheme, host, port }
  const labels = host.split('.')
  const wildcard = allowWildcard && labels[0] === '*'
  const rest = wildcard ? labels.slice(1) : labels
  if (rest.length === 0 || rest.some((label) => !/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label))) {
    // IPv4 addresses pass the label rule; anything else with odd characters is not an origin.
    return undefined
  }
  return { scheme, host, port }
}

/** Whether `origin` (a page's `location.origin`) is allowed by `pattern`. */
export function originMatches(pattern: string, origin: string): boolean {
  const allowed = parse(pattern, true)
  const actual = parse(origin, false)
  if (!allowed || !actual || allowed.scheme !== actual.scheme || allowed.port !== actual.port) return false
  if (!allowed.host.startsWith('*.')) return allowed.host === actual.host
  const suffix = allowed.host.slice(1) // ".example.com"
  return actual.host.endsWith(suffix) && actual.host.length > suffix.length
}

export function isOriginAllowed(patterns: readonly string[], origin: string): boolean {
  return patterns.some((pattern) => originMatches(pattern, origin))
}
