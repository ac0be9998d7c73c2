/**
 * Who is calling, for per-IP limits. The connecting socket's address counts, unless that
 * socket belongs to a proxy the operator named as trusted (`trustedProxies`): then the
 * `X-Forwarded-For` chain is read from the right, skipping trusted hops, and the first hop that
 * is not trusted is the client. Anything left of that hop was written by the client and is
 * never believed.
 *
 * Addresses are counted as the subject a person controls: an IPv4 address as itself, an IPv6
 * address by its /64 (one home or one server usually gets a whole /64, so counting single IPv6
 * addresses would give each of them 2^64 fresh budgets), and an IPv4-mapped IPv6 address
 * (`::ffff:192.0.2.1`, what a dual-stack socket reports for IPv4 clients) as the IPv4 address.
 */
import { isIPv4, isIPv6 } from 'node:net'
import type { Context, MiddlewareHandler } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'

/** An address as bytes: 4 for IPv4, 16 for IPv6. IPv4-mapped IPv6 addresses are stored as IPv4. */
export interface IpAddress {
  version: 4 | 6
  bytes: Uint8Array
}

/** A range of addresses: `prefix` leading bits of `base` are fixed. */
export interface IpRange {
  base: IpAddress
  prefix: number
}

/** What the client-IP helpers read from the server configuration. */
export interface ClientIpSettings {
  /** Addresses or CIDR ranges of proxies whose `X-Forwarded-For` is believed; empty means none. */
  trustedProxies: readonly string[]
}

/** What a request is counted under when its address cannot be read at all. */
export const UNKNOWN_CLIENT = 'unknown'

const MAPPED_PREFIX = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff]

function ipv4Bytes(text: string): Uint8Array {
  return Uint8Array.from(text.split('.').map(Number))
}

/** Expands a valid IPv6 text (with `::` and a dotted IPv4 tail allowed) into 16 bytes. */
function ipv6Bytes(text: string): Uint8Array {
  let hex = text
  const lastColon = hex.lastIndexOf(':')
  if (hex.includes('.', lastColon)) {
    // The dotted tail is the last two groups written in decimal: rewrite it as those two groups.
    const [a = 0, b = 0, c = 0, d = 0] = ipv4Bytes(hex.slice(lastColon + 1))
    hex = `${hex.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const groupsOf = (part: string): number[] => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)))
  const double = hex.indexOf('::')
  let groups: number[]
  if (double >= 0) {
    const left = groupsOf(hex.slice(0, double))
    const right = groupsOf(hex.slice(double + 2))
    groups = [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right]
  } else {
    groups = groupsOf(hex)
  }
  const bytes = new Uint8Array(16)
  groups.forEach((group, i) => {
    bytes[i * 2] = group >> 8
    bytes[i * 2 + 1] = group & 0xff
  })
  return bytes
}

function isMapped(bytes: Uint8Array): boolean {
  return bytes.length === 16 && MAPPED_PREFIX.every((value, i) => bytes[i] === value)
}

/**
 * Parses an IP address as a socket or a proxy reports it: IPv4, IPv6 (a `%zone` suffix and
 * surrounding brackets are dropped), IPv4-mapped IPv6 becoming IPv4. Answers undefined for
 * anything else, including host names.
 */
export function parseIp(text: string): IpAddress | undefined {
  let value = text.trim()
  if (value.startsWith('[') && value.endsWith(']')) value = value.slice(1, -1)
  const zone = value.indexOf('%')
  if (zone >= 0 && isIPv6(value.slice(0, zone))) value = value.slice(0, zone)
  if (isIPv4(value)) return { version: 4, bytes: ipv4Bytes(value) }
  if (!isIPv6(value)) return undefined
  const bytes = ipv6Bytes(value.toLowerCase())
  return isMapped(bytes) ? { version: 4, bytes: bytes.slice(12) } : { version: 6, bytes }
}

/** The canonical text of an address: dotted IPv4, or IPv6 in RFC 5952 form (lower case, longest zero run as `::`). */
export function formatIp(ip: IpAddress): string {
  if (ip.version === 4) return [...ip.bytes].join('.')
  const groups: number[] = []
  for (let i = 0; i < 16; i += 2) groups.push(((ip.bytes[i] ?? 0) << 8) | (ip.bytes[i + 1] ?? 0))
  let bestStart = -1
  let bestLength = 1
  for (let i = 0; i < 8; ) {
    if (groups[i] !== 0) {
      i += 1
      continue
    }
    let end = i
    while (end < 8 && groups[end] === 0) end += 1
    if (end - i > bestLength) {
      bestStart = i
      bestLength = end - i
    }
    i = end
  }
  const hex = groups.map((group) => group.toString(16))
  if (bestStart < 0) return hex.join(':')
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`
}

/**
 * What one client is counted under: the IPv4 address itself, or the /64 of an IPv6 address
 * written as `2001:db8:1:2::/64`. Text that is not an address is counted under "unknown".
 */
export function rateLimitSubject(address: string): string {
  const ip = parseIp(address)
  if (!ip) return UNKNOWN_CLIENT
  if (ip.version === 4) return formatIp(ip)
  const network = new Uint8Array(16)
  network.set(ip.bytes.subarray(0, 8))
  return `${formatIp({ version: 6, bytes: network })}/64`
}

/**
 * Parses `10.0.0.1`, `10.0.0.0/8`, `2001:db8::/32` or `::ffff:10.0.0.0/104` (the IPv4 range
 * written as mapped IPv6). Host bits set beyond the prefix are refused: `10.0.0.1/8` is more
 * likely a typo than a range.
 */
export function parseIpRange(text: string): IpRange | undefined {
  const [addressText = '', prefixText, extra] = text.trim().split('/')
  if (extra !== undefined) return undefined
  const raw = addressText.trim()
  const base = parseIp(raw)
  if (!base || raw.startsWith('[') || raw.includes('%')) return undefined
  const writtenAsV6 = raw.includes(':')
  const bits = writtenAsV6 ? 128 : 32
  let prefix = bits
  if (prefixText !== undefined) {
    if (!/^\d{1,3}$/.test(prefixText)) return undefined
    prefix = Number(prefixText)
    if (prefix > bits) return undefined
  }
  if (writtenAsV6 && base.version === 4) {
    // A mapped range covers IPv4 addresses only from /96 on.
    if (prefix < 96) return undefined
    prefix -= 96
  }
  for (let bit = prefix; bit < base.bytes.length * 8; bit += 1) {
    if (((base.bytes[bit >> 3] ?? 0) >> (7 - (bit & 7))) & 1) return undefined
  }
  return { base, prefix }
}

/** Whether `ip` lies in `range`. An IPv4 address is never inside an IPv6 range, nor the reverse. */
export function rangeContains(range: IpRange, ip: IpAddress): boolean {
  if (range.base.version !== ip.version) return false
  for (let bit = 0; bit < range.prefix; bit += 1) {
    const mask = 1 << (7 - (bit & 7))
    if (((range.base.bytes[bit >> 3] ?? 0) & mask) !== ((ip.bytes[bit >> 3] ?? 0) & mask)) return false
  }
  return true
}

export type ProxyMatcher = (ip: IpAddress) => boolean

/** A test for "is this one of our proxies" from the configured list; entries must already be valid. */
export function createProxyMatcher(list: readonly string[]): ProxyMatcher {
  const ranges = list.map((entry) => {
    const range = parseIpRange(entry)
    if (!range) throw new Error(`trusted proxy "${entry}" is not an IP address or CIDR range`)
    return range
  })
  return (ip) => ranges.some((range) => rangeContains(range, ip))
}

/**
 * One `X-Forwarded-For` entry: a bare address, or one with a port (`192.0.2.1:4711`,
 * `[2001:db8::1]:4711`), as some proxies write them.
 */
function parseHop(entry: string): IpAddress | undefined {
  const value = entry.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value)
  if (bracketed) return parseIp(bracketed[1]!)
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(value)
  if (withPort) return parseIp(withPort[1]!)
  return parseIp(value)
}

export interface ResolveClientParameters {
  /** The address of the connecting socket. */
  peer: string
  /** The `X-Forwarded-For` header (several headers joined with commas), if any. */
  forwardedFor: string | undefined
  isTrustedProxy: ProxyMatcher
}

/**
 * The client's address: the peer, or, while the address in hand is a trusted proxy, the hop
 * that proxy reported (the rightmost `X-Forwarded-For` entry not yet read). Stops at the first
 * untrusted address. When a trusted proxy reported something that is not an address, that
 * proxy itself is the client: its whole traffic then shares one budget, which is safe, instead
 * of trusting text nobody vouches for. Answers undefined when the peer is not an address.
 */
export function resolveClientAddress({
  peer,
  forwardedFor,
  isTrustedProxy,
}: ResolveClientParameters): IpAddress | undefined {
  let current = parseIp(peer)
  if (!current) return undefined
  const hops = (forwardedFor ?? '').split(',').filter((hop) => hop.trim() !== '')
  while (isTrustedProxy(current) && hops.length > 0) {
    const next = parseHop(hops.pop()!)
    if (!next) break
    current = next
  }
  return current
}

/** The context key under which {@link useClientIpSettings} leaves the settings for {@link clientIp}. */
const SETTINGS_KEY = 'clientIpSettings'

const matchers = new WeakMap<readonly string[], ProxyMatcher>()
const NO_PROXIES: readonly string[] = []

function matcherFor(trustedProxies: readonly string[]): ProxyMatcher {
  let matcher = matchers.get(trustedProxies)
  if (!matcher) {
    matcher = createProxyMatcher(trustedProxies)
    matchers.set(trustedProxies, matcher)
  }
  return matcher
}

/** Middleware that hands the trusted-proxy setting to {@link clientIp} for the rest of the request. */
export function useClientIpSettings(settings: ClientIpSettings): MiddlewareHandler {
  matcherFor(settings.trustedProxies)
  return async (c, next) => {
    c.set(SETTINGS_KEY, settings)
    await next()
  }
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? ''
  } catch {
    return ''
  }
}

/**
 * The client's address in canonical text (for display or a location lookup), or undefined when
 * unknown. Without the settings middleware no proxy is trusted: headers are never believed by
 * accident.
 */
export function clientAddress(c: Context): string | undefined {
  const settings = c.get(SETTINGS_KEY) as ClientIpSettings | undefined
  const ip = resolveClientAddress({
    peer: socketAddress(c),
    forwardedFor: c.req.header('x-forwarded-for'),
    isTrustedProxy: matcherFor(settings?.trustedProxies ?? NO_PROXIES),
  })
  return ip ? formatIp(ip) : undefined
}

/** What per-IP limits count this request under: see {@link rateLimitSubject}. */
export function clientIp(c: Context): string {
  const address = clientAddress(c)
  return address ? rateLimitSubject(address) : UNKNOWN_CLIENT
}
