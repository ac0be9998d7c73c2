import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkWalletLink, walletConnectDeepLink } from './deep-link.js'

describe('wallet links', () => {
  it.each(['https://metamask.app.link/', 'metamask://', 'rainbow://', 'trust://', 'https://link.trustwallet.com', 'zerion://'])('behavior: %s is opened', (link) => {
    expect(checkWalletLink(link).ok).toBe(true)
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
  ])('error: %j is refused', (link) => {
    expect(checkWalletLink(link).ok).toBe(false)
  })

  it('behavior: whatever the case or inserted tabs/newlines, a refused scheme stays refused', () => {
    const refused = fc.constantFrom('javascript', 'vbscript', 'data', 'file', 'blob')
    const mangle = fc.array(fc.constantFrom('', '\t', '\n', '\r'), { minLength: 12, maxLength: 12 })
    fc.assert(
      fc.property(refused, mangle, fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }), fc.string({ maxLength: 20 }), (scheme, inserts, upper, rest) => {
        const mixed = [...scheme].map((char, i) => (upper[i] ? char.toUpperCase() : char) + (inserts[i] ?? '')).join('')
        expect(checkWalletLink(`${mixed}:${rest}`).ok).toBe(false)
      }),
    )
  })

  it('behavior: an accepted link always parses to https or a custom scheme, never a refused one', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const result = checkWalletLink(value)
        if (result.ok) {
          const protocol = new URL(result.href).protocol
          expect(['javascript:', 'data:', 'file:', 'vbscript:', 'blob:', 'http:', 'about:']).not.toContain(protocol)
        }
      }),
    )
  })

  it('behavior: the WalletConnect deep link carries the pairing uri for universal links and custom schemes', () => {
    const uri = 'wc:abc@2?relay-protocol=irn&symKey=1'
    const universal = walletConnectDeepLink('https://metamask.app.link', uri)
    expect(universal).toEqual({ ok: true, href: `https://metamask.app.link/wc?uri=${encodeURIComponent(uri)}`, scheme: 'https' })
    const custom = walletConnectDeepLink('rainbow://', uri)
    expect(custom.ok && custom.href).toBe(`rainbow://wc?uri=${encodeURIComponent(uri)}`)
    expect(walletConnectDeepLink('javascript:alert(1)', uri).ok).toBe(false)
  })
})
