import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { describeUserAgent, formatUtcTime, maskEmail, UNKNOWN_BROWSER } from './wording.js'

describe('wording', () => {
  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome 131 on Linux',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
      'Edge 131 on Windows',
    ],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox 133 on Windows'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      'Safari 18 on macOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari 18 on iPhone',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
      'Chrome 131 on iPhone',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
      'Samsung Internet 26 on Android',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0',
      'Opera 115 on Linux',
    ],
    [
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome 131 on ChromeOS',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Headless Chrome 131 on Linux',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64)', 'a browser on Linux'],
    ['curl/8.5.0', UNKNOWN_BROWSER],
    ['', UNKNOWN_BROWSER],
  ])('behavior: %s reads "%s"', (ua, expected) => {
    expect(describeUserAgent(ua)).toBe(expected)
  })

  it('behavior: a missing User-Agent claims nothing', () => {
    expect(describeUserAgent(undefined)).toBe(UNKNOWN_BROWSER)
    expect(describeUserAgent(null)).toBe(UNKNOWN_BROWSER)
  })

  it('behavior (property): whatever the User-Agent says, only fixed words and numbers come out', () => {
    const words = /^(?:an unknown browser|a browser on [A-Za-z]+|[A-Za-z ]+ \d+(?: on [A-Za-z]+)?)$/
    fc.assert(
      fc.property(
        fc.string({ maxLength: 600 }),
        fc.constantFrom('', 'Chrome/', 'Firefox/', 'Version/', 'Edg/'),
        (noise, marker) => {
          const described = describeUserAgent(`${noise}${marker}${noise}`)
          expect(described).toMatch(words)
          expect(described).not.toMatch(/[<>"'&]/)
        },
      ),
    )
  })

  it('behavior: times read in UTC whatever the server zone', () => {
    expect(formatUtcTime(new Date('2025-03-05T14:03:59.999Z'))).toBe('5 March 2025, 14:03 UTC')
    expect(formatUtcTime(new Date('2024-12-31T23:59:00+02:00'))).toBe('31 December 2024, 21:59 UTC')
  })

  it('behavior: a masked address keeps the first letters and the top-level domain only', () => {
    expect(maskEmail('eve.new@example.org')).toBe('e***@e***.org')
    expect(maskEmail('x@mail.example.co.uk')).toBe('x***@m***.uk')
    expect(maskEmail('nobody@localhost')).toBe('n***@l***')
    expect(maskEmail('not-an-address')).toBe('***')
  })

  it('behavior (property): a masked address never contains the name or the domain label in full', () => {
    const label = fc.stringMatching(/^[a-z0-9]{3,20}$/)
    fc.assert(
      fc.property(label, label, fc.constantFrom('com', 'org', 'io'), (local, domain, tld) => {
        const masked = maskEmail(`${local}@${domain}.${tld}`)
        expect(masked).not.toContain(local)
        expect(masked).not.toContain(`${domain}.`)
        expect(masked.endsWith(`.${tld}`)).toBe(true)
      }),
    )
  })
})
