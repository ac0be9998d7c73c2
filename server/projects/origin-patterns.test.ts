import fc from 'fast-check'
import { getPublicSuffix } from 'tldts'
import { describe, expect, it } from 'vitest'
import { checkAllowedOrigin, OriginPatternError } from './origin-patterns.js'

const refusal = (pattern: string): string => {
  try {
    checkAllowedOrigin(pattern)
  } catch (err) {
    if (err instanceof OriginPatternError) return err.message
    throw err
  }
  throw new Error(`${pattern} was accepted`)
}

const label = fc.stringMatching(/^[a-z][a-z0-9-]{0,10}[a-z0-9]$/)

describe('allowed-origin patterns', () => {
  it.each([
    ['https://app.example.com', 'https://app.example.com'],
    ['https://*.example.com', 'https://*.example.com'],
    ['https://*.shop.example.co.uk', 'https://*.shop.example.co.uk'],
    ['https://*.example.co.uk', 'https://*.example.co.uk'],
    ['https://*.my-site.github.io', 'https://*.my-site.github.io'],
    ['https://*.example.com:8443', 'https://*.example.com:8443'],
    ['https://App.Example.COM/', 'https://app.example.com'],
    ['http://localhost:4400', 'http://localhost:4400'],
    ['http://localhost', 'http://localhost'],
    ['http://127.0.0.1:4410', 'http://127.0.0.1:4410'],
    ['http://[::1]:4400', 'http://[::1]:4400'],
    ['https://203.0.113.7', 'https://203.0.113.7'],
  ])('behavior: %s is accepted as %s', (pattern, normalized) => {
    expect(checkAllowedOrigin(pattern)).toBe(normalized)
  })

  it.each([
    [
      '*',
      '"*" is too wide: it would allow every site; list sites like https://app.example.com, or one domain and its subdomains like https://*.example.com',
    ],
    [
      'https://*',
      '"https://*" is too wide: it would allow every https site; list sites like https://app.example.com, or one domain and its subdomains like https://*.example.com',
    ],
    [
      'http://*:8080',
      '"http://*:8080" is too wide: it would allow every http site; list sites like https://app.example.com, or one domain and its subdomains like https://*.example.com',
    ],
    [
      'https://*.com',
      '"https://*.com" is wider than one registrable domain: com is a public suffix, so the pattern covers every site registered under it, whoever owns it; name one domain\'s subdomains instead, like https://*.example.com',
    ],
    [
      'https://*.co.uk',
      '"https://*.co.uk" is wider than one registrable domain: co.uk is a public suffix, so the pattern covers every site registered under it, whoever owns it; name one domain\'s subdomains instead, like https://*.example.co.uk',
    ],
    [
      'https://*.github.io',
      '"https://*.github.io" is wider than one registrable domain: github.io is a public suffix, so the pattern covers every site registered under it, whoever owns it; name one domain\'s subdomains instead, like https://*.example.github.io',
    ],
    [
      'http://*.example.com',
      '"http://*.example.com" is too wide: a wildcard needs https, since any network between a visitor and an http site can pose as it',
    ],
    [
      'http://app.example.com:8080',
      '"http://app.example.com:8080" uses plain http, which is accepted only for this machine (http://localhost, http://127.0.0.1, http://[::1], any port); use https://app.example.com:8080',
    ],
    [
      'http://10.0.0.2',
      '"http://10.0.0.2" uses plain http, which is accepted only for this machine (http://localhost, http://127.0.0.1, http://[::1], any port); use https://10.0.0.2',
    ],
    [
      'https://*.0.0.1',
      '"https://*.0.0.1" puts a wildcard over an IP address, which has no subdomains; list the address itself',
    ],
    [
      'https://a..example.com',
      '"https://a..example.com" does not name a valid host (labels are letters, digits and inner hyphens, separated by single dots)',
    ],
    [
      'https://app.example.com/path',
      'origins must be an origin like http://localhost:4401, got "https://app.example.com/path"',
    ],
  ])('error: %s is refused, saying why', (pattern, message) => {
    expect(refusal(pattern)).toBe(message)
  })

  it('error: a wildcard directly over any public suffix is refused, one label more is accepted', () => {
    const suffixes = fc.constantFrom(
      'com',
      'org',
      'net',
      'io',
      'dev',
      'app',
      'co.uk',
      'org.uk',
      'com.au',
      'co.jp',
      'com.br',
      'github.io',
      'vercel.app',
      'pages.dev',
      'herokuapp.com',
    )
    fc.assert(
      fc.property(suffixes, label, (suffix, name) => {
        // Some labels make a suffix of their own (us.com, eu.org): those are refused like the suffix itself.
        fc.pre(getPublicSuffix(`x.${name}.${suffix}`, { allowPrivateDomains: true }) === suffix)
        expect(refusal(`https://*.${suffix}`)).toContain(`${suffix} is a public suffix`)
        expect(checkAllowedOrigin(`https://*.${name}.${suffix}`)).toBe(`https://*.${name}.${suffix}`)
      }),
    )
  })

  it('error: plain http is refused for every host but this machine', () => {
    fc.assert(
      fc.property(
        fc.array(label, { minLength: 2, maxLength: 3 }),
        fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }),
        (labels, port) => {
          const suffix = port ? `:${port}` : ''
          expect(refusal(`http://${labels.join('.')}${suffix}`)).toMatch(/uses plain http/)
          expect(checkAllowedOrigin(`https://${labels.join('.')}${suffix}`)).toBe(
            `https://${labels.join('.')}${suffix}`,
          )
          expect(checkAllowedOrigin(`http://localhost${suffix}`)).toBe(`http://localhost${suffix}`)
        },
      ),
    )
  })
})
