import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { jsxLiterals } from '../../shared/i18n/testing/literal-scan.js'

/** Not words to translate: a brand's initials on a tile. */
const ALLOWED = new Set(['WC'])
const viewsDir = join(import.meta.dirname, '../views')

describe('views', () => {
  const files = readdirSync(viewsDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.tsx') && !file.includes('.test.') && !file.startsWith('testing'),
  )

  it.each(files)('behavior: %s takes every user-facing text from the catalog', (file) => {
    expect(jsxLiterals(readFileSync(join(viewsDir, file), 'utf8'), ALLOWED)).toEqual([])
  })

  it('behavior: the scan finds text nodes and literal accessible names', () => {
    const source = `<p className="x">Hello there</p>\n<button aria-label="Close" title={'Go'}>{t('a')}</button>`
    expect(jsxLiterals(source, ALLOWED).map((literal) => literal.text)).toEqual(['Hello there', 'Close', 'Go'])
    // One element returned after another is code, not text; a word before an element is text.
    expect(jsxLiterals('if (a) return <A />\n  return <B />', ALLOWED)).toEqual([])
    expect(jsxLiterals('<p>return <b>now</b></p>', ALLOWED).map((literal) => literal.text)).toEqual(['return', 'now'])
  })
})
