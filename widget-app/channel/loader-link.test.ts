/** siteOriginFrom: the site's origin as the iframe URL names it (the call protocol is tested in shared/protocol/port-rpc.test.ts). */
import { describe, expect, it } from 'vitest'
import { siteOriginFrom } from './loader-link.js'

describe('siteOriginFrom', () => {
  const at = (search: string) => ({ search }) as Location

  it('behavior: accepts an origin given in ?host=, encoded or not', () => {
    expect(siteOriginFrom(at('?host=http://127.0.0.1:4410'))).toBe('http://127.0.0.1:4410')
    expect(siteOriginFrom(at(`?v=1&host=${encodeURIComponent('https://shop.example')}`))).toBe('https://shop.example')
  })

  it.each([
    ['missing', ''],
    ['empty', '?host='],
    ['null', '?host=null'],
    ['a path-bearing URL', '?host=http://127.0.0.1:4410/path'],
    ['a trailing slash', '?host=http://127.0.0.1:4410/'],
    ['a javascript: URL', '?host=javascript:alert(1)'],
    ['a data: URL', '?host=data:text/html,hi'],
    ['a file: URL', '?host=file:///etc/passwd'],
    ['credentials', '?host=https://user:pw@shop.example'],
    ['not a URL', '?host=shop.example'],
  ])('error: refuses %s', (_label, search) => {
    expect(() => siteOriginFrom(at(search))).toThrow('the widget URL must carry ?host=')
  })
})
