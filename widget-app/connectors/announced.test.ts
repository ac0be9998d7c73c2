import { describe, expect, it } from 'vitest'
import { safeIcon } from './announced.js'

const PNG = 'data:image/png;base64,iVBORw0KGgo='

describe('safeIcon', () => {
  it.each([
    PNG,
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'data:image/svg+xml,%3Csvg%3E%3C/svg%3E',
    'data:image/jpeg;base64,/9j/4AAQ',
    'data:image/gif;base64,R0lGODlh',
    'data:image/webp;base64,UklGRg==',
    'DATA:IMAGE/PNG;base64,iVBORw0KGgo=',
  ])('behavior: accepts %s', (icon) => {
    expect(safeIcon(icon)).toBe(icon)
  })

  it.each([
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['data:text/html', 'data:text/html;base64,PHNjcmlwdD4='],
    ['an http URL', 'http://evil.example/icon.png'],
    ['an https URL', 'https://evil.example/icon.png'],
    ['an unlisted image type', 'data:image/x-icon;base64,AAAB'],
    ['a type prefix without separator', 'data:image/pngx;base64,AAAA'],
    ['a type with nothing after it', 'data:image/png'],
    ['an empty string', ''],
  ])('error: refuses %s', (_label, icon) => {
    expect(safeIcon(icon)).toBeUndefined()
  })

  it.each([undefined, null, 42, {}, [PNG], { toString: () => PNG }])('error: refuses the non-string %o', (icon) => {
    expect(safeIcon(icon)).toBeUndefined()
  })

  it('error: refuses a huge string, accepts one just under the limit', () => {
    const prefix = 'data:image/png;base64,'
    expect(safeIcon(prefix + 'A'.repeat(200_000 - prefix.length))).toBeUndefined()
    const justUnder = prefix + 'A'.repeat(199_999 - prefix.length)
    expect(safeIcon(justUnder)).toBe(justUnder)
  })
})
