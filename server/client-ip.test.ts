import { BlockList } from 'node:net'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  createProxyMatcher,
  formatIp,
  parseIp,
  parseIpRange,
  rangeContains,
  rateLimitSubject,
  resolveClientAddress,
  UNKNOWN_CLIENT,
  type IpAddress,
} from './client-ip.js'
import { ConfigError, loadConfig } from './config.js'

const v6 = (bytes: Uint8Array): IpAddress => ({ version: 6, bytes })
const isMappedPrefix = (bytes: Uint8Array): boolean =>
  bytes.subarray(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff
/** Any 16 bytes but the IPv4-mapped range, which stands for IPv4 addresses. */
const ipv6Bytes = fc.uint8Array({ minLength: 16, maxLength: 16 }).filter((bytes) => !isMappedPrefix(bytes))

describe('client addresses', () => {
  it('behavior: addresses parse to bytes and print in canonical form', () => {
    expect(formatIp(parseIp('192.0.2.7')!)).toBe('192.0.2.7')
    expect(formatIp(parseIp('2001:DB8:0:0:0:0:0:1')!)).toBe('2001:db8::1')
    expect(formatIp(parseIp('[2001:db8::1]')!)).toBe('2001:db8::1')
    expect(formatIp(parseIp('fe80::1%eth0')!)).toBe('fe80::1')
    expect(formatIp(parseIp('::')!)).toBe('::')
    expect(formatIp(parseIp('1:0:0:2:0:0:0:3')!)).toBe('1:0:0:2::3')
    expect(formatIp(parseIp('64:ff9b::192.0.2.33')!)).toBe('64:ff9b::c000:221')
    // A dual-stack socket reports IPv4 clients as mapped IPv6: they are the IPv4 address.
    expect(parseIp('::ffff:192.0.2.7')).toEqual({ version: 4, bytes: Uint8Array.from([192, 0, 2, 7]) })
    expect(parseIp('::FFFF:c000:0207')).toEqual({ version: 4, bytes: Uint8Array.from([192, 0, 2, 7]) })
  })

  it('error: anything that is not an address does not parse', () => {
    for (const text of [
      '',
      'localhost',
      '192.0.2',
      '192.0.2.256',
      '1::2::3',
      '2001:db8::g',
      '192.0.2.7:80',
      'unknown',
    ]) {
      expect(parseIp(text), text).toBeUndefined()
    }
    expect(rateLimitSubject('not an address')).toBe(UNKNOWN_CLIENT)
  })

  it('behavior: IPv4 is counted per address, IPv6 per /64, mapped IPv6 as its IPv4 address', () => {
    expect(rateLimitSubject('203.0.113.9')).toBe('203.0.113.9')
    expect(rateLimitSubject('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(rateLimitSubject('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64')
    expect(rateLimitSubject('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64')
    expect(rateLimitSubject('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
  })

  it('behavior (property): two IPv6 addresses share a budget exactly when their first 64 bits agree', () => {
    fc.assert(
      fc.property(ipv6Bytes, ipv6Bytes, (a, b) => {
        const same = a.subarray(0, 8).every((byte, i) => byte === b[i])
        expect(rateLimitSubject(formatIp(v6(a))) === rateLimitSubject(formatIp(v6(b)))).toBe(same)
      }),
    )
  })

  it('behavior (property): the interface bits never change the /64 an address is counted under', () => {
    fc.assert(
      fc.property(ipv6Bytes, fc.uint8Array({ minLength: 8, maxLength: 8 }), (address, host) => {
        const other = Uint8Array.from(address)
        other.set(host, 8)
        expect(rateLimitSubject(formatIp(v6(other)))).toBe(rateLimitSubject(formatIp(v6(address))))
      }),
    )
  })

  it('behavior (property): every textual form of an IPv6 address parses to the same bytes and prints back the same', () => {
    fc.assert(
      fc.property(fc.ipV6(), (text) => {
        const ip = parseIp(text)
        expect(ip).toBeDefined()
        expect(parseIp(formatIp(ip!))).toEqual(ip)
        expect(rateLimitSubject(text)).toBe(rateLimitSubject(formatIp(ip!)))
      }),
    )
  })

  it('behavior (property): an IPv4 address and its IPv4-mapped IPv6 form share one budget', () => {
    fc.assert(
      fc.property(fc.ipV4(), (ipv4) => {
        const [a = 0, b = 0, c = 0, d = 0] = ipv4.split('.').map(Number)
        const hex = `::ffff:${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
        expect(rateLimitSubject(`::ffff:${ipv4}`)).toBe(rateLimitSubject(ipv4))
        expect(rateLimitSubject(hex)).toBe(rateLimitSubject(ipv4))
      }),
    )
  })

  it('behavior (property): range membership agrees with node:net BlockList', () => {
    fc.assert(
      fc.property(ipv6Bytes, ipv6Bytes, fc.integer({ min: 0, max: 128 }), (base, candidate, prefix) => {
        const network = Uint8Array.from(base)
        for (let bit = prefix; bit < 128; bit += 1) network[bit >> 3]! &= ~(1 << (7 - (bit & 7)))
        const range = parseIpRange(`${formatIp(v6(network))}/${prefix}`)
        expect(range).toBeDefined()
        const list = new BlockList()
        list.addSubnet(formatIp(v6(network)), prefix, 'ipv6')
        expect(rangeContains(range!, v6(candidate))).toBe(list.check(formatIp(v6(candidate)), 'ipv6'))
      }),
    )
  })

  it('error: ranges with host bits, prefixes too long or garbage are refused', () => {
    for (const text of [
      '10.0.0.1/8',
      '10.0.0.0/33',
      '2001:db8::/129',
      '10.0.0.0/x',
      '10.0.0.0/8/1',
      'proxy.internal',
      '::ffff:10.0.0.0/95',
      '[::1]',
    ]) {
      expect(parseIpRange(text), text).toBeUndefined()
    }
    expect(parseIpRange('::ffff:10.0.0.0/104')).toEqual({
      base: { version: 4, bytes: Uint8Array.from([10, 0, 0, 0]) },
      prefix: 8,
    })
    expect(parseIpRange('10.1.2.3')).toEqual({
      base: { version: 4, bytes: Uint8Array.from([10, 1, 2, 3]) },
      prefix: 32,
    })
  })
})

describe('the client behind proxies', () => {
  const proxies = createProxyMatcher(['10.0.0.0/8', '2001:db8:ffff::/48'])
  const resolve = (peer: string, forwardedFor?: string, isTrustedProxy = proxies) =>
    ((ip) => (ip ? formatIp(ip) : undefined))(resolveClientAddress({ peer, forwardedFor, isTrustedProxy }))

  it('behavior: without a trusted proxy, X-Forwarded-For is ignored and the socket counts', () => {
    expect(resolve('198.51.100.4', '203.0.113.9', createProxyMatcher([]))).toBe('198.51.100.4')
    // A client that is not one of our proxies cannot name someone else either.
    expect(resolve('198.51.100.4', '203.0.113.9')).toBe('198.51.100.4')
  })

  it('behavior: behind trusted proxies the rightmost untrusted hop is the client; entries left of it are the client’s own words', () => {
    expect(resolve('10.0.0.2', '203.0.113.9')).toBe('203.0.113.9')
    // The client wrote "1.2.3.4" itself; the proxy appended the address it really saw.
    expect(resolve('10.0.0.2', '1.2.3.4, 203.0.113.9')).toBe('203.0.113.9')
    // Two proxies deep: the inner one's entry is skipped because it is trusted too.
    expect(resolve('10.0.0.2', '1.2.3.4, 203.0.113.9, 10.9.9.9')).toBe('203.0.113.9')
    expect(resolve('2001:db8:ffff::1', '2001:db8:1:2::77')).toBe('2001:db8:1:2::77')
    expect(resolve('::ffff:10.0.0.2', '203.0.113.9')).toBe('203.0.113.9')
  })

  it('behavior: ports and brackets some proxies write are understood', () => {
    expect(resolve('10.0.0.2', '203.0.113.9:4711')).toBe('203.0.113.9')
    expect(resolve('10.0.0.2', '[2001:db8:1:2::77]:4711')).toBe('2001:db8:1:2::77')
  })

  it('error: a trusted proxy that forwards garbage, or nothing, is itself the client', () => {
    expect(resolve('10.0.0.2', 'unknown')).toBe('10.0.0.2')
    expect(resolve('10.0.0.2', '203.0.113.9, _hidden')).toBe('10.0.0.2')
    expect(resolve('10.0.0.2')).toBe('10.0.0.2')
    // Only trusted hops: the leftmost one is as far as anyone vouches.
    expect(resolve('10.0.0.2', '10.0.0.7, 10.0.0.3')).toBe('10.0.0.7')
    expect(resolve('', '203.0.113.9')).toBeUndefined()
  })
})

describe('the trustedProxies setting', () => {
  it('behavior: none by default; read from TRUSTED_PROXIES or options, kept in canonical form', () => {
    expect(loadConfig({}, {}).trustedProxies).toEqual([])
    expect(loadConfig({}, { TRUSTED_PROXIES: '10.0.0.1, 172.16.0.0/12 2001:DB8::/32' }).trustedProxies).toEqual([
      '10.0.0.1/32',
      '172.16.0.0/12',
      '2001:db8::/32',
    ])
    expect(loadConfig({ trustedProxies: ['127.0.0.1'] }, { TRUSTED_PROXIES: '10.0.0.1' }).trustedProxies).toEqual([
      '127.0.0.1/32',
    ])
  })

  it('error: an entry that is not an address or range stops the start, naming it', () => {
    expect(() => loadConfig({}, { TRUSTED_PROXIES: 'proxy.internal' })).toThrow(ConfigError)
    expect(() => loadConfig({ trustedProxies: ['10.0.0.1/8'] }, {})).toThrow(
      'trustedProxies: "10.0.0.1/8" is not an IP address or CIDR range (e.g. 10.0.0.1 or 10.0.0.0/8)',
    )
  })
})
