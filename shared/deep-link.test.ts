import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkWalletLink, walletConnectDeepLink, walletLinkSchemes } from './deep-link.js'

/** Schemes that must never be opened, whatever a directory entry lists. */
const NEVER = ['javascript', 'vbscript', 'data', 'file', 'blob', 'about', 'http']
const NONE: ReadonlySet<string> = new Set()
const schemeOf = (href: string) => new URL(href).protocol.slice(0, -1)

/** A scheme-shaped string (RFC 3986: a letter, then letters, digits, + . -), lower case. */
const scheme = fc.stringMatching(/^[a-z][a-z0-9+.-]{0,11}$/)
/** A wallet's own schemes as the directory might list them, refused ones included. */
const ownSchemes = fc.uniqueArray(fc.oneof(scheme, fc.constantFrom(...NEVER, 'https', 'metamask', 'rainbow')), {
  maxLength: 4,
})
/** What may follow a scheme: anything, or an authority and path. */
const rest = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.webPath().map((path) => `//host.example${path}`),
  fc.constant('//'),
)

describe('wallet links', () => {
  it.each([
    ['https://metamask.app.link/', []],
    ['metamask://', ['metamask']],
    ['rainbow://', ['rainbow']],
    ['trust://', ['trust']],
    ['https://link.trustwallet.com', ['trust']],
    ['zerion://', ['zerion', 'other']],
  ])('behavior: %s is opened for a wallet whose schemes are %j', (link, schemes) => {
    expect(checkWalletLink(link, new Set(schemes)).ok).toBe(true)
  })

  it.each([
    ['metamask://wc', ['rainbow']],
    ['metamask://', []],
    ['tel:+15555550100', ['rainbow']],
  ])("error: %s, a scheme that is not one of the wallet's (%j), is refused", (link, schemes) => {
    expect(checkWalletLink(link, new Set(schemes))).toEqual({
      ok: false,
      reason: `${link.split(':')[0]}: is not a scheme of this wallet`,
    })
  })

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\nscript:alert(1)',
    'java\tscript:alert(1)',
    '\u0000javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'file:///etc/passwd',
    'blob:https://example.com/abc',
    'http://insecure.example.com',
    'https://',
    '//example.com',
    'javascript%3Aalert(1)',
    '',
    'about:blank',
  ])('error: %j is refused even when the wallet lists its scheme', (link) => {
    expect(checkWalletLink(link, new Set(NEVER)).ok).toBe(false)
  })

  it("behavior: a wallet's own schemes come from its links; refused schemes and https are not among them", () => {
    expect([...walletLinkSchemes(['rainbow://', 'https://rnbwapp.com', 'Rainbow-Desktop://open'])]).toEqual([
      'rainbow',
      'rainbow-desktop',
    ])
    expect([
      ...walletLinkSchemes([
        'javascript:alert(1)',
        'data:text/html,x',
        'http://a.example',
        null,
        undefined,
        42,
        'java\nscript:alert(1)',
      ]),
    ]).toEqual([])
  })

  it('behavior: whatever the case or inserted tabs/newlines, a refused scheme stays refused', () => {
    const refused = fc.constantFrom('javascript', 'vbscript', 'data', 'file', 'blob')
    const mangle = fc.array(fc.constantFrom('', '\t', '\n', '\r'), { minLength: 12, maxLength: 12 })
    fc.assert(
      fc.property(
        refused,
        mangle,
        fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
        fc.string({ maxLength: 20 }),
        (name, inserts, upper, tail) => {
          const mixed = [...name].map((char, i) => (upper[i] ? char.toUpperCase() : char) + (inserts[i] ?? '')).join('')
          expect(checkWalletLink(`${mixed}:${tail}`, new Set([name])).ok).toBe(false)
        },
      ),
    )
  })

  it("property: no link outside https and the wallet's own schemes is ever opened", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.tuple(scheme, rest).map(([name, tail]) => `${name}:${tail}`),
        ),
        ownSchemes,
        (link, listed) => {
          const own = walletLinkSchemes(listed.map((name) => `${name}://`))
          const result = checkWalletLink(link, own)
          if (!result.ok) return
          const opened = schemeOf(result.href)
          expect(opened === 'https' || own.has(opened)).toBe(true)
          expect(NEVER).not.toContain(opened)
        },
      ),
    )
  })

  it("property: a link whose scheme is neither https nor the wallet's is refused, however it is written", () => {
    fc.assert(
      fc.property(
        scheme,
        rest,
        ownSchemes,
        fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
        fc.constantFrom('', ' ', '\t', '\n'),
        (name, tail, listed, upper, padding) => {
          const own = walletLinkSchemes(listed.map((listedName) => `${listedName}://`))
          fc.pre(name !== 'https' && !own.has(name))
          const written = [...name].map((char, i) => (upper[i] ? char.toUpperCase() : char)).join('')
          expect(checkWalletLink(`${padding}${written}:${tail}`, own).ok).toBe(false)
        },
      ),
    )
  })

  it("property: a WalletConnect deep link only ever opens https or the wallet's own scheme", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.tuple(scheme, rest).map(([name, tail]) => `${name}:${tail}`),
        ),
        ownSchemes,
        fc.string({ maxLength: 40 }),
        (link, listed, wcUri) => {
          const own = walletLinkSchemes(listed.map((name) => `${name}://`))
          const result = walletConnectDeepLink(link, wcUri, own)
          if (!result.ok) return
          const opened = schemeOf(result.href)
          expect(opened === 'https' || own.has(opened)).toBe(true)
          expect(result.href).toContain(`wc?uri=${encodeURIComponent(wcUri)}`)
        },
      ),
    )
  })

  it('behavior: the WalletConnect deep link carries the pairing uri for universal links and custom schemes', () => {
    const uri = 'wc:abc@2?relay-protocol=irn&symKey=1'
    const universal = walletConnectDeepLink('https://metamask.app.link', uri, NONE)
    expect(universal).toEqual({
      ok: true,
      href: `https://metamask.app.link/wc?uri=${encodeURIComponent(uri)}`,
      scheme: 'https',
    })
    const custom = walletConnectDeepLink('rainbow://', uri, new Set(['rainbow']))
    expect(custom.ok && custom.href).toBe(`rainbow://wc?uri=${encodeURIComponent(uri)}`)
    expect(walletConnectDeepLink('rainbow://', uri, new Set(['metamask'])).ok).toBe(false)
    expect(walletConnectDeepLink('javascript:alert(1)', uri, new Set(['javascript'])).ok).toBe(false)
  })
})
