/**
 * How the auth pages and mails describe a request to a person: the browser from its
 * User-Agent ("Chrome 131 on Linux"), a time in UTC, and an email address half hidden. All of
 * them answer plain text; the caller escapes it for HTML.
 */

/** Longest User-Agent kept: real ones are a few hundred characters; the rest is padding or abuse. */
export const MAX_USER_AGENT_LENGTH = 512

/** A description that claims nothing, for a missing or unreadable User-Agent. */
export const UNKNOWN_BROWSER = 'an unknown browser'

/** Most specific first: Edge and Opera also say "Chrome", and Chrome also says "Safari". */
const BROWSERS: { name: string; pattern: RegExp }[] = [
  { name: 'Edge', pattern: /\bEdg(?:e|A|iOS)?\/(\d+)/ },
  { name: 'Opera', pattern: /\b(?:OPR|Opera)\/(\d+)/ },
  { name: 'Samsung Internet', pattern: /\bSamsungBrowser\/(\d+)/ },
  { name: 'Firefox', pattern: /\b(?:Firefox|FxiOS)\/(\d+)/ },
  { name: 'Headless Chrome', pattern: /\bHeadlessChrome\/(\d+)/ },
  { name: 'Chrome', pattern: /\b(?:Chrome|CriOS)\/(\d+)/ },
  { name: 'Safari', pattern: /\bVersion\/(\d+)(?:\.\d+)*(?: Mobile\/\S+)? Safari\// },
]

const SYSTEMS: { name: string; pattern: RegExp }[] = [
  { name: 'iPhone', pattern: /\biPhone\b/ },
  { name: 'iPad', pattern: /\biPad\b/ },
  { name: 'Android', pattern: /\bAndroid\b/ },
  { name: 'Windows', pattern: /\bWindows\b/ },
  { name: 'ChromeOS', pattern: /\bCrOS\b/ },
  { name: 'macOS', pattern: /\bMac OS X\b|\bMacintosh\b/ },
  { name: 'Linux', pattern: /\bLinux\b/ },
]

/**
 * A short description of the browser behind a User-Agent: "Firefox 133 on Windows", "Safari 18
 * on iPhone", "a browser on Linux", or {@link UNKNOWN_BROWSER}. Only names from the fixed lists
 * above come out, never text copied from the header, so a crafted User-Agent cannot put words
 * on the page.
 */
export function describeUserAgent(userAgent: string | null | undefined): string {
  const ua = (userAgent ?? '').slice(0, MAX_USER_AGENT_LENGTH)
  let browser: string | undefined
  for (const { name, pattern } of BROWSERS) {
    const match = pattern.exec(ua)
    if (match) {
      browser = `${name} ${Number(match[1])}`
      break
    }
  }
  const system = SYSTEMS.find(({ pattern }) => pattern.test(ua))?.name
  if (browser && system) return `${browser} on ${system}`
  if (browser) return browser
  if (system) return `a browser on ${system}`
  return UNKNOWN_BROWSER
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** "5 March 2025, 14:03 UTC": the same text for every reader, whatever the server's time zone. */
export function formatUtcTime(at: Date): string {
  const two = (n: number) => String(n).padStart(2, '0')
  return `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}, ${two(at.getUTCHours())}:${two(at.getUTCMinutes())} UTC`
}

/**
 * An address shown to someone who may not be its owner: the first character of the name and of
 * the domain, and the top-level domain (`eve.new@example.org` → `e***@e***.org`). Enough for
 * the owner to recognise their own address, not enough to write to it.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at <= 0) return '***'
  const local = email.slice(0, at)
  const domain = email.slice(at + 1)
  const dot = domain.lastIndexOf('.')
  const maskedDomain = dot > 0 ? `${domain[0]}***${domain.slice(dot)}` : `${domain[0] ?? ''}***`
  return `${local[0]}***@${maskedDomain}`
}
