/**
 * What a project's allowed-origin pattern may be (the admin command checks every pattern here).
 * A pattern names the sites of one owner: an https origin, or every subdomain of one
 * registrable domain (`https://*.example.com`, `https://*.example.co.uk`). Refused, each with its
 * reason: patterns that cover the whole web (`*`, `https://*`), a wildcard over a public suffix
 * (`https://*.com`, `https://*.co.uk`, `https://*.github.io`: every site registered under it,
 * owned by anyone), a wildcard over plain http, and plain http anywhere but this machine
 * (`http://localhost`, `http://127.0.0.1`, `http://[::1]`, any port), because any network
 * between a visitor and an http site can pose as that site.
 *
 * Public suffixes come from the Public Suffix List as the `tldts` package ships it, its private
 * section included (github.io, vercel.app, …: each name under them belongs to a different owner).
 */
import { parse as parseHost } from 'tldts'
import { ConfigError, parseOrigin } from '../config.js'

export class OriginPatternError extends Error {
  override name = 'OriginPatternError'
}

/** The hosts plain http is accepted for: the developer's own machine. */
export const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]'])

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/
/** `*`, `https://*`, `http://*:8080`, `*://*`: a wildcard standing for the whole host. */
const WHOLE_WEB = /^(?:([a-z*][a-z0-9+.-]*):\/\/)?\*(?::\d{1,5})?\/?$/i

const EXAMPLES = 'list sites like https://app.example.com, or one domain and its subdomains like https://*.example.com'

/**
 * Why `origin` (already in the shape parseOrigin accepts, lower case) may not be an allowed
 * origin of a project, or undefined when it may.
 */
export function originPatternProblem(origin: string): string | undefined {
  const match = /^(https?):\/\/(\*\.)?(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(origin)
  if (!match) return `"${origin}" is not an origin`
  const [, scheme, wildcard, rawHost = ''] = match
  const host = rawHost.replace(/\.$/, '')
  const shown = `"${origin}"`
  if (!host.startsWith('[') && !host.split('.').every((label) => LABEL.test(label))) {
    return `${shown} does not name a valid host (labels are letters, digits and inner hyphens, separated by single dots)`
  }
  if (scheme === 'http') {
    if (wildcard)
      return `${shown} is too wide: a wildcard needs https, since any network between a visitor and an http site can pose as it`
    if (!LOOPBACK_HOSTS.has(host)) {
      return `${shown} uses plain http, which is accepted only for this machine (http://localhost, http://127.0.0.1, http://[::1], any port); use https://${rawHost}${match[4] ? `:${match[4]}` : ''}`
    }
    return undefined
  }
  if (!wildcard) return undefined
  if (host.startsWith('[') || /^\d+$/.test(host.slice(host.lastIndexOf('.') + 1))) {
    return `${shown} puts a wildcard over an IP address, which has no subdomains; list the address itself`
  }
  const parsed = parseHost(host, { allowPrivateDomains: true })
  if (parsed.domain === null) {
    const suffix = parsed.publicSuffix ?? host
    return `${shown} is wider than one registrable domain: ${suffix} is a public suffix, so the pattern covers every site registered under it, whoever owns it; name one domain's subdomains instead, like https://*.example.${suffix}`
  }
  return undefined
}

/**
 * Checks one allowed-origin pattern as the admin command receives it: answers it normalized
 * (lower case, no trailing slash), or throws an error whose message names the pattern and what
 * is wrong with it.
 */
export function checkAllowedOrigin(value: string): string {
  const trimmed = value.trim()
  const whole = WHOLE_WEB.exec(trimmed)
  if (whole) {
    const what = whole[1] && whole[1] !== '*' ? `every ${whole[1].toLowerCase()} site` : 'every site'
    throw new OriginPatternError(`"${trimmed}" is too wide: it would allow ${what}; ${EXAMPLES}`)
  }
  let origin: string
  try {
    origin = parseOrigin('origins', trimmed)
  } catch (err) {
    if (err instanceof ConfigError) throw new OriginPatternError(err.message)
    throw err
  }
  const problem = originPatternProblem(origin)
  if (problem) throw new OriginPatternError(problem)
  return origin
}
