import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isOriginAllowed, originMatches } from './allowed-origins.js'

const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/)
const domain = fc.array(label, { minLength: 2, maxLength: 4 }).map((labels) => labels.join('.'))
const scheme = fc.constantFrom('http', 'https')
const port = fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined })
const origin = fc
  .record({ scheme, host: domain, port })
  .map(({ scheme: s, host, port: p }) => `${s}://${host}${p ? `:${p}` : ''}`)

describe('allowed origins', () => {
  it.each([
    ['https://app.example.com', 'https://app.example.com', true],
    ['https://*.example.com', 'https://app.example.com', true],
    ['https://*.example.com', 'https://a.b.example.com', true],
    ['https://*.example.com', 'https://example.com', false],
    ['https://*.example.com', 'https://evilexample.com', false],
    ['https://*.example.com', 'https://example.com.evil.io', false],
    ['https://*.example.com', 'http://app.example.com', false],
    ['https://app.example.com', 'https://app.example.com:8443', false],
    ['https://app.example.com:443', 'https://app.example.com', true],
    ['http://localhost:4400', 'http://localhost:4400', true],
    ['http://localhost:4400', 'http://localhost:4401', false],
    ['http://127.0.0.1:4410', 'http://127.0.0.1:4410', true],
    ['HTTPS://APP.Example.COM', 'https://app.example.com', true],
    ['https://app.example.com.', 'https://app.example.com', true],
    ['https://*', 'https://anything.com', false],
    ['*', 'https://anything.com', false],
    ['https://*example.com', 'https://evilexample.com', false],
    ['https://app.*.com', 'https://app.example.com', false],
    ['https://app.example.com/path', 'https://app.example.com', false],
    ['https://app.example.com', 'null', false],
    ['http://[::1]:4400', 'http://[::1]:4400', true],
    ['http://[::1]:4400', 'http://[::1]:4401', false],
    ['http://[::1]:4400', 'http://localhost:4400', false],
    ['https://*.[::1]', 'https://a.[::1]', false],
  ])('%s vs %s → %s', (pattern, actual, expected) => {
    expect(originMatches(pattern, actual)).toBe(expected)
  })

  it('behavior: an empty list allows nothing', () => {
    fc.assert(
      fc.property(origin, (o) => {
        expect(isOriginAllowed([], o)).toBe(false)
      }),
    )
  })

  it('behavior: every origin matches itself exactly, and a wildcard over its parent domain', () => {
    fc.assert(
      fc.property(scheme, label, domain, port, (s, sub, parent, p) => {
        const suffix = p ? `:${p}` : ''
        const o = `${s}://${sub}.${parent}${suffix}`
        expect(originMatches(o, o)).toBe(true)
        expect(originMatches(`${s}://*.${parent}${suffix}`, o)).toBe(true)
        // …but the wildcard never matches the bare parent, another scheme, or another port.
        expect(originMatches(`${s}://*.${parent}${suffix}`, `${s}://${parent}${suffix}`)).toBe(false)
        expect(
          originMatches(
            `${s}://*.${parent}${suffix}`,
            `${s === 'http' ? 'https' : 'http'}://${sub}.${parent}${suffix}`,
          ),
        ).toBe(false)
        expect(
          originMatches(`${s}://*.${parent}${suffix}`, `${s}://${sub}.${parent}:${p ? (p % 65535) + 1 : 1234}`),
        ).toBe(false)
      }),
    )
  })

  it('behavior: look-alikes never match — a label glued on, the pattern domain used as a subdomain, an extra suffix', () => {
    fc.assert(
      fc.property(scheme, label, domain, (s, extra, parent) => {
        const pattern = `${s}://*.${parent}`
        expect(originMatches(pattern, `${s}://${extra}${parent}`)).toBe(false)
        expect(originMatches(pattern, `${s}://${parent}.${extra}.io`)).toBe(false)
        expect(originMatches(`${s}://${parent}`, `${s}://${extra}.${parent}`)).toBe(false)
      }),
    )
  })

  it('behavior: matching never throws on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(() => originMatches(a, b)).not.toThrow()
      }),
    )
  })
})
